import type { Plugin } from 'vite';
import { holdEarlyInteractions } from '../../src/app/early-interactions.ts';

/**
 * Writes `holdEarlyInteractions` into the head of every page as an inline script, which runs
 * before the body is parsed; the Content-Security-Policy allows it by its hash, as every inline
 * script the build writes (build-time/hosting/).
 */
export function holdEarlyTapsInHead(): Plugin {
  return {
    name: 'webshop-hold-early-taps',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `window.__stopHoldingEarlyTaps=(${holdEarlyInteractions.toString()})()`,
        injectTo: 'head',
      },
    ],
  };
}

import type { Plugin } from 'vite';
import { followColourMode } from '../../src/app/colour-mode.ts';

/**
 * Writes `followColourMode` into the head of every page as an inline script: the page takes its
 * dark or light colours before its first paint, with no flash of the other. The
 * Content-Security-Policy allows it by its hash, as every inline script the build writes
 * (build-time/hosting/).
 */
export function colourModeInHead(): Plugin {
  return {
    name: 'webshop-colour-mode-in-head',
    transformIndexHtml: () => [
      { tag: 'script', children: `(${followColourMode.toString()})()`, injectTo: 'head-prepend' },
    ],
  };
}

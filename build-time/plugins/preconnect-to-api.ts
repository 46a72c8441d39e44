import type { Plugin } from 'vite';

/**
 * Real mode with the API on another origin: index.html opens connections to it while the entry
 * script downloads. Two, because the browser keeps connections for anonymous and credentialed
 * requests apart: the CORS preflights go without cookies, the calls themselves with them. Each
 * hint alone warmed only one of the two, and the other still paid its connection on the way to
 * the first products (docs/performance.md, "Where the speed comes from").
 */
export function preconnectToApi(apiBaseUrl: string): Plugin {
  const hint = (crossorigin: 'anonymous' | 'use-credentials') => ({
    tag: 'link',
    attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin },
    injectTo: 'head' as const,
  });
  return {
    name: 'webshop-preconnect-api',
    transformIndexHtml: () => (apiBaseUrl ? [hint('anonymous'), hint('use-credentials')] : []),
  };
}

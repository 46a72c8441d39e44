import type { Plugin } from 'vite';

/**
 * Demo builds: index.html modulepreloads the mock backend's chunks, so they download alongside
 * the app's instead of after the entry has run (the app renders only once the mock is up).
 */
export function preloadMockBackend(enabled: boolean): Plugin {
  let base = '/';
  return {
    name: 'webshop-preload-mock-backend',
    apply: (_config, { command }) => enabled && command === 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const backend = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/mocks/browser.ts'),
        );
        if (backend?.type !== 'chunk') return;
        return [backend.fileName, ...backend.imports].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const MOCK_CHUNKS = ['/mocks/browser/boot.ts', '/mocks/browser/start.ts'];

function chunkOf(bundle: OutputBundle, source: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && !!output.facadeModuleId?.endsWith(source),
  );
}

/**
 * Demo builds: index.html modulepreloads the mock's chunks after the app's own, so they download
 * alongside the app instead of after the entry has run, so the first card comes sooner on a slow
 * network (docs/performance.md, "The demo's first load").
 * tests/unit/build/chunks.test.ts holds Vite to the hook's `bundle`.
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
      handler(html, { bundle }) {
        if (!bundle) return;
        const files = new Set<string>();
        const add = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => add(bundle[file] as OutputChunk));
        };
        MOCK_CHUNKS.forEach((source) => add(chunkOf(bundle, source)));
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

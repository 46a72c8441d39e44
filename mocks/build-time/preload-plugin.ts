import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { afterPaintChunksTag } from '../../build-time/plugins/after-paint-chunks.ts';

const MOCK_CHUNKS = ['/mocks/browser/boot.ts', '/mocks/browser/start.ts'];

function chunkOf(bundle: OutputBundle, source: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && !!output.facadeModuleId?.endsWith(source),
  );
}

/**
 * Demo builds: the page lists the mock's chunks for the entry to modulepreload after the app's
 * own, once the page has painted, so they download alongside the app instead of after the mock's
 * boot has run, so the first card comes sooner on a slow network
 * (docs/decisions/0012-demo-stand-ins-and-prebuilt-seed.md).
 * tests/unit/build-time/plugins/chunks.test.ts holds Vite to the hook's `bundle`.
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
        const mockChunks = MOCK_CHUNKS.flatMap((source) => chunkOf(bundle, source)?.fileName ?? []);
        return afterPaintChunksTag(bundle, mockChunks, base, html);
      },
    },
  };
}

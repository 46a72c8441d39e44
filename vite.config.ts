import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { preloadMockBackend } from './mocks/preload-plugin.ts';
import { prebuiltDefaultSeed } from './mocks/seed-plugin.ts';
import { slimMockDependencies } from './mocks/slim-deps-plugin.ts';
import { mockServiceWorker } from './mocks/vite-plugin.ts';
import { prerenderPages } from './src/app/prerender/prerender-plugin.ts';
import { readEnv } from './src/config/read-env.ts';

// VITE_BASE_PATH hosts a build under a sub-path (for example /shop/).
export default defineConfig(({ mode }) => {
  const base = process.env.VITE_BASE_PATH || '/';
  // Fails the build (or dev server) at once on a bad setting instead of at the visitor's first load.
  const settings = readEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), BASE_URL: base });
  return {
    base,
    plugins: [
      react(),
      mockServiceWorker(settings.mode === 'mock'),
      preloadMockBackend(settings.mode === 'mock'),
      prebuiltDefaultSeed(settings.mode === 'mock'),
      slimMockDependencies(settings.mode === 'mock'),
      prerenderPages(),
    ],
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: 'es2022',
      // Everything `/` loads at once in one chunk (about 560 KB, 170 KB gzip) instead of the entry
      // and 16 small shared chunks, each a round trip: the demo's first card comes 0.4 s sooner
      // on slow 4G, 3.7 s instead of 4.2 s (built with and without, then
      // `BENCH_NETWORK=slow-4g BENCH_SEEDS=40 npm run bench -- --only=page`).
      // tests/unit/build/chunks.test.ts holds Rolldown to the option.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeaderFiles } from './build-time/hosting/hosting-plugin.ts';
import { chakraGlobalStyles } from './build-time/plugins/chakra-global-styles.ts';
import { colourModeInHead } from './build-time/plugins/colour-mode-in-head.ts';
import { holdEarlyTapsInHead } from './build-time/plugins/early-taps-in-head.ts';
import {
  compileHint,
  featureIndexesWithoutSideEffects,
  firstLoadChunkGroups,
  preloadFirstLoadChunks,
} from './build-time/plugins/first-load-chunks.ts';
import { preloadsOfLazyImports } from './build-time/plugins/idle-imports.ts';
import { inlineStylesheet } from './build-time/plugins/inline-stylesheet.ts';
import { preconnectToApi } from './build-time/plugins/preconnect-to-api.ts';
import { prerenderPages } from './build-time/prerender/prerender-plugin.ts';
import { preloadMockBackend } from './mocks/build-time/preload-plugin.ts';
import { prebuiltDefaultSeed } from './mocks/build-time/prebuilt-seed-plugin.ts';
import { slimMockDependencies } from './mocks/build-time/slim-deps-plugin.ts';
import { mockServiceWorker } from './mocks/build-time/worker-script-plugin.ts';
import { readBuildSettings } from './src/config/read-build-settings.ts';
import { readEnv } from './src/config/read-env.ts';

// VITE_BASE_PATH hosts a build under a sub-path (for example /shop/).
export default defineConfig(({ mode }) => {
  const base = process.env.VITE_BASE_PATH || '/';
  // Fails the build (or dev server) at once on a bad setting instead of at the visitor's first load.
  const settings = readEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), BASE_URL: base });
  // SNAPSHOT_API_URL, SITE_URL and PRERENDER_PRODUCT_PAGES_MAX: for the build only, never in the
  // browser's code.
  const buildEnv = loadEnv(mode, process.cwd(), ['SNAPSHOT_', 'SITE_', 'PRERENDER_']);
  const build = readBuildSettings(buildEnv, settings);
  const prerender = prerenderPages(build);
  return {
    base,
    plugins: [
      react(),
      chakraGlobalStyles(),
      mockServiceWorker(settings.mode === 'mock'),
      preloadMockBackend(settings.mode === 'mock'),
      prebuiltDefaultSeed(settings.mode === 'mock'),
      slimMockDependencies(settings.mode === 'mock'),
      preconnectToApi(settings.mode === 'real' ? settings.apiBaseUrl : ''),
      colourModeInHead(),
      holdEarlyTapsInHead(),
      featureIndexesWithoutSideEffects(),
      preloadFirstLoadChunks(),
      inlineStylesheet(),
      prerender,
      // After prerenderPages: the CSP holds the hashes of the pages' inline scripts, the
      // product pages' too, which it writes straight to disk.
      securityHeaderFiles(
        {
          apiBaseUrl: settings.mode === 'real' ? settings.apiBaseUrl : '',
          storageEmulatorHost: settings.firebase.storageEmulatorHost,
        },
        prerender.api.inlineScriptsOnDisk,
      ),
    ],
    css: {
      // The same class names in the prerender (Vite's SSR loader, a dev server) as in the built
      // stylesheet: the hash alone, as each name is written twice in the code `/` loads.
      modules: { generateScopedName: '_[hash:base64:6]' },
    },
    build: {
      // One stylesheet, linked from every page: a prerendered page's screen (a lazy chunk) is
      // styled from the first paint, before its script has run.
      cssCodeSplit: false,
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: 'es2022',
      // The first load in three chunks, evaluated in three tasks (src/app/main.tsx), instead of
      // one long task or many small shared chunks, each a round trip (docs/performance.md,
      // "Where the speed comes from"). tests/unit/build-time/plugins/chunks.test.ts holds Rolldown to
      // the groups.
      chunkSizeWarningLimit: 700,
      modulePreload: { resolveDependencies: preloadsOfLazyImports },
      rolldownOptions: {
        output: { codeSplitting: { groups: firstLoadChunkGroups() }, postBanner: compileHint },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});

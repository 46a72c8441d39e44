import { execSync } from 'node:child_process';
import { realModeSettings } from '../tests/browser-real/servers.mjs';
import { startMockServer, startPreview } from './processes';
import { precompressAssets, serveStaticSite } from './static-server';

export const BUILD_NAMES = ['production', 'demo'] as const;
export type BuildName = (typeof BUILD_NAMES)[number];

/** A build being served: where the measures open it. */
export interface Site {
  /** The shop's URL of `path`. */
  pageUrl(path: string): string;
  /** The API's URL of `path` (the filter bench fetches from it the response the grid must show). */
  apiUrl(path: string): string;
}

export interface BenchBuild {
  name: BuildName;
  outDir: string;
  build(): void;
  /**
   * Serves the build with `seedProducts` products in the catalogue (the mock's default when not
   * given) while `measure` runs, then stops what it started.
   */
  serve<T>(measure: (site: Site) => Promise<T>, seedProducts?: number): Promise<T>;
}

/**
 * What shoppers and staff get: the real-mode build, served compressed as a static host does, its
 * API the HTTP mock server (restarted for each seed size). Lighthouse models the network itself, so
 * the mock adds no latency of its own: it would count every API call's round trip twice.
 */
export function productionBuild(outDir: string, port: number, apiPort: number): BenchBuild {
  const settings = realModeSettings({
    REAL_TEST_PORT: String(port),
    REAL_TEST_API_PORT: String(apiPort),
    REAL_TEST_OUT_DIR: outDir,
  });
  return {
    name: 'production',
    outDir,
    build() {
      execSync(`npx vite build --outDir ${outDir} --logLevel error`, {
        stdio: 'inherit',
        env: { ...process.env, ...settings.viteEnv },
      });
      precompressAssets(outDir);
    },
    async serve(measure, seedProducts) {
      const site = await serveStaticSite(outDir, port);
      try {
        const api = await startMockServer(apiPort, {
          MOCK_CORS_ORIGINS: site.url,
          ...(seedProducts !== undefined && { MOCK_SEED_PRODUCTS: String(seedProducts) }),
        });
        try {
          return await measure({
            pageUrl: (path) => `${site.url}${path}`,
            apiUrl: (path) => `${settings.apiOrigin}${path}`,
          });
        } finally {
          await api.stop();
        }
      } finally {
        await site.close();
      }
    },
  };
}

/** The sales demo: the in-browser mock backend, served by vite preview, seeded by `?seed=`. */
export function demoBuild(outDir: string, port: number): BenchBuild {
  return {
    name: 'demo',
    outDir,
    build: () =>
      execSync(`npx vite build --mode demo --outDir ${outDir} --logLevel error`, {
        stdio: 'inherit',
      }),
    async serve(measure, seedProducts) {
      const preview = await startPreview(outDir, port);
      const origin = `http://127.0.0.1:${port}`;
      // The in-browser mock adds no latency of its own either (see productionBuild).
      const query = `?${seedProducts === undefined ? '' : `seed=${seedProducts}&`}latency=0`;
      try {
        return await measure({
          pageUrl: (path) => `${origin}${path}${query}`,
          apiUrl: (path) => `${origin}${path}`,
        });
      } finally {
        await preview.stop();
      }
    },
  };
}

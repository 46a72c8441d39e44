import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { realModeSettings } from '../../tests/browser-real/servers.mjs';
import { startMockServer, startPreview } from './processes';
import { precompressAssets, serveStaticSite } from './static-server';

/** This project's builds, then the references measured beside them (bench/sites/reference-builds.ts). */
export const BUILD_NAMES = [
  'production',
  'nginx',
  'no-snapshot',
  'baseline',
  'demo',
  'original',
  'static-stack',
  'react-alone',
] as const;
export type BuildName = (typeof BUILD_NAMES)[number];

/** A build being served: where the measures open it. */
export interface Site {
  /** The shop's URL of `path`. */
  pageUrl(path: string): string;
  /** The API's URL of `path` (the filter bench fetches from it the response the grid must show). */
  apiUrl(path: string): string;
}

/** What the API's catalogue holds: the mock's defaults where not given. */
export interface CatalogueSeed {
  products?: number;
  /** Photo URLs the products show instead of the mock's drawings (MOCK_SEED_PICTURES). */
  pictures?: string[];
}

export interface BenchBuild {
  name: BuildName;
  outDir: string;
  /** The shop's own screens (the page part opens its filters); a reference has only its pages. */
  shop: boolean;
  build(): void;
  /** Serves the build with `seed`'s catalogue while `measure` runs, then stops what it started. */
  serve<T>(measure: (site: Site) => Promise<T>, seed?: CatalogueSeed): Promise<T>;
}

/**
 * The API the static builds call: the bench's HTTP mock server on `mockPort` (started with each
 * site, restarted for each seed size), or a running API at `url` (BENCH_API_URL), which must allow
 * the site's origin (CORS with credentials).
 */
export interface BenchApi {
  url: string;
  mockPort?: number;
}

export function benchApi(url: string | undefined, mockPort: number): BenchApi {
  return url ? { url: url.replace(/\/+$/, '') } : { url: `http://127.0.0.1:${mockPort}`, mockPort };
}

/**
 * Serves a static build as a static host or CDN does (bench/sites/static-server.ts) while `measure`
 * runs, with the bench's mock server as its API unless `api` is a running one. The mock adds no
 * latency of its own: Lighthouse models the network itself, and would count every API call's
 * round trip twice.
 */
export async function serveStaticBuild<T>(
  outDir: string,
  port: number,
  api: BenchApi,
  measure: (site: Site) => Promise<T>,
  { products, pictures }: CatalogueSeed = {},
): Promise<T> {
  const site = await serveStaticSite(outDir, port);
  try {
    const mock =
      api.mockPort === undefined
        ? undefined
        : await startMockServer(api.mockPort, {
            MOCK_CORS_ORIGINS: site.url,
            ...(products !== undefined && { MOCK_SEED_PRODUCTS: String(products) }),
            ...(pictures && { MOCK_SEED_PICTURES: pictures.join(',') }),
          });
    try {
      return await measure({
        pageUrl: (path) => `${site.url}${path}`,
        apiUrl: (path) => `${api.url}${path}`,
      });
    } finally {
      await mock?.stop();
    }
  } finally {
    await site.close();
  }
}

/**
 * The settings this project's real-mode bundle is built with for the bench: the API on its own
 * origin, as deployed (the real-mode smoke builds for a same-origin API behind nginx instead).
 */
export function productionViteEnv(api: BenchApi): Record<string, string> {
  const { viteEnv } = realModeSettings();
  return {
    ...viteEnv,
    VITE_API_BASE_URL: api.url,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: new URL(api.url).host,
  };
}

/**
 * Runs `vite build` in `cwd` into `outDir` with the scripts' source maps beside them but not
 * linked (`hidden`: the served files are the same bytes), for bench/runners/source-owners.ts.
 */
export function viteBuild(outDir: string, env: Record<string, string>, options = '', cwd = '.') {
  const output = `--outDir ${resolve(outDir)} --emptyOutDir --sourcemap hidden`;
  execSync(`npx vite build ${options} ${output} --logLevel error`, {
    stdio: 'inherit',
    cwd,
    env: { ...process.env, ...env },
  });
}

/**
 * What shoppers and staff get: the real-mode build, served compressed as a static host does. Its
 * pages hold the build's snapshot of the API when that API answers while it builds (a running
 * API, BENCH_API_URL; the bench's mock server starts only to serve); `no-snapshot` is the same
 * build told to read none (SNAPSHOT_API_URL=off), to compare the two in one run.
 */
export function productionBuild(
  outDir: string,
  port: number,
  api: BenchApi,
  name: 'production' | 'no-snapshot' = 'production',
): BenchBuild {
  const snapshot: Record<string, string> =
    name === 'no-snapshot' ? { SNAPSHOT_API_URL: 'off' } : {};
  return {
    name,
    outDir,
    shop: true,
    build() {
      viteBuild(outDir, { ...productionViteEnv(api), ...snapshot });
      precompressAssets(outDir);
    },
    serve: (measure, seed) => serveStaticBuild(outDir, port, api, measure, seed),
  };
}

/** The sales demo: the in-browser mock backend, served by vite preview, seeded by `?seed=`. */
export function demoBuild(outDir: string, port: number): BenchBuild {
  return {
    name: 'demo',
    outDir,
    shop: true,
    build: () => viteBuild(outDir, {}, '--mode demo'),
    async serve(measure, { products, pictures } = {}) {
      if (pictures) throw new Error("The demo's in-browser mock shows its drawings only.");
      const preview = await startPreview(outDir, port);
      const origin = `http://127.0.0.1:${port}`;
      // The in-browser mock adds no latency of its own either (see serveStaticBuild).
      const query = `?${products === undefined ? '' : `seed=${products}&`}latency=0`;
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

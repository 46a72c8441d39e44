import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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
  /** Makes the build (a build drawn with its API's data is made again for each seed it serves). */
  build(): void | Promise<void>;
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

/** The mock server's settings for `seed`'s catalogue. */
function catalogueSettings({ products, pictures }: CatalogueSeed): Record<string, string> {
  return {
    ...(products !== undefined && { MOCK_SEED_PRODUCTS: String(products) }),
    ...(pictures && { MOCK_SEED_PICTURES: pictures.join(',') }),
  };
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
            ...catalogueSettings({ products, pictures }),
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
 * A build drawn with its API's data, as deployed: its pages hold the build's snapshot of the
 * catalogue it is served with. Against the bench's mock server it is made while the mock answers
 * with that catalogue, once for each seed served (the first with the default catalogue, into
 * `outDir`; another seed's beside it); against a running API (BENCH_API_URL), once from it.
 * `buildInto` makes one build into a directory.
 */
export function snapshotBuild(
  name: BuildName,
  outDir: string,
  port: number,
  api: BenchApi,
  buildInto: (dir: string) => void,
): BenchBuild {
  const builtFor = new Map<string, string>();
  async function buildFor(seed: CatalogueSeed): Promise<string> {
    const key = Object.keys(catalogueSettings(seed)).length
      ? createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 8)
      : '';
    const known = builtFor.get(key);
    if (known) return known;
    const dir = key ? `${outDir}-seed-${key}` : outDir;
    const mock =
      api.mockPort === undefined
        ? undefined
        : await startMockServer(api.mockPort, catalogueSettings(seed));
    try {
      buildInto(dir);
    } finally {
      await mock?.stop();
    }
    precompressAssets(dir);
    builtFor.set(key, dir);
    return dir;
  }
  return {
    name,
    outDir,
    shop: true,
    async build() {
      builtFor.clear();
      await buildFor({});
    },
    async serve(measure, seed = {}) {
      const dir = api.mockPort === undefined ? outDir : await buildFor(seed);
      return serveStaticBuild(dir, port, api, measure, seed);
    },
  };
}

/**
 * What shoppers and staff get: the real-mode build, served compressed as a static host does, its
 * pages holding the build's snapshot of the API (snapshotBuild). `no-snapshot` is the same build
 * told to read none (SNAPSHOT_API_URL=off), as a build whose API did not answer is: its pages
 * draw their data once the API answers.
 */
export function productionBuild(
  outDir: string,
  port: number,
  api: BenchApi,
  name: 'production' | 'no-snapshot' = 'production',
): BenchBuild {
  const env = productionViteEnv(api);
  if (name === 'production')
    return snapshotBuild(name, outDir, port, api, (dir) => viteBuild(dir, env));
  return {
    name,
    outDir,
    shop: true,
    build() {
      viteBuild(outDir, { ...env, SNAPSHOT_API_URL: 'off' });
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

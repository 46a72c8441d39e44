import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITEMAP_FILE } from '../../build-time/prerender/crawler-files';
import { productionViteEnv, serveStaticBuild } from '../sites/builds';
import type { BenchApi, BenchBuild, Site } from '../sites/builds';
import { benchLighthouse, type LighthouseFigures } from './lighthouse';
import { median, startMockServer } from '../sites/processes';
import { originalBuild } from '../sites/reference-builds';
import { precompressAssets } from '../sites/static-server';
import { count } from '../tables/table-cells';

/** The address the build writes into canonical links and the sitemap: any will do. */
const SITE_URL = 'https://shop.example';

/** What the production build takes and writes at one catalogue size, as deployed. */
export interface ScaleBuildFigures {
  wallMs: number;
  /** The largest resident set of the build's processes (GNU time's maximum resident set size). */
  peakRssBytes: number;
  /** The files written (before the bench precompresses them), and their bytes. */
  files: number;
  outputBytes: number;
  /** The products with a page of their own, and the median one's bytes. */
  productPages: number;
  productPageBytes: number;
  homeBytes: number;
  /** `index.html` at zlib's default level, as check-bundle counts. */
  homeGzipBytes: number;
  sitemapAddresses: number;
  /** Whether `sitemap.xml` is the index of sitemap-N.xml files rather than the sitemap itself. */
  sitemapIndex: boolean;
}

export type ScaleBuildName = Extract<BenchBuild['name'], 'production' | 'original'>;

export interface ScaleFigures {
  seedProducts: number;
  build?: ScaleBuildFigures;
  /** Lighthouse mobile on the four pages, at each CPU slowdown (BENCH_SEEDS' sizes only). */
  lighthouse?: Partial<Record<ScaleBuildName, LighthouseFigures[]>>;
}

export interface ScaleSettings {
  chromePath: string;
  /** The builds' prefix: `<outDir>-scale-<products>`, `<outDir>-scale-original`. */
  outDir: string;
  port: number;
  /** The bench's mock server: each size seeds it. */
  api: BenchApi & { mockPort: number };
  /** Sizes built and measured with Lighthouse, and sizes only built. */
  seeds: number[];
  buildSeeds: number[];
  lighthouseRuns: number;
  cpuSlowdowns: number[];
  reportDir?: string;
  /** The original client's checkout, measured beside this build at each Lighthouse size. */
  originalClient?: string;
}

/** Runs one step, or records why it failed and gives undefined (run.ts's `attempt`). */
export type Attempt = <T>(label: string, step: () => Promise<T>) => Promise<T | undefined>;

/** Each file under `dir` with its bytes. */
function filesUnder(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: statSync(path).size };
    });
}

/** `vite build` as `npm run build` runs it (no source maps), timed by GNU time. */
function timedBuild(outDir: string, env: Record<string, string>) {
  const reportDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const report = join(reportDir, 'time');
  const timed = ['-f', '%e %M', '-o', report];
  const build = ['vite', 'build', '--outDir', resolve(outDir), '--emptyOutDir', '--logLevel=warn'];
  try {
    execFileSync('/usr/bin/time', [...timed, 'npx', ...build], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const [seconds, kilobytes] = readFileSync(report, 'utf8').trim().split(' ');
    return { wallMs: Number(seconds) * 1000, peakRssBytes: Number(kilobytes) * 1024 };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

function weighOutput(outDir: string) {
  const files = filesUnder(outDir);
  const productPages = files.filter(({ path }) => /\/product\/[^/]+\.html$/.test(path));
  const home = readFileSync(join(outDir, 'index.html'));
  const sitemap = readFileSync(join(outDir, SITEMAP_FILE), 'utf8');
  const sitemapIndex = sitemap.includes('<sitemapindex');
  const sitemaps = sitemapIndex
    ? files.filter(({ path }) => /\/sitemap-\d+\.xml$/.test(path)).map(({ path }) => path)
    : [join(outDir, SITEMAP_FILE)];
  const addresses = (file: string) => readFileSync(file, 'utf8').split('<url>').length - 1;
  return {
    files: files.length,
    outputBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    productPages: productPages.length,
    productPageBytes: productPages.length ? median(productPages.map(({ bytes }) => bytes)) : 0,
    homeBytes: home.length,
    homeGzipBytes: gzipSync(home).length,
    sitemapAddresses: sitemaps.reduce((sum, file) => sum + addresses(file), 0),
    sitemapIndex,
  };
}

/**
 * The production build with its snapshot taken from the mock server seeded with `products`, so
 * that `/` and the product pages are drawn with that catalogue, then precompressed to be served.
 */
async function buildAt(
  outDir: string,
  products: number,
  api: ScaleSettings['api'],
): Promise<ScaleBuildFigures> {
  const mock = await startMockServer(api.mockPort, { MOCK_SEED_PRODUCTS: String(products) });
  const env = { ...productionViteEnv(api), SNAPSHOT_API_URL: api.url, SITE_URL };
  let timed: ReturnType<typeof timedBuild>;
  try {
    timed = timedBuild(outDir, env);
  } finally {
    await mock.stop();
  }
  const figures = { ...timed, ...weighOutput(outDir) };
  precompressAssets(outDir);
  return figures;
}

/** Lighthouse mobile on the build `serve` serves, at each CPU slowdown. */
async function lighthouseOf(
  serve: BenchBuild['serve'],
  products: number,
  reportPrefix: string,
  { chromePath, lighthouseRuns, cpuSlowdowns, reportDir }: ScaleSettings,
) {
  const figures: LighthouseFigures[] = [];
  for (const cpuSlowdown of cpuSlowdowns) {
    const options = { runs: lighthouseRuns, cpuSlowdown, reportDir, reportPrefix };
    const measure = (site: Site) => benchLighthouse(chromePath, site, 'mobile', options);
    figures.push(...(await serve(measure, { products })));
  }
  return figures;
}

/**
 * The catalogue-size axis (docs/performance.md, "The bench"): at each size, the
 * production build made and weighed, then, at BENCH_SEEDS' sizes, Lighthouse mobile on it and on
 * the original client (which has no snapshot: it is built once and served against each size).
 */
export async function benchScale(settings: ScaleSettings, attempt: Attempt) {
  const { outDir, port, api, seeds, buildSeeds, originalClient } = settings;
  const original = originalClient
    ? originalBuild(originalClient, `${outDir}-scale-original`, port, api)
    : undefined;
  const originalBuilt =
    original &&
    (await attempt('scale: original build', async () => {
      console.info(`scale: building the original client into ${original.outDir}/…`);
      await original.build();
      return true;
    }));
  const sizes = [...new Set([...seeds, ...buildSeeds])].sort((a, b) => a - b);
  const figures: ScaleFigures[] = [];
  for (const seedProducts of sizes) {
    const products = `${count(seedProducts)} products`;
    const dir = `${outDir}-scale-${seedProducts}`;
    const size: ScaleFigures = { seedProducts };
    figures.push(size);
    console.info(`scale: building with ${products} into ${dir}/…`);
    size.build = await attempt(`scale: build, ${products}`, () => buildAt(dir, seedProducts, api));
    if (!seeds.includes(seedProducts)) continue;
    const lighthouse: ScaleFigures['lighthouse'] = {};
    const measure = async (name: ScaleBuildName, serve: BenchBuild['serve']) => {
      console.info(`scale: ${name}, Lighthouse mobile, ${products}…`);
      const prefix = `scale-${seedProducts}-${name}-`;
      lighthouse[name] = await attempt(`scale: ${name} Lighthouse, ${products}`, () =>
        lighthouseOf(serve, seedProducts, prefix, settings),
      );
    };
    if (size.build) {
      await measure('production', (run, seed) => serveStaticBuild(dir, port, api, run, seed));
    }
    if (original && originalBuilt) await measure('original', original.serve);
    size.lighthouse = lighthouse;
  }
  return figures;
}

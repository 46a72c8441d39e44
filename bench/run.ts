// npm run bench [-- --only=page,cpu,lighthouse,form,taps,engines,scroll,server] [-- --builds=production,nginx,demo,…]: builds
// the production (real-mode) bundle and the demo (and the references asked for), serves each,
// measures, and writes bench/results.json with one table of them all (a partial run replaces
// only its parts there). Not part of npm test: it takes minutes and wants a quiet machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/browser/chromium.mjs';
import { freePort } from '../tests/browser/free-port.mjs';
import {
  benchApi,
  BUILD_NAMES,
  demoBuild,
  productionBuild,
  type BenchBuild,
  type BuildName,
  type Site,
} from './sites/builds';
import { PERFORMANCE_DOC, writePerformanceTable } from './tables/doc-table';
import {
  lighthouseFigures,
  lighthouseReports,
  type FormFactor,
  type ReportsByPage,
} from './runners/lighthouse';
import { describeMachine, finishMachine, machineLine } from './machine';
import { benchMainThread, type MainThreadFigures } from './runners/main-thread';
import { benchPictureForm } from './runners/picture-form';
import { benchPage, NETWORKS, type NetworkName, type PageFigures } from './runners/page';
import {
  makePhotoCatalogue,
  PHOTO_PAGES,
  photoUrls,
  PICTURE_CATALOGUES,
  type PictureCatalogue,
} from './runners/photo-catalogue';
import { baselineBuild, originalBuild, referenceBuild } from './sites/reference-builds';
import { nginxBuild } from './sites/nginx-build';
import { benchScale } from './runners/scale';
import { mergeResults, PARTS, type BenchResults, type BuildResults, type Part } from './results';
import { benchServer } from './runners/server';
import { serveStaticSite } from './sites/static-server';
import { benchTable, formatTable } from './tables/table';
import { benchTaps, type TapFigures } from './runners/taps';
import { benchEngines } from './runners/engines';
import { benchPhoneScroll, type PhoneScrollFigures } from './runners/phone-scroll';

// BENCH_API_URL: a running API instead of the mock server; its CORS allows the sites' origin,
// which is then http://127.0.0.1:5173 unless BENCH_PORT says otherwise.
const API_URL = process.env.BENCH_API_URL || undefined;
// Ports are free ones unless set: parallel runs on one machine also want their own BENCH_OUT_DIR.
const PORT = Number(process.env.BENCH_PORT || (API_URL ? 5173 : await freePort()));
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT || (await freePort()));
const PICTURES_PORT = Number(process.env.BENCH_PICTURES_PORT || (await freePort()));
const STORAGE_PORT = Number(process.env.BENCH_STORAGE_PORT || (await freePort()));
const OUT_DIR = process.env.BENCH_OUT_DIR || 'dist-bench';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const SERVER_SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 10);
const SERVER_RUNS = Number(process.env.BENCH_SERVER_RUNS || 3);
const SEEDS = (process.env.BENCH_SEEDS || '40,5000').split(',').map(Number);
// BENCH_BUILD_SEEDS: the scale part's sizes that are only built, not loaded (empty: none).
const BUILD_SEEDS = (process.env.BENCH_BUILD_SEEDS ?? '50000')
  .split(',')
  .filter(Boolean)
  .map(Number);
// BENCH_NETWORK=slow-4g|fast-4g throttles the page loads (Chrome DevTools' presets).
const NETWORK = process.env.BENCH_NETWORK as NetworkName | undefined;
if (NETWORK && !(NETWORK in NETWORKS)) {
  throw new Error(`BENCH_NETWORK must be one of ${Object.keys(NETWORKS).join(', ')}.`);
}
// BENCH_LIGHTHOUSE=mobile runs one preset only (while tuning); BENCH_LIGHTHOUSE_RUNS (3) rounds
// through the builds, each loading every page once, of which each page's median counts;
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each median report there.
const FORM_FACTORS = (process.env.BENCH_LIGHTHOUSE || 'mobile,desktop').split(',') as FormFactor[];
// BENCH_CPU=4,8: the CPU slowdowns of Lighthouse mobile's runs and of the main-thread part, each
// a round of the pages (Lighthouse desktop keeps its preset's 1×).
const CPU_SLOWDOWNS = (process.env.BENCH_CPU || '4').split(',').map(Number);
if (!CPU_SLOWDOWNS.every((slowdown) => slowdown >= 1)) {
  throw new Error('BENCH_CPU takes CPU slowdowns of 1 or more, as in 4,8.');
}
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS || undefined;
// BENCH_LIGHTHOUSE_PAGES=/,/cart: the pages Lighthouse loads (all four unless given), while tuning one.
const LIGHTHOUSE_PAGES_ASKED = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') || undefined;
// BENCH_PICTURES=drawings,uploaded,stored: what the products show in the Lighthouse runs (the
// mock's drawings by default); photos only where the bench's mock server is the API.
const PICTURES = (process.env.BENCH_PICTURES || 'drawings').split(',') as PictureCatalogue[];
if (PICTURES.some((name) => !PICTURE_CATALOGUES.includes(name))) {
  throw new Error(`BENCH_PICTURES takes ${PICTURE_CATALOGUES.join(', ')}.`);
}
// BENCH_TRACES=<dir> keeps the main-thread part's traces there.
const TRACE_DIR = process.env.BENCH_TRACES || undefined;
// BENCH_RESULTS: the file the figures are merged into. A run against BENCH_API_URL keeps its own
// (bench/results/ is not committed), so that bench/results.json holds the mock server's only.
const RESULTS_FILE =
  process.env.BENCH_RESULTS || (API_URL ? 'bench/results/against-api.json' : 'bench/results.json');

function listArgument<Name extends string>(name: string, allowed: readonly Name[]) {
  const values = process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
  const unknown = values?.filter((value) => !allowed.includes(value as Name));
  if (unknown?.length) throw new Error(`--${name} takes ${allowed.join(', ')}; got ${unknown}.`);
  return values as Name[] | undefined;
}
const only = listArgument<Part>('only', PARTS);
const onlyBuilds = listArgument<BuildName>('builds', BUILD_NAMES);
// The scale part builds the largest catalogue (minutes, ~1 GB): it runs only when named.
const wanted = (part: Part) => (!only && part !== 'scale') || !!only?.includes(part);
if (wanted('scale') && API_URL) {
  throw new Error("--only=scale seeds the bench's mock server: not with BENCH_API_URL.");
}
const api = benchApi(API_URL, MOCK_PORT);
// The demo answers its own calls in the browser, whatever the API.
const apiOf = (build: BenchBuild) => (build.name === 'demo' ? undefined : API_URL);

function makeBuild(name: BuildName): BenchBuild {
  const outDir = `${OUT_DIR}-${name}`;
  const setting = (variable: string) => {
    const value = process.env[variable];
    if (!value) throw new Error(`--builds=${name} needs ${variable} (docs/performance.md).`);
    return value;
  };
  switch (name) {
    case 'production':
    case 'no-snapshot':
      return productionBuild(outDir, PORT, api, name);
    case 'demo':
      return demoBuild(outDir, PORT);
    case 'nginx':
      return nginxBuild(outDir, PORT, STORAGE_PORT, api);
    case 'baseline':
      return baselineBuild(setting('BENCH_BASELINE_REF'), outDir, PORT, api);
    case 'original':
      return originalBuild(setting('BENCH_ORIGINAL_CLIENT'), outDir, PORT, api);
    default:
      return referenceBuild(name, outDir, PORT, api);
  }
}

const chromePath = ensureChromium();
const date = new Date().toISOString();
const machine = describeMachine(chromePath);
const results: BenchResults = { date, machine, measured: {}, builds: {}, table: [] };
const builds = BUILD_NAMES.filter((name) =>
  onlyBuilds ? onlyBuilds.includes(name) : name === 'production' || name === 'demo',
).map(makeBuild);

const failures: string[] = [];

/** One step of one build: a failure is listed at the end instead of ending the whole run. */
async function attempt<T>(label: string, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    console.error(`${label} failed:`, error);
    failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    return undefined;
  }
}

async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

async function measurePages(build: BenchBuild) {
  return withBrowser(async (browser) => {
    const pages: PageFigures[] = [];
    for (const seed of SEEDS) {
      console.info(`${build.name}: ${RUNS} cold loads and ${RUNS} filters, ${seed} products…`);
      const measure = (site: Site) => benchPage(browser, site, build.outDir, seed, RUNS, NETWORK);
      pages.push(await build.serve(measure, { products: seed }));
    }
    return pages;
  });
}

async function measureMainThread(build: BenchBuild) {
  const figures: MainThreadFigures[] = [];
  for (const cpuSlowdown of CPU_SLOWDOWNS) {
    console.info(`${build.name}: main thread at ${cpuSlowdown}× CPU, ${RUNS} loads a page…`);
    const pages = await withBrowser((browser) =>
      build.serve((site) =>
        benchMainThread(browser, site, build.outDir, {
          runs: RUNS,
          cpuSlowdown,
          api: apiOf(build),
          traceDir: TRACE_DIR,
          tracePrefix: `${build.name}-`,
        }),
      ),
    );
    figures.push(...pages);
  }
  return figures;
}

// The photos are made once, before anything is measured, and served beside the builds.
const wantsPhotos =
  (wanted('lighthouse') || wanted('scroll')) &&
  !API_URL &&
  PICTURES.some((name) => name !== 'drawings');
if (wantsPhotos) console.info('pictures: phone photos, as uploaded and as stored…');
const photos = wantsPhotos
  ? await attempt('photo catalogue', () =>
      withBrowser((browser) => makePhotoCatalogue(browser, `${OUT_DIR}-pictures`, PORT)),
    )
  : undefined;
const photoSite = photos && (await serveStaticSite(photos.dir, PICTURES_PORT));
if (photos) {
  results.pictures = photos.figures;
  results.measured.pictures = date;
}

/** The catalogues a build's Lighthouse runs show: photos need the bench's mock server. */
const picturesOf = (build: BenchBuild): PictureCatalogue[] =>
  photoSite && build.name !== 'demo' ? PICTURES : ['drawings'];

/** One Lighthouse setting of a build: its catalogue, preset and CPU slowdown, and its reports. */
interface LighthouseRun {
  pictures: PictureCatalogue;
  formFactor: FormFactor;
  cpuSlowdown?: number;
  reports: ReportsByPage;
}

/**
 * One round of a build's Lighthouse loads: each page once in each setting. The rounds go through
 * the builds in turn (`measureLighthouseInRounds`), so that a machine slower for a while (a
 * neighbour's load: Lighthouse multiplies each task it observed) weighs on every build alike.
 */
async function lighthouseRound(build: BenchBuild, runs: LighthouseRun[]): Promise<void> {
  for (const pictures of picturesOf(build)) {
    const seed =
      pictures === 'drawings' ? {} : { pictures: photoUrls(photos!, pictures, photoSite!.url) };
    const measure = async (site: Site) => {
      for (const formFactor of FORM_FACTORS) {
        // The photos weigh on the network: they are measured at the preset's own slowdown.
        const slowed = formFactor === 'mobile' && pictures === 'drawings';
        for (const cpuSlowdown of slowed ? CPU_SLOWDOWNS : [undefined]) {
          const reports = await lighthouseReports(chromePath, site, formFactor, {
            runs: 1,
            cpuSlowdown,
            ...(LIGHTHOUSE_PAGES_ASKED && { pages: LIGHTHOUSE_PAGES_ASKED }),
            // With no picture on them, the cart and sign-in pages would only repeat the drawings'.
            ...(pictures !== 'drawings' && { pages: PHOTO_PAGES }),
          });
          const same = runs.find(
            (run) =>
              run.pictures === pictures &&
              run.formFactor === formFactor &&
              run.cpuSlowdown === cpuSlowdown,
          );
          if (!same) runs.push({ pictures, formFactor, cpuSlowdown, reports });
          else for (const [page, lhrs] of reports) same.reports.get(page)!.push(...lhrs);
        }
      }
    };
    await build.serve(measure, seed);
  }
}

/** Each build's Lighthouse figures: BENCH_LIGHTHOUSE_RUNS rounds through the builds. */
async function measureLighthouseInRounds(measured: BenchBuild[]) {
  const runs = new Map(measured.map((build) => [build.name, [] as LighthouseRun[]]));
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const build of measured) {
      console.info(`${build.name}: Lighthouse, round ${round} of ${LIGHTHOUSE_RUNS}…`);
      await attempt(`${build.name} lighthouse`, () =>
        lighthouseRound(build, runs.get(build.name)!),
      );
    }
  }
  return new Map(
    measured.map((build) => {
      const against = apiOf(build);
      const figures = runs.get(build.name)!.flatMap(({ pictures, formFactor, reports }) =>
        lighthouseFigures(formFactor, reports, {
          reportDir: REPORT_DIR,
          reportPrefix: pictures === 'drawings' ? `${build.name}-` : `${build.name}-${pictures}-`,
        }).map((page) => ({ ...page, pictures, ...(against && { api: against }) })),
      );
      return [build.name, figures];
    }),
  );
}

async function measurePhoneScroll(build: BenchBuild) {
  return withBrowser(async (browser) => {
    const figures: PhoneScrollFigures[] = [];
    for (const pictures of picturesOf(build)) {
      console.info(`${build.name}: / and one scroll on a phone, ${pictures}…`);
      const seed =
        pictures === 'drawings' ? {} : { pictures: photoUrls(photos!, pictures, photoSite!.url) };
      figures.push(await build.serve((site) => benchPhoneScroll(browser, site, pictures), seed));
    }
    return figures;
  });
}

async function measurePictureForm(build: BenchBuild) {
  console.info(`${build.name}: typing while a phone photo is prepared…`);
  return withBrowser((browser) => build.serve((site) => benchPictureForm(browser, site)));
}

async function measureTaps(build: BenchBuild) {
  return withBrowser(async (browser) => {
    const figures: TapFigures[] = [];
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      for (const seedProducts of SEEDS) {
        console.info(
          `${build.name}: taps and the staff's list at ${cpuSlowdown}× CPU, ${RUNS} runs, ${seedProducts} products…`,
        );
        const inBrowserMock = build.name === 'demo';
        const measure = (site: Site) =>
          benchTaps(browser, { site, cpuSlowdown, inBrowserMock }, { seedProducts, runs: RUNS });
        figures.push(await build.serve(measure, { products: seedProducts }));
      }
    }
    return figures;
  });
}

async function measureEngines(build: BenchBuild) {
  console.info(`${build.name}: / and Add to cart in Chromium, Firefox and WebKit, ${RUNS} runs…`);
  return build.serve((site) =>
    benchEngines(site, { chromePath, runs: RUNS, demo: build.name === 'demo' }),
  );
}

const buildParts: Part[] = ['page', 'cpu', 'lighthouse', 'form', 'taps', 'engines', 'scroll'];
// Lighthouse runs after every build is built and its other parts measured, in rounds.
const builtForLighthouse: BenchBuild[] = [];
for (const build of buildParts.some(wanted) ? builds : []) {
  console.info(`${build.name}: building into ${build.outDir}/…`);
  const built = await attempt(`${build.name} build`, async () => {
    await build.build();
    return true;
  });
  if (!built) continue;
  const figures: BuildResults = {};
  const store = <P extends Part & keyof BuildResults>(part: P, value?: BuildResults[P]) => {
    if (!value) return;
    figures[part] = value;
    results.measured[`${build.name} ${part}`] = date;
  };
  // The page part restarts the mock server with each seed size and opens the shop's filters.
  if (wanted('page') && build.shop && !API_URL) {
    store('page', await attempt(`${build.name} page`, () => measurePages(build)));
  }
  if (wanted('cpu'))
    store('cpu', await attempt(`${build.name} cpu`, () => measureMainThread(build)));
  if (wanted('lighthouse')) builtForLighthouse.push(build);
  // Staff's create form needs the demo's in-browser mock: its sign-in and its bucket.
  if (wanted('form') && build.name === 'demo') {
    store('form', await attempt(`${build.name} form`, () => measurePictureForm(build)));
  }
  // Like the page part, it seeds the catalogue.
  if (wanted('taps') && build.shop && !API_URL) {
    store('taps', await attempt(`${build.name} taps`, () => measureTaps(build)));
  }
  // Each engine's browser runs on this machine: not against another API's CORS.
  if (wanted('engines') && build.shop && !API_URL) {
    store('engines', await attempt(`${build.name} engines`, () => measureEngines(build)));
  }
  // The demo shows its drawings only; the others the photo catalogues beside them.
  if (wanted('scroll') && build.shop && build.name !== 'demo' && !API_URL) {
    store('scroll', await attempt(`${build.name} scroll`, () => measurePhoneScroll(build)));
  }
  results.builds[build.name] = figures;
}

if (builtForLighthouse.length) {
  const figures = await measureLighthouseInRounds(builtForLighthouse);
  for (const [name, pages] of figures) {
    if (!pages.length) continue;
    (results.builds[name] ??= {}).lighthouse = pages;
    results.measured[`${name} lighthouse`] = date;
  }
}

if (wanted('server')) {
  results.server = [];
  for (const seed of SEEDS) {
    console.info(
      `server: GET /api/products, ${SERVER_RUNS} × ${SERVER_SECONDS} s, ${seed} products…`,
    );
    results.server.push(await benchServer(MOCK_PORT, seed, SERVER_SECONDS, SERVER_RUNS));
  }
  results.measured.server = date;
}

// Each size reseeds the mock server and takes the build's snapshot from it.
if (wanted('scale') && api.mockPort !== undefined) {
  results.scale = await benchScale(
    {
      chromePath,
      outDir: OUT_DIR,
      port: PORT,
      api: { ...api, mockPort: api.mockPort },
      seeds: SEEDS,
      buildSeeds: BUILD_SEEDS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      cpuSlowdowns: CPU_SLOWDOWNS,
      reportDir: REPORT_DIR,
      originalClient: process.env.BENCH_ORIGINAL_CLIENT || undefined,
    },
    attempt,
  );
  results.measured.scale = date;
}

await photoSite?.close();
results.machine = finishMachine(machine);
const partial = only !== undefined || onlyBuilds !== undefined;
const stored: Partial<BenchResults> | undefined =
  partial && existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : undefined;
// Figures of an older layout of the file are not merged: the run's own stand alone.
const previous = stored?.builds ? (stored as BenchResults) : undefined;
const merged = mergeResults(previous, results);
merged.table = benchTable(merged);
console.info(`\n${machineLine(merged.machine)}\n\n${formatTable(merged.table)}`);
mkdirSync(dirname(RESULTS_FILE), { recursive: true });
writeFileSync(RESULTS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
console.info(`\nWritten to ${RESULTS_FILE}${previous ? ' (the parts measured now replaced)' : ''}`);
if (RESULTS_FILE === 'bench/results.json') {
  writePerformanceTable(merged);
  console.info(`The table of ${PERFORMANCE_DOC} written again.`);
}
if (failures.length) {
  console.error(`\nNot measured:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exitCode = 1;
}

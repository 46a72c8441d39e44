// npm run bench [-- --only=page,server,lighthouse] [-- --builds=production,demo]: builds the
// production (real-mode) bundle and the demo, serves each, measures, and writes
// bench/results.json with one table of both (a partial run replaces only its parts there). Not
// part of npm test: it takes minutes and wants a quiet machine.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/browser/chromium.mjs';
import { freePort } from '../tests/browser/free-port.mjs';
import {
  BUILD_NAMES,
  demoBuild,
  productionBuild,
  type BenchBuild,
  type BuildName,
  type Site,
} from './builds';
import { benchLighthouse, type FormFactor, type LighthouseFigures } from './lighthouse';
import { describeMachine, finishMachine, machineLine } from './machine';
import { benchPage, NETWORKS, type NetworkName } from './page';
import { mergeResults, type BenchResults, type BuildResults, type Part } from './results';
import { benchServer } from './server';
import { benchTable, formatTable } from './table';

// Ports are free ones unless set: parallel runs on one machine also want their own BENCH_OUT_DIR.
const PORT = Number(process.env.BENCH_PORT || (await freePort()));
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT || (await freePort()));
const OUT_DIR = process.env.BENCH_OUT_DIR || 'dist-bench';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const SERVER_SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 10);
const SERVER_RUNS = Number(process.env.BENCH_SERVER_RUNS || 3);
const SEEDS = (process.env.BENCH_SEEDS || '40,5000').split(',').map(Number);
// BENCH_NETWORK=slow-4g|fast-4g throttles the page loads (Chrome DevTools' presets).
const NETWORK = process.env.BENCH_NETWORK as NetworkName | undefined;
if (NETWORK && !(NETWORK in NETWORKS)) {
  throw new Error(`BENCH_NETWORK must be one of ${Object.keys(NETWORKS).join(', ')}.`);
}
// BENCH_LIGHTHOUSE=mobile runs one preset only (while tuning); BENCH_LIGHTHOUSE_RUNS (3) runs per
// page, of which the median counts; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each median report there.
const FORM_FACTORS = (process.env.BENCH_LIGHTHOUSE || 'mobile,desktop').split(',') as FormFactor[];
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS || undefined;
const RESULTS_FILE = 'bench/results.json';

function listArgument<Name extends string>(name: string, allowed: readonly Name[]) {
  const values = process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
  const unknown = values?.filter((value) => !allowed.includes(value as Name));
  if (unknown?.length) throw new Error(`--${name} takes ${allowed.join(', ')}; got ${unknown}.`);
  return values as Name[] | undefined;
}
const only = listArgument<Part>('only', ['page', 'server', 'lighthouse']);
const onlyBuilds = listArgument<BuildName>('builds', BUILD_NAMES);
const wanted = (part: Part) => !only || only.includes(part);

const chromePath = ensureChromium();
const date = new Date().toISOString();
const machine = describeMachine(chromePath);
const results: BenchResults = { date, machine, measured: {}, builds: {}, table: [] };
const builds: BenchBuild[] = [
  productionBuild(`${OUT_DIR}-production`, PORT, MOCK_PORT),
  demoBuild(`${OUT_DIR}-demo`, PORT),
].filter((build) => !onlyBuilds || onlyBuilds.includes(build.name));

for (const build of wanted('page') || wanted('lighthouse') ? builds : []) {
  console.info(`${build.name}: building into ${build.outDir}/…`);
  build.build();
  const figures: BuildResults = {};
  if (wanted('page')) {
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    try {
      figures.page = [];
      for (const seed of SEEDS) {
        console.info(`${build.name}: ${RUNS} cold loads and ${RUNS} filters, ${seed} products…`);
        const measure = (site: Site) => benchPage(browser, site, build.outDir, seed, RUNS, NETWORK);
        figures.page.push(await build.serve(measure, seed));
      }
    } finally {
      await browser.close();
    }
    results.measured[`${build.name} page`] = date;
  }
  if (wanted('lighthouse')) {
    const reports: LighthouseFigures[] = [];
    figures.lighthouse = reports;
    await build.serve(async (site) => {
      for (const formFactor of FORM_FACTORS) {
        console.info(`${build.name}: Lighthouse ${formFactor}, ${LIGHTHOUSE_RUNS} runs a page…`);
        const prefix = `${build.name}-`;
        const pages = await benchLighthouse(
          chromePath,
          site,
          formFactor,
          LIGHTHOUSE_RUNS,
          REPORT_DIR,
          prefix,
        );
        reports.push(...pages);
      }
    });
    results.measured[`${build.name} lighthouse`] = date;
  }
  results.builds[build.name] = figures;
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

results.machine = finishMachine(machine);
const partial = only !== undefined || onlyBuilds !== undefined;
const stored: Partial<BenchResults> | undefined =
  partial && existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : undefined;
// Figures of an older layout of the file are not merged: the run's own stand alone.
const previous = stored?.builds ? (stored as BenchResults) : undefined;
const merged = mergeResults(previous, results);
merged.table = benchTable(merged);
console.info(`\n${machineLine(merged.machine)}\n\n${formatTable(merged.table)}`);
writeFileSync(RESULTS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
console.info(`\nWritten to ${RESULTS_FILE}${previous ? ' (the parts measured now replaced)' : ''}`);

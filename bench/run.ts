// npm run bench [-- --only=page,server,lighthouse]: builds the demo, serves it, measures, and
// writes bench/results.json (a partial run replaces only its parts there). Not part of npm test
// (it takes minutes and wants a quiet machine). Parallel runs on one machine (say page and
// lighthouse) each want their own BENCH_PORT and BENCH_OUT_DIR.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/browser/chromium.mjs';
import { benchLighthouse, type FormFactor, type LighthouseFigures } from './lighthouse';
import { benchPage, NETWORKS, type NetworkName, type PageFigures } from './page';
import { startPreview } from './processes';
import { benchServer, type ServerFigures } from './server';

const PORT = Number(process.env.BENCH_PORT || 4186);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT || 4196);
const OUT_DIR = process.env.BENCH_OUT_DIR || 'dist-demo-bench';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const SERVER_SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 10);
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
type Part = 'page' | 'server' | 'lighthouse';

export const TARGETS = {
  firstCardMs: { 40: 1000, 5000: 1500 } as Record<number, number>,
  filterMs: 100,
  serverRequestsPerSecond: 2000,
  serverP99Ms: 20,
  lighthouseScore: 95,
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (part: Part) => !only || only.includes(part);

interface Results {
  date: string;
  machine: string;
  runs: number;
  /** When each part was last measured (a partial run keeps the other parts' figures). */
  measured?: Partial<Record<Part, string>>;
  page?: PageFigures[];
  server?: ServerFigures[];
  lighthouse?: LighthouseFigures[];
}

const date = new Date().toISOString();
const results: Results = {
  date,
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  runs: RUNS,
  measured: {},
};
const chromePath = ensureChromium();

if (wanted('page') || wanted('lighthouse')) {
  execSync(`npx vite build --mode demo --outDir ${OUT_DIR} --logLevel error`, { stdio: 'inherit' });
  const preview = await startPreview(OUT_DIR, PORT);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    if (wanted('page')) {
      const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
      try {
        results.page = [];
        for (const seed of SEEDS) {
          console.info(`page: ${RUNS} cold loads and ${RUNS} filters with ${seed} products…`);
          results.page.push(await benchPage(browser, baseUrl, OUT_DIR, seed, RUNS, NETWORK));
        }
      } finally {
        await browser.close();
      }
    }
    if (wanted('lighthouse')) {
      results.lighthouse = [];
      for (const formFactor of FORM_FACTORS) {
        console.info(`lighthouse: ${formFactor} settings…`);
        results.lighthouse.push(
          ...(await benchLighthouse(chromePath, baseUrl, formFactor, LIGHTHOUSE_RUNS, REPORT_DIR)),
        );
      }
    }
  } finally {
    await preview.stop();
  }
}

if (wanted('server')) {
  results.server = [];
  for (const seed of SEEDS) {
    console.info(`server: GET /api/products for ${SERVER_SECONDS} s with ${seed} products…`);
    results.server.push(await benchServer(MOCK_PORT, seed, SERVER_SECONDS));
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const rows: string[][] = [['measure', 'figure', 'target', '']];
for (const page of results.page ?? []) {
  const target = TARGETS.firstCardMs[page.seedProducts];
  const network = page.network ? `, ${page.network}` : '';
  rows.push([
    `first card, cold, ${page.seedProducts} products${network} (median of ${page.firstCardMs.length})`,
    ms(page.firstCardMedianMs),
    `< ${ms(target)}`,
    verdict(page.firstCardMedianMs < target),
  ]);
  rows.push([
    `JavaScript before the first card, gzip, ${page.seedProducts} products`,
    `${page.firstLoadJsMedianKb.toFixed(1)} KB`,
    '',
    '',
  ]);
  rows.push([
    `Apply Filters to new grid, ${page.seedProducts} products (median of ${page.filterMs.length})`,
    ms(page.filterMedianMs),
    page.seedProducts === 5000 ? `< ${ms(TARGETS.filterMs)}` : '',
    page.seedProducts === 5000 ? verdict(page.filterMedianMs < TARGETS.filterMs) : '',
  ]);
}
for (const server of results.server ?? []) {
  const gated = server.seedProducts === 40;
  rows.push([
    `mock server GET /api/products, ${server.seedProducts} products: req/s`,
    String(Math.round(server.requestsPerSecond)),
    gated ? `> ${TARGETS.serverRequestsPerSecond}` : '',
    gated ? verdict(server.requestsPerSecond > TARGETS.serverRequestsPerSecond) : '',
  ]);
  rows.push([
    `mock server GET /api/products, ${server.seedProducts} products: p99`,
    ms(server.p99Ms),
    gated ? `< ${ms(TARGETS.serverP99Ms)}` : '',
    gated ? verdict(server.p99Ms < TARGETS.serverP99Ms && server.errors === 0) : '',
  ]);
}
for (const page of results.lighthouse ?? []) {
  const scores = [page.performance, page.accessibility, page.bestPractices];
  rows.push([
    `Lighthouse ${page.formFactor} ${page.page}: perf / a11y / best practices (LCP, TBT)`,
    `${scores.join(' / ')} (${(page.lcpMs / 1000).toFixed(1)} s, ${ms(page.tbtMs)})`,
    `>= ${TARGETS.lighthouseScore} each`,
    verdict(scores.every((score) => score >= TARGETS.lighthouseScore)),
  ]);
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows)
  console.info(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
for (const page of results.lighthouse ?? []) {
  if (page.failing.length)
    console.info(`  ${page.formFactor} ${page.page}: ${page.failing.join('; ')}`);
}

const measuredParts = (['page', 'server', 'lighthouse'] as const).filter((part) => results[part]);
for (const part of measuredParts) results.measured![part] = date;
const previous: Results | null =
  only && existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results)
    : null;
const merged: Results = previous
  ? {
      ...previous,
      ...results,
      measured: { ...previous.measured, ...results.measured },
    }
  : results;
writeFileSync(RESULTS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
console.info(
  `Written to ${RESULTS_FILE}${previous ? ` (${measuredParts.join(', ')} replaced)` : ''}`,
);

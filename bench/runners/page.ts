import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { PRODUCT_GRID_PAGE_SIZE } from '../../src/config/constants';
import type { Site } from '../sites/builds';
import { allowPageFunctions } from './page-functions';
import { median } from '../sites/processes';

declare global {
  interface Window {
    __bench: { firstCard?: number; applied?: number; updated?: number };
  }
}

export interface PageFigures {
  seedProducts: number;
  /** The throttling preset the loads ran under; none: loopback. */
  network?: NetworkName;
  firstCardMs: number[];
  filterMs: number[];
  firstCardMedianMs: number;
  filterMedianMs: number;
  /** The scripts and stylesheets fetched before the first card, each run, and their medians. */
  firstLoad: LoadSizes[];
  firstLoadMedian: LoadSizes;
}

/**
 * Sizes of the built files, in KB (1024 bytes): gzip at zlib's default level; brotli where the
 * build is served from precompressed files (bench/sites/static-server.ts), of those files.
 */
export interface LoadSizes {
  jsGzipKb: number;
  cssGzipKb: number;
  jsBrotliKb?: number;
  cssBrotliKb?: number;
}

/** Chrome DevTools' throttling presets, for BENCH_NETWORK; without one, loopback as it is. */
export const NETWORKS = {
  'fast-4g': { latency: 60 * 2.75, download: (9e6 / 8) * 0.9, upload: (1.5e6 / 8) * 0.9 },
  'slow-4g': { latency: 150 * 3.75, download: (1.6e6 / 8) * 0.9, upload: (750e3 / 8) * 0.9 },
};
export type NetworkName = keyof typeof NETWORKS;

async function throttle(page: Page, network: NetworkName): Promise<void> {
  const { latency, download, upload } = NETWORKS[network];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: download,
    uploadThroughput: upload,
  });
}

/** Runs before the app: the time the first product card is in the DOM. */
export function watchFirstCard() {
  window.__bench = {};
  const observer = new MutationObserver(() => {
    if (document.querySelector('main article')) {
      window.__bench.firstCard = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The product ids the grid must show for `?min_price=<min>`: the API's response, first page. */
async function expectedIds(page: Page, productsUrl: string, minPrice: number): Promise<number[]> {
  return page.evaluate(
    async ({ url, min, pageSize }) => {
      const response = await fetch(`${url}?min_price=${min}`);
      const products = (await response.json()) as Array<{ id: number }>;
      return products.slice(0, pageSize).map((product) => product.id);
    },
    { url: productsUrl, min: minPrice, pageSize: PRODUCT_GRID_PAGE_SIZE },
  );
}

/**
 * Resolves once `url` answers JSON from the page. The demo's first card comes with its
 * prerendered HTML, before its mock worker controls the page: until then the static server
 * answers the API's paths with the shop's page.
 */
async function answersJson(page: Page, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const json = await page
      .evaluate(async (address) => {
        const response = await fetch(address);
        return response.headers.get('content-type')?.includes('json') ?? false;
      }, url)
      .catch(() => false);
    if (json) return;
    if (Date.now() > deadline) throw new Error(`${url} answered no JSON within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const kb = (bytes: number) => bytes / 1024;

/** The CSS of index.html's own <style> elements. */
function inlineStyles(outDir: string): string {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
}

/** The build's files behind the scripts and stylesheets requested before the first card. */
async function firstLoadSizes(page: Page, outDir: string): Promise<LoadSizes> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < window.__bench.firstCard!)
      .map((entry) => new URL(entry.name).pathname),
  );
  const files = (extension: string) =>
    paths
      .filter((path) => path.endsWith(extension))
      .map((path) => join(outDir, 'assets', path.split('/').pop()!));
  const gzipKb = (found: string[]) =>
    kb(found.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0));
  const scripts = files('.js');
  const stylesheets = files('.css');
  const precompressed = scripts.some((file) => existsSync(`${file}.br`));
  const brotliKb = (found: string[]) =>
    precompressed
      ? kb(found.reduce((sum, file) => sum + statSync(`${file}.br`).size, 0))
      : undefined;
  // The global styles come inside index.html (build-time/plugins/chakra-global-styles.ts).
  const inline = inlineStyles(outDir);
  return {
    jsGzipKb: gzipKb(scripts),
    cssGzipKb: gzipKb(stylesheets) + kb(gzipSync(inline).length),
    jsBrotliKb: brotliKb(scripts),
    cssBrotliKb: precompressed
      ? brotliKb(stylesheets)! + kb(brotliCompressSync(inline).length)
      : undefined,
  };
}

function medianSizes(runs: LoadSizes[]): LoadSizes {
  const of = (key: keyof LoadSizes) => {
    const values = runs.map((sizes) => sizes[key]);
    return values.every((value) => value !== undefined) ? median(values) : undefined;
  };
  return {
    jsGzipKb: of('jsGzipKb')!,
    cssGzipKb: of('cssGzipKb')!,
    jsBrotliKb: of('jsBrotliKb'),
    cssBrotliKb: of('cssBrotliKb'),
  };
}

function shownIds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article a[href*="/product/"]')].map((link) =>
      Number(/\/product\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1]),
    ),
  );
}

interface PlannedFilter {
  min: number;
  /** The first page of ids the grid must show once the filter is applied. */
  ids: number[];
}

/**
 * One min price per run, from 300 up in steps of 100, each moved up (in steps of 10) until its
 * first page differs from the page before it: the grid must visibly change, or it would pass
 * for updated before the app even calls the API. Planned before any filter is timed, so the
 * responses fetched here are not parsed (and collected) during a measurement.
 */
async function planFilters(
  page: Page,
  productsUrl: string,
  runs: number,
): Promise<PlannedFilter[]> {
  await answersJson(page, productsUrl);
  const plan: PlannedFilter[] = [];
  let previous = (await shownIds(page)).join();
  for (let run = 0; run < runs; run += 1) {
    const from = Math.max(300 + run * 100, (plan.at(-1)?.min ?? 0) + 10);
    let next: PlannedFilter | undefined;
    for (let min = from; min < from + 500 && !next; min += 10) {
      const ids = await expectedIds(page, productsUrl, min);
      if (!ids.length) break;
      if (ids.join() !== previous) next = { min, ids };
    }
    if (!next) throw new Error(`No min price from ${from} changes the grid: pick other filters.`);
    plan.push(next);
    previous = next.ids.join();
  }
  return plan;
}

/** Times Apply Filters (click) to the new grid's first frame, in the page's own clock. */
async function timeFilter(
  page: Page,
  { min: minPrice, ids: expected }: PlannedFilter,
): Promise<number> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Min price (BAM)' }).fill(String(minPrice));
  await page.evaluate(
    ({ min, ids }) => {
      const bench = window.__bench;
      bench.applied = bench.updated = undefined;
      const onClick = (event: Event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.includes('Apply Filters')) bench.applied = performance.now();
      };
      document.addEventListener('click', onClick, { capture: true });
      // Updated: the URL has the new filter, the grid is not busy and shows the new response's
      // products in order (not merely old cards that happen to be in range).
      const observer = new MutationObserver(() => {
        const shown = [...document.querySelectorAll('main article a[href*="/product/"]')].map(
          (link) => Number(/\/product\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1]),
        );
        const done =
          new URLSearchParams(location.search).get('min_price') === String(min) &&
          !document.querySelector('main [aria-busy="true"], main [role="status"]') &&
          shown.length === ids.length &&
          shown.every((id, index) => id === ids[index]);
        if (!done) return;
        observer.disconnect();
        document.removeEventListener('click', onClick, { capture: true });
        requestAnimationFrame(() => (bench.updated = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    { min: minPrice, ids: expected },
  );
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.waitForFunction(() => window.__bench.updated !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__bench.updated! - window.__bench.applied!);
}

/**
 * Cold loads of `/` (a new browser context each run: empty cache and storage; the demo's mock
 * seeds `seedProducts` products, the production build's API was started with them) timed from
 * navigation start to the first product card; then, on the last page, filters applied with a
 * new min price each time (no cached query).
 */
export async function benchPage(
  browser: Browser,
  site: Site,
  outDir: string,
  seedProducts: number,
  runs: number,
  network?: NetworkName,
): Promise<PageFigures> {
  const firstCardMs: number[] = [];
  const filterMs: number[] = [];
  const firstLoad: LoadSizes[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await allowPageFunctions(context);
    await context.addInitScript(watchFirstCard);
    const page = await context.newPage();
    if (network) await throttle(page, network);
    await page.goto(site.pageUrl('/'));
    await page.waitForFunction(() => window.__bench.firstCard !== undefined, null, {
      timeout: 60_000,
    });
    firstCardMs.push(await page.evaluate(() => window.__bench.firstCard!));
    firstLoad.push(await firstLoadSizes(page, outDir));
    if (run === runs - 1) {
      for (const filter of await planFilters(page, site.apiUrl('/api/products'), runs)) {
        filterMs.push(await timeFilter(page, filter));
      }
    }
    await context.close();
  }
  return {
    seedProducts,
    network,
    firstCardMs,
    filterMs,
    firstCardMedianMs: median(firstCardMs),
    filterMedianMs: median(filterMs),
    firstLoad,
    firstLoadMedian: medianSizes(firstLoad),
  };
}

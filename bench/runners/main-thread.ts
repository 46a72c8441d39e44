import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { Site } from '../sites/builds';
import { allowPageFunctions } from './page-functions';
import { DEFAULT_CPU_SLOWDOWN, LIGHTHOUSE_PAGES } from './lighthouse';
import { splitMainThread, type MainThreadSplit, type TraceEvent } from './main-thread-split';
import { ownersFromSourceMaps } from './source-owners';

const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];

interface TracedLoad extends MainThreadSplit {
  /** From navigation to the page shown (its first card, its details, its heading). */
  readyMs: number;
}

/** One page of one build: its median load (by total), so that the parts add up. */
export interface MainThreadFigures extends TracedLoad {
  page: string;
  /** The API the build ran against: a URL, or absent for the bench's HTTP mock server. */
  api?: string;
  cpuSlowdown: number;
  /** Each load's split, in the order they ran. */
  loads: TracedLoad[];
}

declare global {
  interface Window {
    __benchReady?: Promise<number>;
  }
}

/**
 * Runs before the page's scripts: resolves `__benchReady` (at the page's time) once the page
 * shows what it is for: a quantity with its number (the grid's first card, a product's
 * details: every build shows `Quantity: N`), or on the cart and sign-in pages a heading. A
 * mutation observer rather than Playwright's locators, whose polling would be in the profile.
 */
function watchReady(path: string) {
  const shown = () => {
    if (/^\/(cart|sign-in)/.test(path)) return !!document.querySelector('h1, h2')?.textContent;
    const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.textContent?.includes('Quantity:') || parent?.closest('script, style')) continue;
      if (/Quantity:\s*\d/.test(parent?.textContent ?? '')) return true;
    }
    return false;
  };
  window.__benchReady = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Lighthouse mobile's screen (a Moto G Power). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's requests: how many were made, and when the network was last busy. */
export function watchNetwork(page: Page) {
  const network = { requests: 0, inFlight: 0, lastBusy: Date.now() };
  page.on('request', () => {
    network.requests += 1;
    network.inFlight += 1;
  });
  const done = () => {
    network.inFlight -= 1;
    network.lastBusy = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return network;
}

/**
 * Waits until no request has been in flight for QUIET_MS and the page's main thread has been
 * idle (a requestIdleCallback ran) with no request made meanwhile: the network alone goes quiet
 * while a large script is still being evaluated.
 */
export async function settle(
  network: ReturnType<typeof watchNetwork>,
  cdp: CDPSession,
  url: string,
) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${url}: the page never settled.`);
    const quietFor = Date.now() - network.lastBusy;
    if (network.inFlight > 0 || quietFor < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, QUIET_MS - quietFor)));
      continue;
    }
    const requests = network.requests;
    await cdp.send('Runtime.evaluate', {
      expression: `new Promise((done) => requestIdleCallback(done, { timeout: ${TIMEOUT_MS} }))`,
      awaitPromise: true,
    });
    if (network.requests === requests && network.inFlight === 0) return;
  }
}

async function traceLoad(browser: Browser, url: string, path: string, cpuSlowdown: number) {
  const context = await browser.newContext(MOBILE);
  try {
    await allowPageFunctions(context);
    await context.addInitScript(watchReady, path);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const shown = cdp.send('Runtime.evaluate', {
      expression: 'window.__benchReady',
      awaitPromise: true,
      returnByValue: true,
    });
    const ready = await withTimeout(shown, `${url} was not shown`);
    if (typeof ready.result.value !== 'number') throw new Error(`${url}: no __benchReady.`);
    await settle(network, cdp, url);
    return { trace: await browser.stopTracing(), readyMs: ready.result.value as number };
  } finally {
    await context.close();
  }
}

export interface MainThreadOptions {
  runs: number;
  /** Lighthouse mobile's 4× unless given. */
  cpuSlowdown?: number;
  /** Set when the build ran against a running API (BENCH_API_URL). */
  api?: string;
  /**
   * Keeps each load's trace there (for DevTools), named `<prefix><page>-<run>.json`, with `8x-`
   * after the prefix at a slowdown other than 4×.
   */
  traceDir?: string;
  tracePrefix?: string;
}

/**
 * Cold loads (a new context each: empty cache) of the Lighthouse pages at `cpuSlowdown` (by
 * default Lighthouse mobile's 4×), each traced from navigation until the page is shown and has settled, and its
 * main thread split (bench/runners/main-thread-split.ts); style and React are told apart by the build's
 * source maps in `outDir`.
 */
export async function benchMainThread(
  browser: Browser,
  site: Site,
  outDir: string,
  {
    runs,
    cpuSlowdown = DEFAULT_CPU_SLOWDOWN.mobile,
    api,
    traceDir,
    tracePrefix = '',
  }: MainThreadOptions,
): Promise<MainThreadFigures[]> {
  const ownerOf = ownersFromSourceMaps(outDir);
  const figures: MainThreadFigures[] = [];
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  for (const path of LIGHTHOUSE_PAGES) {
    const loads: TracedLoad[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { trace, readyMs } = await traceLoad(browser, site.pageUrl(path), path, cpuSlowdown);
      const slug = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const cpu = cpuSlowdown === DEFAULT_CPU_SLOWDOWN.mobile ? '' : `${cpuSlowdown}x-`;
      const name = `${tracePrefix}${cpu}${slug}-${run + 1}.json`;
      if (traceDir) writeFileSync(join(traceDir, name), trace);
      const parsed = JSON.parse(trace.toString('utf8'));
      const events: TraceEvent[] = parsed.traceEvents ?? parsed;
      loads.push({ ...splitMainThread(events, ownerOf), readyMs: Math.round(readyMs) });
    }
    const byTotal = [...loads].sort((a, b) => a.totalMs - b.totalMs);
    const middle = byTotal[Math.floor((byTotal.length - 1) / 2)];
    figures.push({ page: path, ...(api && { api }), cpuSlowdown, ...middle, loads });
  }
  return figures;
}

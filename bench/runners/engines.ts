// The shop's first paint and Add to cart's feedback in Chromium, Firefox and WebKit, one build at a
// time, measured in the page the same way in each engine: WebKit has no LCP and no Event Timing,
// so the figures are the paint timing's first contentful paint, the app's own interactive mark,
// and the time from a click on Add to cart to the top bar's new count. LCP is kept where the
// engine has it.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { launchFirefox, launchWebKit } from '../../tests/engines/drivers';
import { ensureEngines } from '../../tests/engines/browsers.mjs';
import { CHROMIUM_ARGS } from '../../tests/browser/chromium.mjs';
import type { Site } from '../sites/builds';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** One engine's loads of `/` and taps on Add to cart, a run each. */
export interface EngineFigures {
  engine: Engine;
  /** Each run's first contentful paint of `/` (its prerendered cards), from the navigation. */
  firstPaintMs: number[];
  /** Each run's largest contentful paint, where the engine reports one. */
  largestPaintMs: number[];
  /** Each run's `webshop:interactive` mark: the app has taken over the page. */
  interactiveMs: number[];
  /** Each run's click on a card's Add to cart until the top bar shows the new count. */
  addToCartMs: number[];
  /** Each run's click on Add to cart until the calls it made were answered. */
  addToCartAnsweredMs: number[];
}

/** What the bench needs of a browser: load a page, run a function's text in it. */
interface BenchDriver {
  goto(url: string): Promise<void>;
  run<T>(source: string, args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

const POLL_MS = 50;
const WAIT_MS = 60_000;

/** In the page: once the app is interactive (and the demo's mock serves it), its paints. */
const LOAD_FIGURES = `async (demo) => {
  const ready = () =>
    performance.getEntriesByName('webshop:interactive').length > 0 &&
    (!demo || navigator.serviceWorker.controller !== null) &&
    document.querySelector('article button') !== null;
  const deadline = performance.now() + ${WAIT_MS};
  while (!ready()) {
    if (performance.now() > deadline) throw new Error('the shop never became interactive');
    await new Promise((resolve) => setTimeout(resolve, ${POLL_MS}));
  }
  const largest = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ? await new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
    : null;
  return {
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    largest,
    interactive: performance.getEntriesByName('webshop:interactive')[0].startTime,
  };
}`;

/**
 * In the page: clicks the Add to cart of card `at`; resolves with the time until the new count
 * shows, and until the calls it made were answered (the line added, then the cart read again;
 * Resource Timing).
 */
const ADD_TO_CART = `async (at) => {
  const buttons = [...document.querySelectorAll('article button')].filter(
    (button) => button.getAttribute('aria-label') === 'Add to cart' && !button.disabled,
  );
  const button = buttons[at % buttons.length];
  const count = () => document.querySelector('[data-testid="cart-count"]')?.textContent;
  const before = count();
  const clicked = performance.now();
  button.click();
  const deadline = clicked + ${WAIT_MS};
  while (count() === before) {
    if (performance.now() > deadline) throw new Error('the cart count never changed');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  // The frame that shows the new count.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const shown = performance.now() - clicked;
  const calls = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/') && entry.startTime >= clicked);
  const answered = Math.max(...calls.map((call) => call.responseEnd));
  return { shown, answered: calls.length ? answered - clicked : null };
}`;

async function launchChromium(executablePath: string): Promise<BenchDriver> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser wants a display: a virtual one while `use` runs, when there is none. */
async function withDisplay<T>(use: () => Promise<T>): Promise<T> {
  if (process.env.DISPLAY) return use();
  const display = `:${90 + Math.floor(Math.random() * 9)}`;
  const server = spawn('Xvfb', [display, '-screen', '0', '1920x1080x24'], { stdio: 'ignore' });
  process.env.DISPLAY = display;
  try {
    return await use();
  } finally {
    delete process.env.DISPLAY;
    server.kill();
  }
}

/**
 * Loads `/` `runs` times in each engine (one browser each, so the HTTP cache is warm after the
 * first load) and taps a different card's Add to cart after each load.
 */
export async function benchEngines(
  site: Site,
  { chromePath, runs, demo }: { chromePath: string; runs: number; demo: boolean },
): Promise<EngineFigures[]> {
  ensureEngines();
  const launchers: Record<Engine, () => Promise<BenchDriver>> = {
    chromium: () => launchChromium(chromePath),
    firefox: launchFirefox,
    webkit: launchWebKit,
  };
  async function measureIn(engine: Engine): Promise<EngineFigures> {
    const driver = await launchers[engine]();
    const measured: EngineFigures = {
      engine,
      firstPaintMs: [],
      largestPaintMs: [],
      interactiveMs: [],
      addToCartMs: [],
      addToCartAnsweredMs: [],
    };
    try {
      for (let run = 0; run < runs; run += 1) {
        await driver.goto(site.pageUrl('/'));
        const load = await driver.run<{
          firstPaint: number | null;
          largest: number | null;
          interactive: number;
        }>(LOAD_FIGURES, [demo]);
        if (load.firstPaint !== null) measured.firstPaintMs.push(load.firstPaint);
        if (load.largest !== null) measured.largestPaintMs.push(load.largest);
        measured.interactiveMs.push(load.interactive);
        const tap = await driver.run<{ shown: number; answered: number | null }>(ADD_TO_CART, [
          run,
        ]);
        measured.addToCartMs.push(tap.shown);
        if (tap.answered !== null) measured.addToCartAnsweredMs.push(tap.answered);
      }
      return measured;
    } finally {
      await driver.close();
    }
  }
  const figures: EngineFigures[] = [];
  for (const engine of ENGINES) figures.push(await withDisplay(() => measureIn(engine)));
  return figures;
}

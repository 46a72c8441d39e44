import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import type { Site } from '../sites/builds';
import { MOBILE, settle, watchNetwork } from './main-thread';
import { allowPageFunctions, untilMockStarted, untilReactOwns } from './page-functions';
import { searchKeysRun, type SearchKeyRun } from './search-keys';
import { dashboardOpen, dashboardSearch, signInAsStaff } from './staff-list';

/** A shopper's taps and staff's product list, one catalogue size at one CPU slowdown. */
export interface TapFigures {
  seedProducts: number;
  cpuSlowdown: number;
  /** Each run's tap on a card's Add to cart: its interaction's longest event (below). */
  addToCartMs: number[];
  /** Each run's second tap on the same Add to cart, 250 ms after the first (its toast showing). */
  secondAddToCartMs: number[];
  /** Each run's longest task from the first tap until the second is answered. */
  longestTaskAfterTapMs: number[];
  /**
   * Each run's longest animation frame (a task and the style, layout and paint after it) from the
   * first tap until the toasts are gone, as they come and as they go; 0 when none took 50 ms.
   */
  longestFrameAfterTapMs?: number[];
  /** Each run's tap on a cart line's "+". */
  cartIncreaseMs: number[];
  /** From the navigation to /dashboard (signed in) to its first product card. */
  dashboardOpenMs: number[];
  /** From the click on Search (a name the catalogue has) to the grid of its matches. */
  dashboardSearchMs: number[];
  /** The top bar's search typed on a phone, each run's (bench/runners/search-keys.ts). */
  search?: SearchKeyRun[];
  /** The same, where the list answers whole as production does (the catalogue holds it). */
  searchOnWholeList?: SearchKeyRun[];
}

/** The build being measured, and how. */
export interface Serving {
  site: Site;
  cpuSlowdown: number;
  /** The demo: its mock runs in the page, behind a service worker. */
  inBrowserMock: boolean;
}

/** An interaction quicker than the observer's threshold leaves no entry: it counts as this. */
const THRESHOLD_MS = 16;
/** The events INP takes an interaction's duration from. */
const WATCHED = { events: ['pointerdown', 'pointerup', 'click'], threshold: THRESHOLD_MS };

declare global {
  interface Window {
    /** Each interaction's longest event so far, by interactionId. */
    __interactions: Map<number, number>;
    /** Each long task: its start and duration. */
    __longTasks: Array<[number, number]>;
    /** Each long animation frame: its start and duration. */
    __longFrames: Array<[number, number]>;
  }
}

/**
 * Runs before the app: each interaction's duration as INP counts it, its longest pointer or
 * click event from the event's time to the next paint after its handlers.
 */
function watchInteractions({ events, threshold }: { events: string[]; threshold: number }) {
  window.__interactions = new Map();
  window.__longTasks = [];
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longFrames.push([entry.startTime, entry.duration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId || !events.includes(entry.name)) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
}

/**
 * Waits until `target` is React's (hydrated, or rendered by the app), the grid is not busy and
 * the page has settled: a tap then meets an idle page, not the start-up's work. Gives the point
 * to tap, `target`'s middle.
 */
async function interactive(page: Page, cdp: CDPSession, network: Network, target: Locator) {
  await untilReactOwns(target);
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached', timeout: 60_000 });
  await target.scrollIntoViewIfNeeded();
  await settle(network, cdp, page.url());
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
type Network = ReturnType<typeof watchNetwork>;

/**
 * Taps the point, waits until `done` (run in the page) holds, and gives the interaction's
 * duration. The touchscreen's bare tap, and a slow poll: Playwright's actionability checks and
 * locators would run on the page's main thread, at 4× too, in the interaction measured.
 */
async function timeTap(
  page: Page,
  point: { x: number; y: number },
  done: (name: string) => boolean,
  name: string,
): Promise<number> {
  await page.evaluate(() => window.__interactions.clear());
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction(done, name, { polling: 250, timeout: 30_000 });
  // Each event's entry is written after the next paint, long past by now; a little more to be sure.
  await page.waitForTimeout(500);
  const durations = await page.evaluate(() => [...window.__interactions.values()]);
  return durations.length ? Math.max(...durations) : THRESHOLD_MS;
}

/**
 * Taps the point twice, `TAPS_APART_MS` apart (the second while the first's toast shows), waits
 * until the top bar counts two, and gives both interactions' durations and the longest task
 * from the first tap on; then waits until the toasts are gone and gives the longest animation
 * frame from the first tap on.
 */
async function timeTwoTaps(page: Page, point: { x: number; y: number }) {
  const since = await page.evaluate(() => {
    window.__interactions.clear();
    return performance.now();
  });
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForTimeout(TAPS_APART_MS);
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction(twoInCart, undefined, { polling: 250, timeout: 30_000 });
  await page.waitForTimeout(500);
  const taps = await page.evaluate(
    ({ since, threshold }) => {
      const [first = threshold, second = threshold] = [...window.__interactions.values()];
      const tasks = window.__longTasks.filter(([start]) => start >= since);
      return {
        first,
        second,
        longestTask: Math.max(0, ...tasks.map(([, duration]) => duration)),
      };
    },
    { since, threshold: THRESHOLD_MS },
  );
  await page.waitForFunction(noToasts, undefined, { polling: 250, timeout: 30_000 });
  await page.waitForTimeout(500);
  const longestFrame = await page.evaluate(
    (since) =>
      Math.max(
        0,
        ...window.__longFrames.filter(([start]) => start >= since).map(([, duration]) => duration),
      ),
    since,
  );
  return { ...taps, longestFrame };
}

/** No toast shows (nor leaves) on the page. */
const noToasts = () => !document.querySelector('[data-scope="toast"][data-part="root"]');
/** Apart as a shopper's two quick taps on Add to cart. */
const TAPS_APART_MS = 250;

/** The top bar counts two items. */
const twoInCart = () =>
  document.querySelector('[data-testid="cart-count"]')?.textContent?.startsWith('2') ?? false;

/** The cart's line of `name` shows a quantity of 3. */
const threeOf = (name: string) =>
  [...document.querySelectorAll(`ul[aria-label="Cart items"] li`)].some(
    (line) =>
      line.getAttribute('aria-label') === name &&
      [...line.querySelectorAll('p')].some((text) => text.textContent === '3'),
  );

/** The first card with stock for three units (two added, then "+"): its index and name. */
async function cardWithThreeInStock(page: Page): Promise<{ index: number; name: string }> {
  const found = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('main article')];
    const index = cards.findIndex(
      (card) => Number(/Quantity: (\d+)/.exec(card.textContent ?? '')?.[1] ?? 0) >= 3,
    );
    return { index, name: cards[index]?.querySelector('h2 a')?.textContent ?? '' };
  });
  if (found.index < 0) throw new Error('No card on `/` has three units in stock.');
  return found;
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(MOBILE);
  await allowPageFunctions(context);
  await context.addInitScript(watchInteractions, WATCHED);
  return context;
}

/** One run of a shopper's: Add to cart twice on `/`, then "+" of its line in the cart. */
async function tapAddAndIncrease(browser: Browser, { site, cpuSlowdown, inBrowserMock }: Serving) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const network = watchNetwork(page);
    await page.goto(site.pageUrl(paths.home));
    if (inBrowserMock) await untilMockStarted(page);
    const cards = page.locator('main article');
    const addToCart = (card: Locator) => card.getByRole('button', { name: 'Add to cart' });
    await untilReactOwns(addToCart(cards.first()));
    const { index, name } = await cardWithThreeInStock(page);
    const add = await interactive(page, cdp, network, addToCart(cards.nth(index)));
    const added = await timeTwoTaps(page, add);
    await settle(network, cdp, page.url());
    await page.getByRole('link', { name: /^cart \d/ }).click();
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name });
    const increase = line.getByRole('button', { name: `Increase quantity of ${name}` });
    const plus = await interactive(page, cdp, network, increase);
    const cartIncreaseMs = await timeTap(page, plus, threeOf, name);
    return {
      addToCartMs: added.first,
      secondAddToCartMs: added.second,
      longestTaskAfterTapMs: added.longestTask,
      longestFrameAfterTapMs: added.longestFrame,
      cartIncreaseMs,
    };
  } finally {
    await context.close();
  }
}

/** One run of staff's: signed in, /dashboard opened, then a product searched for by name. */
async function openAndSearchList(browser: Browser, { site, cpuSlowdown, inBrowserMock }: Serving) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signInAsStaff(page, site, inBrowserMock);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const dashboardOpenMs = await dashboardOpen(page, site);
    const dashboardSearchMs = await dashboardSearch(page, site);
    return { dashboardOpenMs, dashboardSearchMs };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of each, at `cpuSlowdown` in Lighthouse mobile's screen, each in a new context
 * (empty cart, cache and storage), against `site` serving `seedProducts` products.
 */
export async function benchTaps(
  browser: Browser,
  serving: Serving,
  { seedProducts, runs }: { seedProducts: number; runs: number },
): Promise<TapFigures> {
  const figures: TapFigures = {
    seedProducts,
    cpuSlowdown: serving.cpuSlowdown,
    addToCartMs: [],
    secondAddToCartMs: [],
    longestTaskAfterTapMs: [],
    longestFrameAfterTapMs: [],
    cartIncreaseMs: [],
    dashboardOpenMs: [],
    dashboardSearchMs: [],
    search: [],
    searchOnWholeList: [],
  };
  for (let run = 0; run < runs; run += 1) {
    const taps = await tapAddAndIncrease(browser, serving);
    figures.addToCartMs.push(taps.addToCartMs);
    figures.secondAddToCartMs.push(taps.secondAddToCartMs);
    figures.longestTaskAfterTapMs.push(taps.longestTaskAfterTapMs);
    figures.longestFrameAfterTapMs!.push(taps.longestFrameAfterTapMs);
    figures.cartIncreaseMs.push(taps.cartIncreaseMs);
    const staff = await openAndSearchList(browser, serving);
    figures.dashboardOpenMs.push(staff.dashboardOpenMs);
    figures.dashboardSearchMs.push(staff.dashboardSearchMs);
    const search = await searchKeysRun(browser, serving);
    if (search) figures.search!.push(search);
    const onWholeList = await searchKeysRun(browser, serving, { wholeList: true });
    if (onWholeList) figures.searchOnWholeList!.push(onWholeList);
  }
  return figures;
}

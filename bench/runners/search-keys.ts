import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { MOBILE, settle, watchNetwork } from './main-thread';
import { allowPageFunctions, untilMockStarted, untilReactOwns } from './page-functions';
import type { Serving } from './taps';

/** What a shopper types into the top bar's search, a key at a time. */
export const SEARCHED = 'navy t-shirt';
/** Between two keys, as a shopper types on a phone (about five keys a second). */
const KEYS_APART_MS = 200;
/** A key quicker than the observer's threshold leaves no entry: it counts as this. */
const THRESHOLD_MS = 16;

/** One run's keys: each from its event to the suggestions of the words typed so far. */
export interface SearchKeyRun {
  /** The first key: the search's code, the whole list and its index are on their way. */
  firstKeyToResultsMs: number;
  /** Each later key: from its keydown to the suggestions (or 'No products match') for its words. */
  keyToResultsMs: number[];
  /** Each key's interaction as INP counts it: its longest key event to the next paint. */
  keyInteractionMs: number[];
  /** The longest task from the first key until the last key's results. */
  longestTaskMs: number;
}

declare global {
  interface Window {
    __searchKeys: {
      /** Each keydown's time, in order. */
      pressed: number[];
      /** When the suggestions first showed each value of the field. */
      answered: Map<string, number>;
      interactions: Map<number, number>;
      longTasks: Array<[number, number]>;
    };
  }
}

/** Runs before the app: the keys' times, their interactions, long tasks, and the answers' times. */
function watchSearchKeys(threshold: number) {
  const watched = (window.__searchKeys = {
    pressed: [],
    answered: new Map(),
    interactions: new Map(),
    longTasks: [],
  } as Window['__searchKeys']);
  addEventListener('keydown', (event) => watched.pressed.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      watched.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId || !entry.name.startsWith('key')) continue;
      const longest = watched.interactions.get(entry.interactionId) ?? 0;
      watched.interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
  // The popup names the words it answers: 'See all results for “…”' or 'No products match “…”'.
  new MutationObserver(() => {
    const popup = document.querySelector(
      '[role="search"] [role="listbox"], [role="search"] [role="status"]',
    );
    const words = /“(.*)”/.exec(popup?.textContent ?? '')?.[1];
    if (words !== undefined && !watched.answered.has(words))
      watched.answered.set(words, performance.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Opens the field (a phone's bar shows it from its icon) and types `SEARCHED` a key at a time. */
async function typeSearch(page: Page): Promise<SearchKeyRun | undefined> {
  const toggle = page.getByRole('button', { name: 'Search products' });
  // A build from before the search came has none.
  if (!(await toggle.count())) return undefined;
  await untilReactOwns(toggle);
  await toggle.tap();
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  await page.keyboard.type(SEARCHED, { delay: KEYS_APART_MS });
  const last = SEARCHED.trim();
  await page.waitForFunction((words) => window.__searchKeys.answered.has(words), last, {
    polling: 250,
    timeout: 60_000,
  });
  await page.waitForTimeout(500);
  return page.evaluate(
    ({ searched, threshold }) => {
      const { pressed, answered, interactions, longTasks } = window.__searchKeys;
      // The words after each key that changed them (a space does not), and when the suggestions
      // first showed them or, where a quicker key overtook them, the words after it.
      const wordsAfter = [...searched].map((_, index) => searched.slice(0, index + 1).trim());
      const answers = wordsAfter.flatMap((words, index) => {
        if (index > 0 && words === wordsAfter[index - 1]) return [];
        const shown = wordsAfter
          .slice(index)
          .map((value) => answered.get(value))
          .filter((at): at is number => at !== undefined);
        return shown.length ? [Math.min(...shown) - pressed[index]] : [];
      });
      const since = pressed[0];
      return {
        firstKeyToResultsMs: answers[0],
        keyToResultsMs: answers.slice(1),
        // A key quicker than the threshold left no entry.
        keyInteractionMs: [
          ...interactions.values(),
          ...Array<number>(Math.max(0, pressed.length - interactions.size)).fill(threshold),
        ],
        longestTaskMs: Math.max(
          0,
          ...longTasks.filter(([start]) => start >= since).map(([, duration]) => duration),
        ),
      };
    },
    { searched: SEARCHED, threshold: THRESHOLD_MS },
  );
}

/** The mock's scenario in which the list answers as production does: the whole list, unpaged. */
const WHOLE_LIST_SCENARIO = 'products-unpaginated';

/**
 * A mock session in which the list answers whole, for the page of `context`: the demo's mock by
 * its address, the HTTP mock server by the session's header on each of the page's requests.
 */
async function answerWholeLists(context: BrowserContext, { site, inBrowserMock }: Serving) {
  if (inBrowserMock) return `${paths.home}?scenario=${WHOLE_LIST_SCENARIO}`;
  const session = { 'X-Mock-Session': `bench-whole-list-${Date.now()}` };
  const answer = await context.request.post(site.apiUrl('/__mock/scenario'), {
    headers: session,
    data: { scenarios: [WHOLE_LIST_SCENARIO] },
  });
  if (!answer.ok()) throw new Error(`The mock's scenario was refused: ${answer.status()}`);
  await context.setExtraHTTPHeaders(session);
  return paths.home;
}

/**
 * One run: `/` opened on a phone at the CPU slowdown, settled, then the search typed; undefined
 * for a build with no search field. `wholeList`: the list answers whole, as production does
 * today, so the catalogue already holds what the search reads.
 */
export async function searchKeysRun(
  browser: Browser,
  serving: Serving,
  { wholeList = false } = {},
): Promise<SearchKeyRun | undefined> {
  const { site, cpuSlowdown, inBrowserMock } = serving;
  const context = await browser.newContext(MOBILE);
  try {
    await allowPageFunctions(context);
    await context.addInitScript(watchSearchKeys, THRESHOLD_MS);
    const path = wholeList ? await answerWholeLists(context, serving) : paths.home;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const network = watchNetwork(page);
    await page.goto(site.pageUrl(path));
    if (inBrowserMock) await untilMockStarted(page);
    await untilReactOwns(page.locator('main article').first());
    await settle(network, cdp, page.url());
    return await typeSearch(page);
  } finally {
    await context.close();
  }
}

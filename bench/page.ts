import type { Browser, Page } from '@playwright/test';
import { median } from './processes';

declare global {
  interface Window {
    __bench: { firstCard?: number; applied?: number; updated?: number };
  }
}

export interface PageFigures {
  seedProducts: number;
  firstCardMs: number[];
  filterMs: number[];
  firstCardMedianMs: number;
  filterMedianMs: number;
}

/** Runs before the app: no mock latency, and the time the first product card is in the DOM. */
function instrument() {
  window.localStorage.setItem('webshop-mock:latency', '0');
  window.__bench = {};
  const observer = new MutationObserver(() => {
    if (document.querySelector('main article')) {
      window.__bench.firstCard = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Times Apply Filters (click) to the new grid's first frame, in the page's own clock. */
async function timeFilter(page: Page, minPrice: number): Promise<number> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Min price (BAM)' }).fill(String(minPrice));
  await page.evaluate((min) => {
    const bench = window.__bench;
    bench.applied = bench.updated = undefined;
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest('button');
      if (button?.textContent?.includes('Apply Filters')) bench.applied = performance.now();
    };
    document.addEventListener('click', onClick, { capture: true });
    // Updated: the URL has the new filter, the grid is not busy and every card is in range.
    const observer = new MutationObserver(() => {
      const prices = [...document.querySelectorAll('main article')].map((card) =>
        Number(/BAM: ([\d.]+)/.exec(card.textContent ?? '')?.[1]),
      );
      const done =
        location.search.includes(`min_price=${min}`) &&
        !document.querySelector('main [aria-busy="true"], main [role="status"]') &&
        prices.length > 0 &&
        prices.every((price) => price >= min);
      if (!done) return;
      observer.disconnect();
      document.removeEventListener('click', onClick, { capture: true });
      requestAnimationFrame(() => (bench.updated = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, minPrice);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.waitForFunction(() => window.__bench.updated !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__bench.updated! - window.__bench.applied!);
}

/**
 * Cold loads (a new browser context each run: empty storage, no service worker yet, so the
 * mock seeds `seedProducts` products) timed from navigation start to the first product card;
 * then, on the last page, filters applied with a new min price each time (no cached query).
 */
export async function benchPage(
  browser: Browser,
  baseUrl: string,
  seedProducts: number,
  runs: number,
): Promise<PageFigures> {
  const firstCardMs: number[] = [];
  const filterMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx (esbuild) wraps named functions in __name(); page functions need it defined too.
    await context.addInitScript('globalThis.__name = (target) => target;');
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?seed=${seedProducts}`);
    await page.waitForFunction(() => window.__bench.firstCard !== undefined, null, {
      timeout: 60_000,
    });
    firstCardMs.push(await page.evaluate(() => window.__bench.firstCard!));
    if (run === runs - 1) {
      for (let index = 0; index < runs; index += 1) {
        filterMs.push(await timeFilter(page, 300 + index * 100));
      }
    }
    await context.close();
  }
  return {
    seedProducts,
    firstCardMs,
    filterMs,
    firstCardMedianMs: median(firstCardMs),
    filterMedianMs: median(filterMs),
  };
}

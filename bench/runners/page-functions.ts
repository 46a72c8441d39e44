import type { BrowserContext, Locator, Page } from '@playwright/test';

/** tsx (esbuild) wraps named functions in __name(); functions run in a page need it defined too. */
export async function allowPageFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript('globalThis.__name = (target) => target;');
}

/**
 * Waits until React owns `target` (hydrated, or rendered by the app): a tap on it is then React's.
 * The locator is looked up afresh each time: the demo's mock may reload the page meanwhile.
 */
export async function untilReactOwns(target: Locator): Promise<void> {
  const deadline = Date.now() + 60_000;
  const owned = () =>
    target
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
      .catch(() => false);
  while (!(await owned())) {
    if (Date.now() > deadline) throw new Error(`React never took ${target}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The demo: waits until its in-browser mock has started and its service worker controls the
 * page, which MSW otherwise reloads (tests/browser/fixtures.ts, mockStarted).
 */
export async function untilMockStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__mock' in window && navigator.serviceWorker.controller !== null,
    null,
    { timeout: 60_000, polling: 100 },
  );
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A phone paints a prerendered page well before the app has hydrated it. What the visitor does
// in between is kept and done once the app runs.

/** Holds back the app's own chunk until released: the page shows, but is not yet hydrated. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on Filters before the app has started opens the filter dialog once it has', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // The page's head holds the taps from the start, while the body is still being parsed.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Product filter' })).toBeVisible();
});

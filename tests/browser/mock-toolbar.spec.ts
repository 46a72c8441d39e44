import type { Locator, Page } from '@playwright/test';
import { expect, mockStarted, test } from './fixtures';
import { productCards } from './shop-helpers';

const TOOLBAR = '#mock-toolbar-root';
/** Longer than the toolbar's wait after start (mocks/browser/start.ts). */
const PAST_TOOLBAR_DELAY_MS = 3000;

const toolbarButton = (page: Page) => page.getByRole('button', { name: /^Mock( \(\d+\))?$/ });

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The page can scroll `target` wholly into view above the toolbar: the toolbar floats over the
 * page, so what it covers at one moment must never be stuck under it.
 */
async function expectClearOfToolbar(page: Page, target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const toolbar = await page.locator(TOOLBAR).boundingBox();
  const shown = await target.boundingBox();
  expect(toolbar && shown, `${what} and the toolbar are on screen`).toBeTruthy();
  const below = shown!.y + shown!.height - toolbar!.y;
  if (below > 0) await page.evaluate((pixels) => window.scrollBy(0, pixels), below + 1);
  const scrolled = await target.boundingBox();
  expect(overlap(toolbar!, scrolled!), `the toolbar covers ${what}`).toBe(false);
  expect(scrolled!.y, `${what} is wholly on screen`).toBeGreaterThanOrEqual(0);
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

const lastFooterLink = (page: Page) => page.getByRole('contentinfo').getByRole('link').last();

test("the toolbar covers no content: at 1280 and 375 px the footer's last link and the checkout summary, and opened at 1280 px the page end", async ({
  page,
}) => {
  // Two widths' journeys and the open panel: three short tests' work.
  test.slow();
  for (const [at, viewport] of [
    [1, { width: 1280, height: 800 }],
    [2, { width: 375, height: 740 }],
  ] as const) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // The count below then waits for the answer, not for the demo's backend to start.
      await mockStarted(page);
      await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
      await expect(
        page.getByRole('link', { name: `cart ${at} item${at === 1 ? '' : 's'}` }),
      ).toBeVisible();
      await expect(toolbarButton(page)).toBeVisible();
      await scrollToEnd(page);
      await expectClearOfToolbar(page, lastFooterLink(page), "the footer's last link");

      await page.getByRole('link', { name: /^cart \d/ }).click();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      // The cart's own summary stays on screen while the checkout's code loads.
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText('Total', { exact: true })).toBeVisible();
      await expectClearOfToolbar(page, summary, 'the checkout summary');
      await scrollToEnd(page);
      await expectClearOfToolbar(page, lastFooterLink(page), "checkout's last footer link");
    });
  }

  // On a phone the open panel takes the screen, as a dialog would: QA closes it to read on.
  await test.step('opened at 1280 px, the panel leaves the page end clear too', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await toolbarButton(page).click();
    await expect(page.getByRole('region', { name: 'Mock toolbar' })).toBeVisible();
    await scrollToEnd(page);
    await expectClearOfToolbar(page, lastFooterLink(page), "the footer's last link");
  });
});

test('?toolbar=off hides the toolbar for a sales demo, kept until ?toolbar=on', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/?toolbar=off');
  await expect(productCards(page).first()).toBeVisible();
  await page.clock.runFor(PAST_TOOLBAR_DELAY_MS);
  // Kept: a later page without the parameter shows no toolbar either.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  await page.clock.runFor(PAST_TOOLBAR_DELAY_MS);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(TOOLBAR)).toHaveCount(0);
  await expect(page.locator('body')).toHaveCSS('padding-bottom', '0px');

  await page.goto('/?toolbar=on');
  await expect(productCards(page).first()).toBeVisible();
  await page.clock.runFor(PAST_TOOLBAR_DELAY_MS);
  await expect(toolbarButton(page)).toBeVisible();
  await page.goto('/cart');
  // Shown once the backend has answered: its toolbar's wait has begun, and the clock steps past it.
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  await page.clock.runFor(PAST_TOOLBAR_DELAY_MS);
  await expect(toolbarButton(page)).toBeVisible();
});

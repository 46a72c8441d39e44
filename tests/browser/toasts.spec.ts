import type { Locator, Page } from '@playwright/test';
import { appInteractive } from '../support/early-input';
import { expect, mockStarted, test } from './fixtures';
import { card, cardWithStock } from './shop-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast shown at one edge (the toasts' regions are named after their edge). */
const toastAt = (page: Page, edge: 'top' | 'bottom', message: string) =>
  page
    .getByRole('region', { name: `Notifications at the ${edge} (alt+T)` })
    .locator('[data-part="root"]')
    .filter({ hasText: message });

/**
 * Scrolls `button` to the screen's `place`, taps it, and checks that its toast, once it has slid
 * in, shows at `edge` and leaves the button uncovered.
 */
async function tapAndSeeToastAt(
  button: Locator,
  place: 'start' | 'end',
  edge: 'top' | 'bottom',
): Promise<void> {
  await button.evaluate((element, block) => element.scrollIntoView({ block }), place);
  await button.tap();
  const toast = toastAt(button.page(), edge, 'Item added to cart');
  await expect(toast).toBeVisible();
  await expect
    .poll(() =>
      toast.evaluate(
        (element) => element.getAnimations().filter((run) => run.playState === 'running').length,
      ),
    )
    .toBe(0);
  const [toastBox, buttonBox] = [await toast.boundingBox(), await button.boundingBox()];
  expect(overlap(toastBox!, buttonBox!), 'the toast covers the button tapped').toBe(false);
}

test('on a phone a toast shows away from the button tapped, and the next tap on that button counts', async ({
  page,
}) => {
  await page.goto('/?toolbar=off');
  await mockStarted(page);
  await appInteractive(page);
  const product = await cardWithStock(page, (stock) => stock >= 3);

  await test.step('a card near the top: the toast at the foot', async () => {
    const addToCart = card(page, product).getByRole('button', { name: 'Add to cart' });
    // The page's scroll padding keeps it below the fixed top bar.
    await tapAndSeeToastAt(addToCart, 'start', 'bottom');
  });

  await test.step("the product page's button at the foot: the toast at the top", async () => {
    await card(page, product).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
    // At the foot of the screen, as a phone shows it below the product's picture.
    await tapAndSeeToastAt(addToCart, 'end', 'top');
    // Tapped again while its toast shows: the tap reaches the button.
    await addToCart.tap();
    await expect(page.getByRole('link', { name: /^cart 3 items/ })).toBeVisible();
  });
});

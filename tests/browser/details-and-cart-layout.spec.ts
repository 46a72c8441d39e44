import type { Locator, Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';
import { openCartWithTwoLines, productCards } from './shop-helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const productPicture = (page: Page) => page.getByRole('main').getByRole('img').first();

test.describe('product details', () => {
  test('at 1280 px the picture sits beside the name, price and Add to cart', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/product/1');
    const picture = await box(productPicture(page));
    const heading = await box(page.getByRole('heading', { level: 1 }));
    const addToCart = await box(page.getByRole('button', { name: 'Add to cart' }));
    expect(picture.x + picture.width).toBeLessThanOrEqual(heading.x);
    expect(Math.abs(picture.y - heading.y)).toBeLessThan(40);
    // Above the fold: a desktop shopper sees the action without scrolling.
    expect(addToCart.y + addToCart.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(picture.width).toBeGreaterThan(400);
  });

  test('at 375 px the picture is above the text, full width, nothing sideways', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/product/1');
    const picture = await box(productPicture(page));
    const heading = await box(page.getByRole('heading', { level: 1 }));
    expect(picture.y + picture.height).toBeLessThanOrEqual(heading.y);
    expect(picture.width).toBeGreaterThan(PHONE.width - 48);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('a visitor goes back to the shop', async ({ page }) => {
    await page.goto('/product/1');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test("staff go back to the dashboard's product list @staff", async ({ page }) => {
    await openAsStaff(page, '/dashboard/product/1');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

test.describe('cart', () => {
  test('at 1280 px the lines sit beside the summary, each line on one row', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const lines = await openCartWithTwoLines(page);
    const list = await box(lines);
    const summary = await box(page.getByRole('region', { name: 'Order summary' }));
    expect(list.x + list.width).toBeLessThanOrEqual(summary.x);
    expect(Math.abs(list.y - summary.y)).toBeLessThan(40);

    const line = lines.getByRole('listitem').first();
    const picture = await box(line.locator('img'));
    const remove = await box(line.getByRole('button', { name: /^Remove / }));
    const increase = await box(line.getByRole('button', { name: /^Increase quantity/ }));
    for (const control of [remove, increase]) {
      expect(control.y).toBeLessThan(picture.y + picture.height);
    }
  });

  test('at 375 px the summary follows the lines, and each line fits the screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const lines = await openCartWithTwoLines(page);
    const list = await box(lines);
    const summary = await box(page.getByRole('region', { name: 'Order summary' }));
    expect(list.y + list.height).toBeLessThanOrEqual(summary.y);

    const line = lines.getByRole('listitem').first();
    const lineBox = await box(line);
    const picture = await box(line.locator('img'));
    const remove = await box(line.getByRole('button', { name: /^Remove / }));
    const increase = await box(line.getByRole('button', { name: /^Increase quantity/ }));
    // Name and Remove on the first row, quantity and price below them, all inside the line.
    expect(remove.y).toBeLessThan(picture.y + picture.height);
    expect(increase.y).toBeGreaterThan(remove.y + remove.height);
    for (const control of [remove, increase]) {
      expect(control.x).toBeGreaterThanOrEqual(lineBox.x);
      expect(control.x + control.width).toBeLessThanOrEqual(lineBox.x + lineBox.width);
    }
    await expectNoSidewaysScroll(page);
  });
});

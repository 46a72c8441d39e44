import type { Locator, Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';
import { productCards } from './shop-helpers';

/** A picture the mock made on request (not an inline data URL) that the browser decoded. */
async function expectSeedPicture(page: Page, image: Locator): Promise<void> {
  await expect(image).toHaveAttribute(
    'src',
    new RegExp(`^${new URL(page.url()).origin}/mock-images/[^/]+/[^/]+/[^/]+\\.svg$`),
  );
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function firstCardPicture(page: Page): Promise<{ name: string; image: Locator }> {
  const first = productCards(page).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('link').innerText()).trim();
  return { name, image: first.getByRole('img', { name }) };
}

test('seed pictures load on the catalogue, the product details and the cart', async ({ page }) => {
  await page.goto('/');
  const { name, image } = await firstCardPicture(page);
  await expectSeedPicture(page, image);

  await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^cart 1 item/ })).toBeVisible();
  await productCards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectSeedPicture(page, page.getByRole('img', { name }));

  await page.getByRole('link', { name: /^cart \d/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectSeedPicture(page, page.getByRole('img', { name }));
});

test('seed pictures load on the dashboard grid, product and order screens @staff', async ({
  page,
}) => {
  await openAsStaff(page);
  const { name, image } = await firstCardPicture(page);
  await expectSeedPicture(page, image);
  await productCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/product\/\d+$/);
  await expectSeedPicture(page, page.getByRole('img', { name }));

  await page.goto('/dashboard/order/1');
  const line = page.getByRole('list', { name: 'Order items' }).getByRole('listitem').first();
  await expectSeedPicture(page, line.getByRole('img'));
});

test('a stored mock db from before (data-URL pictures) is dropped for the seed', async ({
  page,
}) => {
  const oldKey = 'webshop-mock:db:v1';
  await page.addInitScript((key) => {
    const picture = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22x%22%2F%3E';
    window.localStorage.setItem(key, JSON.stringify({ schema: 'old', tables: { picture } }));
  }, oldKey);
  await page.goto('/');
  const { image } = await firstCardPicture(page);
  await expectSeedPicture(page, image);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), oldKey)).toBeNull();
});

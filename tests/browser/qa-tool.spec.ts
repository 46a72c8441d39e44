import { expect, signInAsStaff, test } from './fixtures';

const STORE_KEY = 'webshop-mock:db:v1';

const tableSize = (page: import('@playwright/test').Page, table: string) =>
  page.evaluate((name) => window.__mock!.snapshot()[name].length, table);

test.describe('mock data persistence', () => {
  test('a reload keeps the staff user signed in', async ({ page }) => {
    await signInAsStaff(page);
    await page.reload();
    await expect(page.getByText('Admin dashboard').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reload keeps what a visitor put in the cart', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORE_KEY))
      .not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    expect(await tableSize(page, 'cartItem')).toBe(1);
  });

  test('window.__mock.reset() restores the seed and forgets the stored data', async ({ page }) => {
    await signInAsStaff(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORE_KEY))
      .not.toBeNull();
    await page.evaluate(() => window.__mock!.reset());
    expect(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
  });

  test('a corrupt store reseeds instead of breaking the page', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('corrupted')) {
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem(key, '{"schema": 1, "tables": ');
      }
    }, STORE_KEY);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await tableSize(page, 'product')).toBe(40);
  });
});

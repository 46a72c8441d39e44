import type { Page } from '@playwright/test';
import { pageErrors } from '../support/prerendered-pages';
import { expect, test } from './fixtures';
import { productCards } from './shop-helpers';

/** The public pages the build prerenders, and what shows once the app has taken them over. */
const PAGES: Array<{ path: string; heading: string; hydrated(page: Page): Promise<void> }> = [
  {
    path: '/',
    heading: 'Products',
    hydrated: (page) => expect(productCards(page).first()).toBeVisible(),
  },
  {
    path: '/cart',
    heading: 'Shopping cart',
    hydrated: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible(),
  },
  {
    path: '/sign-in',
    heading: 'Sign in to your account',
    hydrated: async (page) => {
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
    },
  },
];

test.describe('without JavaScript', () => {
  // What a phone paints from the HTML alone, before the app's script has arrived.
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} comes with its layout and heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'WebShop' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

for (const { path, hydrated } of PAGES) {
  test(`${path} hydrates without an error`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

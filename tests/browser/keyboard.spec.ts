import type { Page } from '@playwright/test';
import { tabTo } from './axe';
import { expect, signInAsStaff, test } from './fixtures';
import { productCards, waitForSettledGrid } from './shop-helpers';

test.describe('a "Skip to content" link', () => {
  /** Chakra's skip link is clipped away until focused. */
  const isShown = (page: Page) =>
    page
      .getByRole('link', { name: 'Skip to content' })
      .evaluate(
        (link) => getComputedStyle(link).clip === 'auto' && link.getBoundingClientRect().width > 1,
      );

  test('is the first stop of Tab in the shop and leads past the top bar', async ({ page }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    expect(await isShown(page)).toBe(false);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    expect(await isShown(page)).toBe(true);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // The next Tab is inside the page's content, not the top bar's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('works on a phone and in the dashboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const open of [() => page.goto('/sign-in'), () => signInAsStaff(page)]) {
      // A fresh load: Tab starts from the top of the page.
      await open();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      expect(await isShown(page)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
  });
});

test.describe('keyboard only', () => {
  test('sign in: fields, show password, Enter submits, lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type('admin');
    await tabTo(page, password);
    await page.keyboard.type('Admin123!');
    await tabTo(page, page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('checkout: every field by Tab, Place Order by Enter', async ({ page }) => {
    await page.goto('/');
    await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
    await page.getByRole('link', { name: /^cart \d/ }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();

    const values = {
      'First name': 'Ana',
      'Last name': 'Anić',
      Phone: '061234567',
      Email: 'ana@example.com',
      Address: 'Titova 1, Sarajevo',
    };
    for (const [label, value] of Object.entries(values)) {
      const field = page.getByRole('textbox', { name: label });
      await tabTo(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Order successfully made')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, tabTo } from './axe';
import { expect, signInAsStaff, test } from './fixtures';
import { productCards } from './shop-helpers';

async function home(page: Page) {
  await page.goto('/');
  await expect(productCards(page).first()).toBeVisible();
}

async function addFirstProductAndOpenCart(page: Page) {
  await home(page);
  await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: /^cart, / }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
}

test.describe('shopper screens have no serious or critical axe violation', () => {
  test('home, filter dialog, product details, not found', async ({ page }) => {
    await home(page);
    await expectNoSeriousViolations(page, 'home');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'filter dialog');
    await page.keyboard.press('Escape');

    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'product details');

    await page.goto('/no-such-page');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expectNoSeriousViolations(page, 'not found');
  });

  test('cart with items, checkout, and the success toast', async ({ page }) => {
    await addFirstProductAndOpenCart(page);
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expectNoSeriousViolations(page, 'cart with items and a success toast');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expectNoSeriousViolations(page, 'checkout');
  });

  test('empty cart, and product details and cart on a phone', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
    await expectNoSeriousViolations(page, 'empty cart');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/product/1');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product details on a phone');
    await addFirstProductAndOpenCart(page);
    await expectNoSeriousViolations(page, 'cart on a phone');
  });

  test('sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in');
  });

  test('mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await home(page);
    await expectNoSeriousViolations(page, 'home on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile drawer');
  });
});

test.describe('staff screens have no serious or critical axe violation', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('dashboard, create product, edit product', async ({ page }) => {
    await expect(productCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard');

    await page.goto('/dashboard/product-management');
    await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
    await expectNoSeriousViolations(page, 'create product');

    await page.goto('/dashboard/edit/product/1');
    await expect(page.getByRole('textbox').first()).toHaveValue(/.+/);
    await expectNoSeriousViolations(page, 'edit product');
  });

  test('profile while editing', async ({ page }) => {
    await page.goto('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Start Editing!' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoSeriousViolations(page, 'profile (editing)');
  });

  test('order list and order detail', async ({ page }) => {
    await page.goto('/dashboard/order-management');
    await expect(page.getByRole('link', { name: 'View details' }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'order list');

    await page.getByRole('link', { name: 'View details' }).first().click();
    await expect(page.getByRole('button', { name: 'Accepted (Preparation)' })).toBeVisible();
    await expectNoSeriousViolations(page, 'order detail');
  });

  test('logout dialog', async ({ page }) => {
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('button', { name: 'log out' }).click();
    await expect(page.getByRole('alertdialog').getByText('Comeback soon')).toBeVisible();
    await expectNoSeriousViolations(page, 'logout dialog');
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
    await addFirstProductAndOpenCart(page);
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
    await expect(page.getByRole('link', { name: 'cart, 0 items' })).toBeVisible();
  });
});

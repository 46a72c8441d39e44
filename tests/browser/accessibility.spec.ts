import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAsStaff, test } from './fixtures';
import { productCards, waitForSettledGrid } from './shop-helpers';

/**
 * Each screen is opened once for all its checks, since every page load boots the mock: it has one
 * h1 and a title of its own, its links that lead to different places have different names, and
 * axe finds no serious or critical violation.
 */

/** The screen shown has one h1, reading `h1`, and the tab's title `title`. */
async function expectScreen(page: Page, h1: string | RegExp, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(h1);
  await expect(page).toHaveTitle(title);
}

/** A product's screen is named after the product. */
async function expectProductScreen(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(page).toHaveTitle(`${await heading.innerText()} · WebShop`);
}

/**
 * Visible links' accessible names (aria-label, else their text) with every target of each.
 * A product card's link is its product's name, as the data has it (the seed repeats a few).
 */
async function linkTargetsByName(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const byName: Record<string, string[]> = {};
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!link.checkVisibility() || link.closest('#mock-toolbar-root, article')) continue;
      const name = (link.getAttribute('aria-label') ?? link.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const targets = (byName[name] ??= []);
      if (!targets.includes(link.href)) targets.push(link.href);
    }
    return byName;
  });
}

async function expectNoNameSharedByTwoTargets(page: Page, screen: string): Promise<void> {
  const shared = Object.entries(await linkTargetsByName(page)).filter(
    ([, targets]) => targets.length > 1,
  );
  expect(shared, `links of ${screen} with one name and several targets`).toEqual([]);
}

async function addToCart(page: Page, cardIndex: number, count: string): Promise<void> {
  await productCards(page).nth(cardIndex).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: `cart, ${count}` })).toBeVisible();
}

async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^cart, / }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
}

test.describe('shopper screens', () => {
  test('home and its filter dialog', async ({ page }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    await expectScreen(page, 'Products', 'Products · WebShop');
    await expectNoNameSharedByTwoTargets(page, 'the catalogue');
    await expectNoSeriousViolations(page, 'home');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'filter dialog');
  });

  test('product details and the not-found screens', async ({ page }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectProductScreen(page);
    await expectNoSeriousViolations(page, 'product details');

    await page.goto('/product/99999');
    await expectScreen(page, 'Product not found', 'Product not found · WebShop');

    await page.goto('/no-such-page');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expectScreen(page, 'Page not found', 'Page not found · WebShop');
    await expectNoSeriousViolations(page, 'not found');
  });

  test('sign-in and the empty cart', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectScreen(page, 'Sign in to your account', 'Sign in · WebShop');
    await expectNoSeriousViolations(page, 'sign-in');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
    await expectScreen(page, 'Cart is empty', 'Cart · WebShop');
    await expectNoSeriousViolations(page, 'empty cart');
  });

  test('cart with items and a success toast, checkout, and the cart on a phone', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    await addToCart(page, 0, '1 item');
    await addToCart(page, 1, '2 items');
    await openCart(page);
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'cart with items and a success toast');
    await expectScreen(page, 'Shopping cart', 'Cart · WebShop');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoNameSharedByTwoTargets(page, 'the cart');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expectScreen(page, 'Checkout', 'Checkout · WebShop');
    await expectNoSeriousViolations(page, 'checkout');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expectNoSeriousViolations(page, 'cart on a phone');
  });

  test('on a phone: product details, home, the menu drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/product/1');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product details on a phone');

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(productCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'home on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile drawer');
  });
});

test.describe('staff screens', () => {
  test('dashboard, create product, edit product', async ({ page }) => {
    await signInAsStaff(page);
    await expect(productCards(page).first()).toBeVisible();
    await expectScreen(page, 'Products', 'Dashboard · WebShop');
    await expectNoNameSharedByTwoTargets(page, 'the dashboard');
    await expectNoSeriousViolations(page, 'dashboard');

    await page.goto('/dashboard/product-management');
    await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
    await expectScreen(page, 'Create product', 'Create product · WebShop');
    await expectNoSeriousViolations(page, 'create product');

    await page.goto('/dashboard/edit/product/1');
    await expect(page.getByRole('textbox').first()).toHaveValue(/.+/);
    await expectScreen(page, 'Edit product', 'Edit product · WebShop');
    await expectNoSeriousViolations(page, 'edit product');
  });

  test('product details, profile while editing, and the logout dialog', async ({ page }) => {
    await signInAsStaff(page, '/dashboard/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectProductScreen(page);

    await page.goto('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Start Editing!' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectScreen(page, 'Your profile', 'Your profile · WebShop');
    await expectNoSeriousViolations(page, 'profile (editing)');

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('button', { name: 'log out' }).click();
    await expect(page.getByRole('alertdialog').getByText('Comeback soon')).toBeVisible();
    await expectNoSeriousViolations(page, 'logout dialog');
  });

  test('order list and order detail', async ({ page }) => {
    await signInAsStaff(page, '/dashboard/order-management');
    // The order list's 'View details' links name their order.
    const details = page.getByRole('link', { name: /^View details/ });
    await expect(details).toHaveCount(5);
    await expect(details.first()).toHaveText(/^View details/);
    await expect(details.first()).toHaveAccessibleName(
      /^View details of order #\d+ from \d\d\.\d\d\.\d{4}$/,
    );
    await expectScreen(page, 'Orders', 'Orders · WebShop');
    await expectNoNameSharedByTwoTargets(page, 'the order list');
    await expectNoSeriousViolations(page, 'order list');

    await details.first().click();
    await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    await expect(page.getByRole('button', { name: 'Accepted (Preparation)' })).toBeVisible();
    await expectScreen(page, 'Order #1', 'Order #1 · WebShop');
    await expectNoSeriousViolations(page, 'order detail');
  });
});

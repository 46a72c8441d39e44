import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, WIDTHS } from './axe';
import { expect, signInAsStaff, test } from './fixtures';
import {
  addFirstTwoAndOpenCart,
  openCartWithTwoLines,
  productCards,
  waitForSettledGrid,
} from './shop-helpers';

/**
 * The sweep: every route and every state a shopper or staff member reaches (dialogs open, forms
 * showing their errors, toasts), each checked by axe (WCAG 2.2 A and AA, label in name, any
 * impact) at 1280 and at 375 px on the same page. A page load boots the mock, so each test walks
 * through its screens by the app's own links and buttons where it can, and a screen is opened
 * once for all its checks: one h1 and a title of its own, and links that lead to different
 * places have different names. axe failures are soft: one run lists every screen's violations.
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

// Each test here checks several states at two widths with axe, work that a slower machine
// stretches in proportion: three times the default time.
test.describe.configure({ timeout: 90_000 });

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

test.describe('shopper screens', () => {
  test('home, the filter dialog and its error, no match', async ({ page }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    await expectScreen(page, 'Products', 'Products · WebShop');
    await expectNoNameSharedByTwoTargets(page, 'the catalogue');
    await expectNoAxeViolationsAtBothWidths(page, 'home');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filterDialog = page.getByRole('dialog', { name: 'Product filter' });
    await expect(filterDialog).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'filter dialog');
    await filterDialog.getByLabel('Min price (BAM)').fill('500');
    await filterDialog.getByLabel('Max price (BAM)').fill('100');
    await expect(filterDialog.getByText('Min price cannot be above max price')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'filter dialog with its error');
    await filterDialog.getByLabel('Min price (BAM)').fill('');
    await filterDialog.getByLabel('Max price (BAM)').fill('');
    await filterDialog.getByLabel('Name').fill('no-such-product');
    await filterDialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No products match your filters')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'no products match');
  });

  test('a category page, the sort dialog, the menu drawer', async ({ page }) => {
    await page.goto('/?category=tools');
    await expect(categoryNav(page).getByRole('link', { name: 'Hand Tools' })).toBeVisible();
    await waitForSettledGrid(page);
    await expectNoAxeViolationsAtBothWidths(page, 'a category page');

    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sorting' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'sort dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The menu button is the phone's: its drawer is checked at 375 px.
    await page.setViewportSize(WIDTHS[1]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'menu drawer at 375 px');
  });

  test('product details, the not-found screens, orders for a shopper', async ({ page }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectProductScreen(page);
    await expectNoAxeViolationsAtBothWidths(page, 'product details');

    await page.goto('/product/99999');
    await expectScreen(page, 'Product not found', 'Product not found · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'product not found');

    await page.goto('/no-such-page');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expectScreen(page, 'Page not found', 'Page not found · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'page not found');

    await page.goto('/orders');
    await expect(page.getByText(/You place an order from your cart/)).toBeVisible();
    await expectScreen(page, 'Orders', 'Orders · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'orders for a shopper');
  });

  test('the cart empty, and with items and a success toast', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
    await expectScreen(page, 'Cart is empty', 'Cart · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'empty cart');

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await waitForSettledGrid(page);
    await addFirstTwoAndOpenCart(page);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'cart with items and a success toast');
    await expectScreen(page, 'Shopping cart', 'Cart · WebShop');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoNameSharedByTwoTargets(page, 'the cart');
  });

  test('checkout, its errors, the order placed', async ({ page }) => {
    await openCartWithTwoLines(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeVisible();
    await expectScreen(page, 'Checkout', 'Checkout · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'checkout');

    await placeOrder.click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'checkout with its errors');

    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Anić'],
      ['Phone', '061234567'],
      ['Address', 'Titova 1, Sarajevo'],
    ]) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await placeOrder.click();
    await expect(page.getByText('Order successfully made')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
    await waitForSettledGrid(page);
    await expectNoAxeViolationsAtBothWidths(page, 'the order placed, with its toast');
  });

  test('sign-in, its errors and a failed sign-in toast', async ({ page }) => {
    await page.goto('/sign-in');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeEnabled();
    await expectScreen(page, 'Sign in to your account', 'Sign in · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'sign-in');

    await signIn.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'sign-in with its errors');

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await signIn.click();
    await expect(page.getByText('Wrong credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectNoAxeViolationsAtBothWidths(page, 'a failed sign-in with its toast');
  });
});

test.describe('staff screens', () => {
  test('dashboard and its menu, create product and its errors', async ({ page }) => {
    await signInAsStaff(page);
    await expect(productCards(page).first()).toBeVisible();
    await expectScreen(page, 'Products', 'Dashboard · WebShop');
    await expectNoNameSharedByTwoTargets(page, 'the dashboard');
    await expectNoAxeViolationsAtBothWidths(page, 'dashboard');

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'dashboard menu');

    await menu.getByRole('link', { name: 'products' }).click();
    await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
    await expectScreen(page, 'Create product', 'Create product · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'create product');

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('You have to add picture')).toBeVisible();
    await expect(page.getByText('description cannot be empty')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'create product with its errors');
  });

  test('dashboard product details, the delete dialog, edit product and its errors', async ({
    page,
  }) => {
    await signInAsStaff(page, '/dashboard/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectProductScreen(page);
    await expectNoAxeViolationsAtBothWidths(page, 'dashboard product details');

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'delete-product dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByLabel('Product name');
    await expect(name).toHaveValue(/.+/);
    await expectScreen(page, 'Edit product', 'Edit product · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'edit product');

    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('product name cannot be empty')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'edit product with its errors');
  });

  test('profile, editing and with its errors, and the logout dialog', async ({ page }) => {
    await signInAsStaff(page, '/dashboard/my-profile');
    await page.getByRole('button', { name: 'Start Editing!' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectScreen(page, 'Your profile', 'Your profile · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'profile (editing)');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'profile with its errors');

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('button', { name: 'log out' }).click();
    await expect(page.getByRole('alertdialog').getByText('Comeback soon')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'logout dialog');
  });

  test('order list, order detail and a failed status change', async ({ page }) => {
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
    await expectNoAxeViolationsAtBothWidths(page, 'order list');

    await details.first().click();
    await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    const accept = page.getByRole('button', { name: 'Accepted (Preparation)' });
    await expect(accept).toBeVisible();
    await expectScreen(page, 'Order #1', 'Order #1 · WebShop');
    await expectNoAxeViolationsAtBothWidths(page, 'order detail');

    // A danger toast: the status change fails.
    await page.evaluate(() => window.__mock!.use('status-change-fails'));
    await accept.click();
    await expect(page.getByText('The order was changed by someone else.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    await expectNoAxeViolationsAtBothWidths(page, 'order detail with an error toast');
  });
});

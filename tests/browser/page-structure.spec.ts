import type { Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures';
import { productCards, waitForSettledGrid } from './shop-helpers';

/** A screen is ready when its one h1 shows; that h1 is returned for a look at its text. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  return heading;
}

async function addFirstProductToCart(page: Page): Promise<void> {
  await page.goto('/');
  await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'cart, 1 item' })).toBeVisible();
}

test.describe('each screen has one h1 and a title of its own', () => {
  test('shopper screens, the empty cart and the not-found screens included', async ({ page }) => {
    const screens: Array<[path: string, title: string, h1: string]> = [
      ['/', 'Products · WebShop', 'Products'],
      ['/cart', 'Cart · WebShop', 'Cart is empty'],
      ['/sign-in', 'Sign in · WebShop', 'Sign in to your account'],
      ['/product/99999', 'Product not found · WebShop', 'Product not found'],
      ['/no-such-page', 'Page not found · WebShop', 'Page not found'],
    ];
    for (const [path, title, h1] of screens) {
      await expect(await openScreen(page, path)).toHaveText(h1);
      await expect(page, path).toHaveTitle(title);
    }

    // A product's page is named after the product.
    const name = await (await openScreen(page, '/product/1')).innerText();
    await expect(page).toHaveTitle(`${name} · WebShop`);

    await addFirstProductToCart(page);
    await expect(await openScreen(page, '/cart')).toHaveText('Shopping cart');
    await expect(page).toHaveTitle('Cart · WebShop');
    await expect(await openScreen(page, '/checkout')).toHaveText('Checkout');
    await expect(page).toHaveTitle('Checkout · WebShop');
  });

  test('staff screens', async ({ page }) => {
    await signInAsStaff(page);
    const screens: Array<[path: string, title: string, h1: string | RegExp]> = [
      ['/dashboard', 'Dashboard · WebShop', 'Products'],
      ['/dashboard/my-profile', 'Your profile · WebShop', 'Your profile'],
      ['/dashboard/product-management', 'Create product · WebShop', 'Create product'],
      ['/dashboard/edit/product/1', 'Edit product · WebShop', 'Edit product'],
      ['/dashboard/order-management', 'Orders · WebShop', 'Orders'],
      ['/dashboard/order/1', 'Order #1 · WebShop', 'Order #1'],
    ];
    for (const [path, title, h1] of screens) {
      await expect(await openScreen(page, path)).toHaveText(h1);
      await expect(page, path).toHaveTitle(title);
    }
    const name = await (await openScreen(page, '/dashboard/product/1')).innerText();
    await expect(page).toHaveTitle(`${name} · WebShop`);
  });
});

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
    for (const path of ['/sign-in', '/dashboard']) {
      if (path === '/dashboard') await signInAsStaff(page);
      // A fresh load: Tab starts from the top of the page.
      await openScreen(page, path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      expect(await isShown(page)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
  });
});

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

test.describe('links that lead to different places have different names', () => {
  test('the catalogue and the cart', async ({ page }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    await expectNoNameSharedByTwoTargets(page, 'the catalogue');

    await productCards(page).nth(0).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'cart, 1 item' })).toBeVisible();
    await productCards(page).nth(1).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: /^cart, / }).click();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoNameSharedByTwoTargets(page, 'the cart');
  });

  test("the order list's 'View details' links name their order", async ({ page }) => {
    await signInAsStaff(page);
    await expectNoNameSharedByTwoTargets(page, 'the dashboard');
    await page.goto('/dashboard/order-management');
    const details = page.getByRole('link', { name: /^View details/ });
    await expect(details).toHaveCount(5);
    await expect(details.first()).toHaveText(/^View details/);
    await expect(details.first()).toHaveAccessibleName(
      /^View details of order #\d+ from \d\d\.\d\d\.\d{4}$/,
    );
    await expectNoNameSharedByTwoTargets(page, 'the order list');
  });
});

import type { Page } from '@playwright/test';
import { appInteractive } from '../support/early-input';
import { expectNoAxeViolations } from './axe';
import { expect, mockStarted, test } from './fixtures';
import { shownToast, toastListDrawn } from './shop-helpers';

const cartLink = (page: Page) => page.getByRole('link', { name: /^cart \d/ });
const notLoaded = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });

/**
 * The home page, its backend started and the app awake, so a click is the app's, and the toasts'
 * list drawn (the page downloads its code once idle), as a visitor's page has it a moment after
 * it opened.
 */
async function openShop(page: Page) {
  await page.goto('/');
  await mockStarted(page);
  await appInteractive(page);
  await toastListDrawn(page);
}

test('offline, the cart link keeps the top bar and says so with Retry; back online the cart shows, and Back works', async ({
  page,
  context,
}) => {
  await openShop(page);
  await context.setOffline(true);
  await cartLink(page).click();

  await expect(notLoaded(page)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You are offline.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(cartLink(page)).toBeVisible();
  await expectNoAxeViolations(page, 'a page that could not be loaded');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test("a screen's code dropped on the way says so; Retry brings the screen", async ({
  page,
  context,
}) => {
  await openShop(page);
  const dropped: string[] = [];
  // The context's route: the demo's service worker fetches the page's code on its behalf.
  await context.route('**/assets/cart-screen-*.js', (route) => {
    dropped.push(route.request().url());
    return route.abort('connectionreset');
  });
  await cartLink(page).click();

  await expect(notLoaded(page)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Its download was interrupted.');
  expect(dropped.length).toBeGreaterThan(0);

  await context.unroute('**/assets/cart-screen-*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
  await expect(notLoaded(page)).toHaveCount(0);
});

test('offline, the sort dialog that cannot be opened says so and leaves the page as it was', async ({
  page,
  context,
}) => {
  await openShop(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sort' }).click();

  await expect(
    shownToast(page, 'You are offline. Try again once you are back online.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("the toasts' own code dropped on the way: each toast is still drawn, and the next toast tries it again", async ({
  page,
  context,
}) => {
  const toastsCode = '**/assets/toast-list-*.js';
  await context.route(toastsCode, (route) => route.abort('connectionreset'));
  await page.goto('/');
  await mockStarted(page);
  await appInteractive(page);
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
  const toastRegions = page.getByRole('region', { name: /^Notifications at the/ });

  await addToCart.first().click();
  const plain = shownToast(page, 'Item added to cart');
  await expect(plain).toBeVisible();
  await expect(plain).toContainText('Success');
  await expect(toastRegions).toHaveCount(0);
  // Held under the pointer, as the list's toasts are, while axe reads the page.
  await plain.hover();
  await expectNoAxeViolations(page, "a toast drawn without the toasts' code");
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(plain).toHaveCount(0);

  await context.unroute(toastsCode);
  await addToCart.nth(1).click();
  await expect(toastRegions.getByText('Item added to cart')).toBeVisible();
});

test('a tab opened before a deploy whose code is gone reloads into the new version once, then says so instead of reloading again', async ({
  page,
  context,
}) => {
  await openShop(page);
  // The host now serves another version: its page names another entry, the old chunks are gone.
  const nextVersion = (await (await page.request.get('/')).text()).replace(
    /src="\/assets\/index-[^"]+"/,
    'src="/assets/index-next.js"',
  );
  expect(nextVersion).toContain('src="/assets/index-next.js"');
  await context.route(
    (url) => url.pathname === '/',
    (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ contentType: 'text/html', body: nextVersion })
        : route.fallback(),
  );
  await context.route('**/assets/cart-screen-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await cartLink(page).click();

  await expect.poll(() => loads.length, { message: 'the reload into the new version' }).toBe(1);
  expect(new URL(loads[0]).pathname).toBe('/cart');
  await expect(notLoaded(page)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Its download was interrupted.');
  expect(loads).toHaveLength(1);
});

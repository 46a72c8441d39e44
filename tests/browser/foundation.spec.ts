import { expect, mockStarted, openAsStaff, signIn, signInAsStaff, test } from './fixtures';
import { shownToast, waitForSettledGrid } from './shop-helpers';

test('the home page shows product cards', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await mockStarted(page);
  // The first screenful comes first, the other cards right after: one for each product in stock.
  const inStock = await page.evaluate(
    () => window.__mock!.snapshot().product.filter((row) => Number(row.quantity) > 0).length,
  );
  await expect.poll(() => cards.count()).toBe(inStock);
  await expect(cards.first().getByText(/^Quantity: \d+$/)).toBeVisible();
  await expect(cards.first().getByText(/^BAM: \d+\.\d{2}$/)).toBeVisible();
  await expect(cards.first().getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('the page scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/');
  await waitForSettledGrid(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('article').last().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/orders leads staff to the order list, and tells a guest what orders are', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await signInAsStaff(page);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/dashboard\/order-management/);
});

test('signing in as the demo user lands on the dashboard', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Admin dashboard').first()).toBeVisible();
});

test("staff never see the top bar's 'sign in' while the signed-in state loads @staff", async ({
  page,
}) => {
  await openAsStaff(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('header a[href$="/sign-in"]')) {
        document.documentElement.dataset.signInShown = 'yes';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Each mock response takes 400 ms: the signed-in state is pending for a while.
  await page.goto('/?latency=400');
  await expect(page.getByRole('banner').getByRole('link', { name: 'dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.signInShown)).toBeUndefined();
});

test('a sign-in whose cookies the browser dropped says so, with no success', async ({ page }) => {
  await page.goto('/sign-in?scenario=cookies-blocked');
  await mockStarted(page);
  await signIn(page);
  await expect(page.getByRole('alert')).toContainText('Your browser blocked the sign-in cookie');
  await expect(shownToast(page, 'Successfully logged in')).toBeHidden();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
});

test('a wrong password shows "Wrong credentials" and stays on sign-in', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(shownToast(page, 'Wrong credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guest opening /dashboard lands on the home page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, we couldn't find the page you're looking for."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

test('staff log out through the confirmation dialog @staff', async ({ page }) => {
  await openAsStaff(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('button', { name: 'log out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Comeback soon')).toBeVisible();
  await expect(
    dialog.getByText('You will be logged out. Click Confirm if you wish to proceed.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
});

test("the demo is served with the build's security headers, on shopper and staff screens", async ({
  page,
}) => {
  // The fixture fails the test on any CSP violation: these screens add the staff side to it.
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("worker-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('article').first()).toBeVisible();
  await signInAsStaff(page);
  await page.goto('/dashboard/order-management');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await page.goto('/dashboard/order/1');
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
});

import { expect, mockStarted, openAsStaff, signInAsStaff, test } from './fixtures';
import { waitForSettledGrid } from './shop-helpers';

test('the home page shows a card for each product in stock, and the page scrolls to the top on a path change', async ({
  page,
}) => {
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

  await test.step('scrolled to the top on a path change', async () => {
    await waitForSettledGrid(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await cards.last().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
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

import { expect, test } from './fixtures';

// The demo opened at a LAN-style address over plain http, where no service worker may run: the
// test's build answers for it.
const INSECURE_ORIGIN = 'http://shop.test';

test('on an address where no service worker runs, the demo says where to open it', async ({
  page,
  baseURL,
}) => {
  await page.route(`${INSECURE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const served = new URL(`${url.pathname}${url.search}`, baseURL);
    await route.fulfill({ response: await route.fetch({ url: served.href }) });
  });
  await page.goto(`${INSECURE_ORIGIN}/`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  const notice = page.getByRole('alert').filter({ hasText: 'This demo cannot run here' });
  await expect(notice).toContainText('Open the demo at its https address');
  await expect(notice).toContainText('at http://localhost/.');
  // A tap on the prerendered catalogue gets the same words, never a success.
  await page.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'its built-in shop backend needs a secure address' }),
  ).toBeVisible();
  await expect(page.getByText('Item added to cart')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
  // Pictures further down may still be on their way through the route: the test ends without them.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

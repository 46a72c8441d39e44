import {
  GUEST_ADDRESSES,
  PRODUCT_ADDRESSES,
  serveProductHtml,
  SHARED_CATALOGUE_LINKS,
} from '../support/opened-addresses';
import { appInteractive } from '../support/early-input';
import { pageErrors } from '../support/prerendered-pages';
import { expect, openAsStaff, test } from './fixtures';

// Each address opens with no error thrown and none logged: a prerendered page hydrated by a
// render that differs from it is React's error #418, and the page is thrown away. A prerendered
// page shows what `opened` waits for before the app has run: the errors are read once it has.

for (const { path, opened } of SHARED_CATALOGUE_LINKS) {
  test(`${path} opens its view with no error, requesting its list once`, async ({ page }) => {
    const errors = pageErrors(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products') lists.push(url.search);
    });
    await page.goto(path);
    await opened(page);
    await appInteractive(page);
    // The view may be drawn from the build's data before the app asks (a slow CPU starts late).
    await expect.poll(() => lists.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

for (const { path, opened } of PRODUCT_ADDRESSES) {
  test(`${path}, served product.html, opens with no error`, async ({ page }) => {
    const errors = pageErrors(page);
    const served = await serveProductHtml(page);
    await page.goto(path);
    await opened(page);
    await appInteractive(page);
    await page.waitForLoadState('networkidle');
    expect(served).toEqual([path]);
    expect(errors).toEqual([]);
  });
}

for (const { path, opened } of GUEST_ADDRESSES) {
  test(`${path} opens for a guest with no error`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path);
    await opened(page);
    await appInteractive(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('/dashboard opens for staff with no error @staff', async ({ page }) => {
  const errors = pageErrors(page);
  await openAsStaff(page);
  await expect(page.getByText('Admin dashboard').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

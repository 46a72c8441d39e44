import type { Locator } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';

// Windows' high-contrast mode draws every link and button in the same system colours: a choice
// shown by its fill alone is lost. The choice keeps a thick edge and an underline.
const edgeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.borderTopWidth} ${style.borderTopStyle}`;
  });

const marks = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { underline: style.textDecorationLine, edge: style.borderTopWidth };
  });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

test('in forced colours the chosen category is told apart without colour', async ({ page }) => {
  await page.goto('/?category=clothing');
  const nav = page.getByRole('navigation', { name: /categor/i });
  const chosen = nav.getByRole('link', { name: 'Clothing', exact: true });
  await expect(chosen).toHaveAttribute('aria-current', 'page');
  expect(await marks(chosen)).toEqual({ underline: 'underline', edge: '3px' });
  const other = nav.getByRole('link', { name: 'Technology', exact: true });
  expect((await marks(other)).underline).toBe('none');
});

test('in forced colours the order list marks the page shown without colour @staff', async ({
  page,
}) => {
  await openAsStaff(page, '/dashboard/order-management?page=2');
  const current = page.getByRole('button', { name: /page 2/i });
  await expect(current).toBeVisible();
  expect(await marks(current)).toEqual({ underline: 'underline', edge: '3px' });
  expect((await marks(page.getByRole('button', { name: /page 1/i }))).underline).toBe('none');
});

test('in forced colours the cart count and a toast keep their edges', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await expect(toast).toContainText('Item added to cart');
  expect(await edgeOf(toast)).toBe('2px solid');
  const count = page.getByTestId('cart-count');
  await expect(count).toContainText('1');
  expect(await edgeOf(count)).toBe('1px solid');
});

test("in forced colours the order statuses keep their badges' edges @staff", async ({ page }) => {
  await openAsStaff(page, '/dashboard/order-management');
  const status = page
    .getByRole('table')
    .getByText(/^(pending|accepted|rejected|finished)$/)
    .first();
  await expect(status).toBeVisible();
  expect(await edgeOf(status)).toBe('1px solid');
});

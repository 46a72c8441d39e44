import type { Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';
import { openCartWithTwoLines, waitForSettledGrid } from './shop-helpers';
import { appInteractive } from '../support/early-input';

/**
 * The look, held: each screen compared with its reference picture in
 * tests/browser/visual-references/. A styling change that moves the design fails here; an
 * intended change updates the references in the same commit
 * (docs/testing.md, "Visual references").
 */
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '375', viewport: { width: 375, height: 740 } },
];

/** QA's toolbar would appear in a corner about 2 s after start: not part of the shop's look. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('webshop-mock:toolbar', 'off'));
});

/**
 * Every picture the screenshot shows has arrived and been drawn (a lazy one below the screen
 * loads only when scrolled near), and no font is still loading.
 */
async function picturesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const shown = [...document.images].filter(
          (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight,
        );
        return shown.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
}

async function expectLook(page: Page, name: string, fullPage = true): Promise<void> {
  await picturesLoaded(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage });
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('the catalogue: its first screenful and the footer', async ({ page }) => {
      await page.goto('/');
      await waitForSettledGrid(page);
      await expectLook(page, `catalogue-${width}`, false);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toHaveScreenshot(`footer-${width}.png`);
    });

    test('the catalogue in dark colours, as a device that asks for them gets it', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await waitForSettledGrid(page);
      await expectLook(page, `catalogue-dark-${width}`, false);
    });

    test('the product page', async ({ page }) => {
      await page.goto('/product/1');
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      await expectLook(page, `product-${width}`);
    });

    test('the cart with two lines', async ({ page }) => {
      await openCartWithTwoLines(page);
      // Loaded afresh: no 'Item added to cart' toast left in the picture.
      await page.goto('/cart');
      await expect(
        page.getByRole('list', { name: 'Cart items' }).getByRole('listitem'),
      ).toHaveCount(2);
      await expectLook(page, `cart-${width}`);
    });

    test('the empty cart', async ({ page }) => {
      await page.goto('/cart');
      await expect(page.getByText('Cart is empty')).toBeVisible();
      await expectLook(page, `cart-empty-${width}`);
    });

    test('the sign-in page', async ({ page }) => {
      await page.goto('/sign-in');
      await appInteractive(page);
      await expectLook(page, `sign-in-${width}`);
    });

    test('the dashboard and its product page @staff', async ({ page }) => {
      await openAsStaff(page);
      await waitForSettledGrid(page);
      await expectLook(page, `dashboard-${width}`, false);
      await page.goto('/dashboard/product/1');
      await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
      await expectLook(page, `dashboard-product-${width}`);
    });
  });
}

import type { Page } from '@playwright/test';
import { expectFocusTrapped, expectFocusVisible, tabTo } from './axe';
import { expect, openAsStaff, test } from './fixtures';
import { REDIRECT_DELAY_MS } from '../../src/config/constants';
import { PNG_BASE64 } from '../support/product-form';
import {
  card,
  cardNames,
  cardWithStock,
  holdToast,
  productCards,
  shownToast,
  waitForSettledGrid,
} from './shop-helpers';
import { appInteractive } from '../support/early-input';

const PNG = Buffer.from(PNG_BASE64, 'base64');

/**
 * Each flow with the keyboard only: Tab, Shift+Tab, Enter, Space, Escape and typing, no pointer,
 * no `fill`. `tabTo` checks that every element the focus passes shows it; `expectFocusTrapped`
 * that a dialog keeps the focus inside and gives it back to its opener on Escape. A page is
 * opened by its address (or, for staff, after the sign-in call), as a bookmark would.
 */

/**
 * With the product form's drop zone focused, `key` opens the file dialog, which the test answers
 * with a picture: its preview takes the drop zone's place, and the focus goes to its Remove.
 */
async function pickImageWith(page: Page, key: 'Enter' | 'Space'): Promise<void> {
  // The drop zone opens the dialog in the frame after the key; a browser opens none once the key
  // press's user activation has expired (5 s), which a CPU starved by other work can outlast.
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  }).toPass();
  await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
  await expectFocusVisible(page);
}

/** Chakra's skip link is clipped away until focused. */
const skipLinkShown = (page: Page) =>
  page
    .getByRole('link', { name: 'Skip to content' })
    .evaluate(
      (link) => getComputedStyle(link).clip === 'auto' && link.getBoundingClientRect().width > 1,
    );

/** On a fresh load, Tab's first stop is the skip link, shown, and Enter leads to the content. */
async function expectSkipLink(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  expect(await skipLinkShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test.describe('keyboard only', () => {
  test('in the shop, Skip to content is the first stop of Tab and leads past the top bar; the sort dialog keeps the focus and gives it back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledGrid(page);

    await test.step('Skip to content', async () => {
      expect(await skipLinkShown(page)).toBe(false);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      expect(await skipLinkShown(page)).toBe(true);

      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      // The next Tab is inside the page's content, not the top bar's links.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
        true,
      );
    });

    await test.step('the sort dialog', async () => {
      const sort = page.getByRole('button', { name: 'Sort', exact: true });
      await tabTo(page, sort);
      await page.keyboard.press('Enter');
      await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Sorting' }), sort);
    });
  });

  test('sign in: fields, show password, Enter submits, lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await appInteractive(page);

    await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type('admin');
    await tabTo(page, password);
    await page.keyboard.type('Admin123!');
    await tabTo(page, page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a shopper filters in the dialog, adds to the cart, opens the product and checks out', async ({
    page,
  }) => {
    // A whole journey over five screens by Tab alone, each press checked for a shown focus.
    test.slow();
    await page.goto('/');
    // A product of which two units can be bought, and a word of its name (its brand) to filter by.
    const name = await cardWithStock(page, (stock) => stock >= 2);
    const term = name.split(' ')[0].toLowerCase();

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Product filter' });
    await expectFocusTrapped(page, dialog, filters);

    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type(term);
    await tabTo(page, dialog.getByRole('button', { name: 'Apply Filters' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/?name=${encodeURIComponent(term)}`);
    await expect(filters).toBeFocused();
    // The URL changes first; the cards follow.
    await expect
      .poll(async () =>
        (await cardNames(page)).every((shown) => shown.toLowerCase().includes(term)),
      )
      .toBe(true);

    const chosen = card(page, name);
    await tabTo(page, chosen.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();

    // Back to the card's own link (its product's name), and to its details.
    await tabTo(page, chosen.getByRole('link'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'cart 2 items' })).toBeVisible();

    // Tab reaches the toast after the page's last link, and goes on past it to the page's
    // start: the toast does not send the focus back.
    const toast = shownToast(page, 'Item added to cart').last();
    // The pointer only rests on it: a toast leaves 2.5 s after it shows, sooner than a busy
    // machine may take to tab to it (one that has the focus waits too).
    await holdToast(toast);
    await tabTo(page, toast.getByRole('button', { name: 'Close' }));
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { maxPresses: 6 });

    await tabTo(page, page.getByRole('link', { name: 'cart 2 items' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();

    const values = {
      'First name': 'Ana',
      'Last name': 'Anić',
      Phone: '061234567',
      Email: 'ana@example.com',
      Address: 'Titova 1, Sarajevo',
    };
    for (const [label, value] of Object.entries(values)) {
      const field = page.getByRole('textbox', { name: label });
      await tabTo(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await expect(shownToast(page, 'Order successfully made')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("Skip to content works on the sign-in page; the phone's menu keeps the focus and gives it back", async ({
      page,
    }) => {
      await test.step('Skip to content on the sign-in page', async () => {
        await page.goto('/sign-in');
        await expectSkipLink(page);
      });

      await test.step("the phone's menu", async () => {
        await page.goto('/');
        await waitForSettledGrid(page);
        const openMenu = page.getByRole('button', { name: 'Open menu' });
        await tabTo(page, openMenu);
        await page.keyboard.press('Enter');
        await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Menu' }), openMenu);
      });
    });
  });

  test("the dashboard menu, a product's delete dialog and the logout dialog keep the focus and give it back; on a phone Skip to content works in the dashboard @staff", async ({
    page,
  }) => {
    // Four screens' dialogs and a reload at a phone's width: three short tests' work.
    test.slow();
    const openMenu = page.getByRole('button', { name: 'Open dashboard menu' });

    await test.step('the dashboard menu', async () => {
      await openAsStaff(page);
      await expect(productCards(page).first()).toBeVisible();
      await tabTo(page, openMenu);
      await page.keyboard.press('Enter');
      await expectFocusTrapped(
        page,
        page.getByRole('dialog', { name: 'Admin dashboard' }),
        openMenu,
      );
    });

    await test.step('the delete dialog', async () => {
      await page.goto('/dashboard/product/1');
      const remove = page.getByRole('button', { name: 'Delete' });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      await expectFocusTrapped(page, page.getByRole('alertdialog'), remove);
    });

    await test.step('the logout dialog', async () => {
      // The logout dialog opens from the menu, which closes: the focus returns to the menu button.
      await tabTo(page, openMenu, { backwards: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'log out' }));
      await page.keyboard.press('Enter');
      const logout = page.getByRole('alertdialog');
      await expect(logout.getByText('Comeback soon')).toBeVisible();
      await expectFocusTrapped(page, logout, openMenu);
    });

    await test.step('Skip to content on a phone', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/dashboard');
      await expectSkipLink(page);
    });
  });

  test('staff open the menu and create a product with its image @staff', async ({ page }) => {
    // The whole form by Tab and typing, a picture picked twice: several screens' work.
    test.slow();
    await openAsStaff(page);
    await expect(productCards(page).first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Open dashboard menu' }));
    await page.keyboard.press('Space');
    const drawer = page.getByRole('dialog', { name: 'Admin dashboard' });
    await tabTo(page, drawer.getByRole('link', { name: 'products' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create product' })).toBeVisible();
    await expect(drawer).toBeHidden();

    // Enter or Space on the drop zone opens the system's file dialog, which the test answers.
    const dropZone = page.getByRole('button', { name: /^Product image/ });
    await tabTo(page, dropZone);
    await pickImageWith(page, 'Enter');
    // Remove brings the drop zone back, with the focus.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Product image preview' })).toHaveCount(0);
    await expect(dropZone).toBeFocused();
    await expectFocusVisible(page);
    await pickImageWith(page, 'Space');

    // A native select picks the option whose text is typed.
    const choices = [
      ['Category', 'Technology', 'technology'],
      ['Sub category', 'Laptops', 'laptops'],
    ];
    for (const [label, typed, value] of choices) {
      const select = page.getByLabel(label, { exact: true });
      await tabTo(page, select);
      await page.keyboard.type(typed);
      await expect(select).toHaveValue(value);
    }
    const name = 'Keyboard Test Laptop';
    await tabTo(page, page.getByLabel('Product name'));
    await page.keyboard.type(name);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await tabTo(page, quantity);
    await page.keyboard.type('3');
    await expect(quantity).toHaveValue('3');
    await tabTo(page, page.getByLabel('Price (BAM)'));
    await page.keyboard.type('49.9');
    await tabTo(page, page.getByLabel('Description', { exact: true }));
    await page.keyboard.type('A laptop added with the keyboard alone.');
    await tabTo(page, page.getByRole('button', { name: 'Create product' }));
    // Time runs on; the clock steps past the 1.5 s the redirect waits for its toast.
    await page.clock.install();
    await page.keyboard.press('Enter');

    await expect(shownToast(page, 'product successfully added')).toBeVisible();
    await page.clock.runFor(REDIRECT_DELAY_MS);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(productCards(page).first()).toContainText(name);
  });

  test("staff change an order's status @staff", async ({ page }) => {
    await openAsStaff(page, '/dashboard/order-management');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.getByText('pending', { exact: true })).toBeVisible();
    await tabTo(page, firstRow.getByRole('link', { name: /^View details/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    await tabTo(page, page.getByRole('button', { name: 'Accepted (Preparation)' }));
    await page.clock.install();
    await page.keyboard.press('Space');
    await expect(shownToast(page, 'Status changes')).toBeVisible();
    await page.clock.runFor(REDIRECT_DELAY_MS); // past the redirect's wait
    await expect(page).toHaveURL(/\/dashboard\/order-management$/);
    await expect(firstRow.getByText('accepted', { exact: true })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';
import { holdToast, productCards, shownToast, waitForSettledGrid } from './shop-helpers';

/** The element that has the focus: its tag and its text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
  }));

/**
 * After a link leads to another page, the focus is on that page's h1, so a screen reader reads
 * where the user is and Tab goes on from the page's content; the first page keeps the browser's.
 */
test.describe('focus follows each navigation to the new page', () => {
  test("the first page keeps the browser's focus; after the cart link, a card's link and Back, the new page's h1 or the card left by has it", async ({
    page,
  }) => {
    await test.step('the first page keeps the focus where the browser put it', async () => {
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
      expect((await focused(page)).tag).toBe('BODY');
    });

    await test.step("the top bar's cart link: the cart's heading", async () => {
      await page.goto('/');
      await waitForSettledGrid(page);
      await page.getByRole('link', { name: /^cart \d/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeFocused();
      expect(await focused(page)).toEqual({ tag: 'H1', text: 'Cart is empty' });
    });

    await test.step("a product card's link: the product's name", async () => {
      await page.goto('/');
      await waitForSettledGrid(page);
      const link = productCards(page).first().getByRole('link');
      const name = (await link.innerText()).trim();
      await link.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
      // Tab goes on from the page's content, not from the top bar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
        true,
      );
    });

    await test.step('back to the catalogue: the card left by, focused, where it was on the screen', async () => {
      await page.goto('/');
      await waitForSettledGrid(page);
      const link = productCards(page).nth(9).getByRole('link');
      await link.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await link.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(link).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });

  test('on a phone, Back puts the card left by where it was on the screen, the cards above it drawn only on the way up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForSettledGrid(page);
    // Far down the one column, past cards the browser never drew (they are skipped off screen).
    const link = productCards(page).nth(20).getByRole('link');
    await link.focus();
    const topOnScreen = () =>
      link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = await topOnScreen();
    await link.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goBack();
    await expect(link).toBeFocused();
    await expect.poll(topOnScreen).toBe(before);
  });

  test("the dashboard menu's orders link: the order list's heading @staff", async ({ page }) => {
    await openAsStaff(page, '/dashboard/my-profile');
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('link', { name: 'orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order-management/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

/** Whether the focused element shows whole on screen, nothing drawn over its centre. */
const focusedUncovered = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return true;
    const { left, top, width, height, bottom } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    const covered = hit === null || !(element.contains(hit) || hit.contains(element));
    return !covered && top >= 0 && bottom <= window.innerHeight
      ? true
      : `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" at ${Math.round(top)} px`;
  });

/** Presses `key` `times` times, each time expecting the focused element to show whole. */
async function tabUncovered(page: Page, key: 'Tab' | 'Shift+Tab', times: number) {
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press(key);
    // A row scrolled to the focused element may glide there.
    await expect.poll(() => focusedUncovered(page), { message: `${key} ${step + 1}` }).toBe(true);
  }
}

test.describe('at 375 px nothing focused is hidden', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('on / and /cart by Tab 40 times and Shift+Tab back 20, and on / while a toast shows at the foot of the screen by Tab 40 times', async ({
    page,
  }) => {
    // 160 key presses, each checked: three short tests' work.
    test.slow();
    for (const path of ['/', '/cart']) {
      await test.step(path, async () => {
        await page.goto(`${path}?toolbar=off`);
        if (path === '/') await waitForSettledGrid(page);
        await tabUncovered(page, 'Tab', 40);
        await tabUncovered(page, 'Shift+Tab', 20);
      });
    }

    await test.step('/ with a toast', async () => {
      await page.goto('/?toolbar=off');
      await waitForSettledGrid(page);
      await productCards(page).first().getByRole('button', { name: 'Add to cart' }).click();
      await holdToast(shownToast(page, 'Item added to cart'));
      await tabUncovered(page, 'Tab', 40);
    });
  });
});

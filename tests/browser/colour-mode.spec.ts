import type { Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';

/** The page's background colour, as the browser paints it (the root's, or the body's). */
const background = (page: Page) =>
  page.evaluate(() =>
    [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => colour !== 'rgba(0, 0, 0, 0)'),
  );
/** The page's root has the dark class (retried: a page may still be settling after a load). */
const expectDark = (page: Page, dark = true) =>
  dark
    ? expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
    : expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
const chosen = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('webshop-colour-mode'));

test.describe('on a device that asks for dark colours', () => {
  test.use({ colorScheme: 'dark' });

  test('the shop is dark from its first paint, and the switch keeps light on this device', async ({
    page,
  }) => {
    // The page's own markup, with none of the app's code: already dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expectDark(page);
    const dark = await background(page);
    await page.unrouteAll();
    await page.goto('/');

    const toggle = page.getByRole('button', { name: 'Dark colours' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await background(page)).toBe(dark);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectDark(page, false);
    expect(await background(page)).not.toBe(dark);
    expect(await chosen(page)).toBe('light');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark colours' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectDark(page, false);

    // Back to the device's own: the choice is forgotten.
    await page.getByRole('button', { name: 'Dark colours' }).click();
    await expectDark(page);
    expect(await chosen(page)).toBeNull();
  });

  test('the dashboard follows the same colours, and its switch too @staff', async ({ page }) => {
    await openAsStaff(page, '/dashboard');
    const toggle = page.getByRole('button', { name: 'Dark colours' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectDark(page, false);
  });
});

test('on a light device the switch turns dark colours on, and a new page keeps them', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark colours' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await chosen(page)).toBe('dark');
  await page.goto('/cart');
  await expectDark(page);
});

import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test('the mobile drawer shows category tabs, Shop now tiles and a sign-in link', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();

  await drawer.getByRole('tab', { name: 'Tools' }).click();
  await expect(drawer.getByRole('tab', { name: 'Tools' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByText('Hand Tools')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Shop now' }).first()).toBeVisible();

  await drawer.getByRole('link', { name: 'sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('at 375 px the catalogue is one column of cards at most 250 px wide', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.width).toBeLessThanOrEqual(250);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
});

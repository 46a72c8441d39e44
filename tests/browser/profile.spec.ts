import type { Page } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';

/** Opens the profile through the dashboard menu. */
async function openProfile(page: Page): Promise<void> {
  await openAsStaff(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('link', { name: 'my profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
}

test('the disclaimer is yellow, as the spec says @staff', async ({ page }) => {
  await openProfile(page);
  // The colour behind the disclaimer's title: the nearest background that is not transparent.
  const background = await page
    .getByText('Use your own email address')
    .evaluate((element: Element | null) => {
      for (; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return '';
    });
  const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  expect(max - min, `a coloured background, got "${background}"`).toBeGreaterThan(20);
  expect(r, 'red leads').toBe(max);
  // Hue: yellow is about 50 to 65 degrees, orange (Chakra's warning colour) about 30.
  expect((60 * (g - b)) / (max - min), `the hue of ${background}`).toBeGreaterThan(45);
});

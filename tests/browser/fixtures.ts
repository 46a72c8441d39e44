import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/seed';

/** Every page starts with the mock's latency at 0, so tests wait on behaviour, not on timers. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('webshop-mock:latency', '0'));
    await use(page);
  },
});

export { expect };

export async function signIn(
  page: Page,
  password: string = DEMO_CREDENTIALS.password,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CREDENTIALS.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsStaff(page: Page): Promise<void> {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';

/** Signs in through the sign-in form, as a user does. */
export async function signIn(
  page: Page,
  password: string = DEMO_CREDENTIALS.password,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CREDENTIALS.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

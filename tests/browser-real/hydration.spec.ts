import { expect, test } from '@playwright/test';
import {
  GUEST_ADDRESSES,
  PRODUCT_ADDRESSES,
  serveProductHtml,
  SHARED_CATALOGUE_LINKS,
} from '../support/opened-addresses';
import {
  appInteractive,
  fillAsAPasswordManager,
  onSignInBeforeTheApp,
  signsInWithWhatWasEntered,
  typeAsSoonAsShown,
} from '../support/early-input';
import { pageErrors } from '../support/prerendered-pages';
import { signIn } from '../support/sign-in';
import { controlHeaders, realModeSettings } from './servers.mjs';

const { apiOrigin: API_ORIGIN } = realModeSettings();

test('real mode: shared links, product pages, public pages and the dashboard open with no error', async ({
  page,
}) => {
  const reset = await page.request.post(`${API_ORIGIN}/__mock/reset`, {
    headers: controlHeaders(),
  });
  expect(reset.ok()).toBe(true);
  // Nothing is excused: production returns `{"product": {}}` (200) for an unknown product, as
  // the mock server does, so not even a failed load is logged.
  const errors = pageErrors(page);
  const served = await serveProductHtml(page);
  for (const { path, opened } of [
    ...SHARED_CATALOGUE_LINKS,
    ...PRODUCT_ADDRESSES,
    ...GUEST_ADDRESSES,
  ]) {
    const before = errors.length;
    await page.goto(path);
    await opened(page);
    // A prerendered page shows what `opened` waits for before the app has hydrated it, and a
    // mismatch is logged only then.
    await appInteractive(page);
    await page.waitForLoadState('networkidle');
    expect(errors.slice(before), path).toEqual([]);
  }
  expect(served).toEqual(PRODUCT_ADDRESSES.map(({ path }) => path));

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = errors.length;
  await page.goto('/dashboard');
  await expect(page.getByText('Admin dashboard').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors.slice(before), 'the dashboard, signed in').toEqual([]);
});

test.describe('real mode: the sign-in form before the app has started', () => {
  test('at 4× CPU, typed as soon as the fields show, signs in', async ({ page }) => {
    await typeAsSoonAsShown(page, 4);
    await signsInWithWhatWasEntered(page);
  });

  test('fields a password manager filled at load sign in', async ({ page }) => {
    await onSignInBeforeTheApp(page, () => fillAsAPasswordManager(page));
    await signsInWithWhatWasEntered(page);
  });
});

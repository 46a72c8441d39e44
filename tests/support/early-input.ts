import { expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { INTERACTIVE_MARK } from '../../src/app/early-interactions';

// What a visitor types or a password manager fills on a prerendered page before the app has
// hydrated it, on the demo build and on the production build alike.

/** Holds back the app's own chunk until released: the page shows, but is not yet hydrated. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once the app has hydrated the page and taken what was held. */
export async function appInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    INTERACTIVE_MARK,
  );
}

/** Whether the app has taken over the page yet. */
const isInteractive = (page: Page): Promise<boolean> =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);

/** The page's CPU slowed down as a phone's (Chromium's DevTools protocol). */
export async function slowCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

export const usernameField = (page: Page) => page.locator('input[name="username"]');
export const passwordField = (page: Page) => page.locator('input[name="password"]');

/** Types the demo staff account's username and password key by key. */
export async function typeCredentials(page: Page): Promise<void> {
  await usernameField(page).pressSequentially(DEMO_CREDENTIALS.username);
  await passwordField(page).pressSequentially(DEMO_CREDENTIALS.password);
}

/** Fills both fields as a password manager does at load: the values set, input and change fired. */
export async function fillAsAPasswordManager(page: Page): Promise<void> {
  await usernameField(page).waitFor();
  await page.evaluate(({ username, password }) => {
    for (const [name, value] of Object.entries({ username, password })) {
      const field = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, DEMO_CREDENTIALS);
}

/** Both fields still hold the account once the app runs, and Sign in reaches the dashboard. */
export async function signsInWithWhatWasEntered(page: Page): Promise<void> {
  await appInteractive(page);
  await expect(usernameField(page)).toHaveValue(DEMO_CREDENTIALS.username);
  await expect(passwordField(page)).toHaveValue(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens `/sign-in` with the app held back, does `meanwhile` on the painted page, lets it run. */
export async function onSignInBeforeTheApp(
  page: Page,
  meanwhile: () => Promise<void>,
): Promise<void> {
  const release = await holdTheApp(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await meanwhile();
  release();
}

/**
 * Opens `/sign-in` at `rate`× CPU and types the account as soon as the fields show; once the app
 * runs, the CPU is back to normal. Says whether typing began before the app ran.
 */
export async function typeAsSoonAsShown(page: Page, rate: number): Promise<boolean> {
  const normalCpu = await slowCpu(page, rate);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await usernameField(page).waitFor();
  const beforeTheApp = !(await isInteractive(page));
  await typeCredentials(page);
  await appInteractive(page);
  await normalCpu();
  return beforeTheApp;
}

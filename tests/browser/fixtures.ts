import { test as base, expect, type Page } from '@playwright/test';
import { endpoints } from '../../src/config/endpoints';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { cspViolations } from '../support/csp-violations';

/**
 * Every page starts with the mock's latency at 0, so tests wait on behaviour, not on timers. The
 * preview sends the build's security headers; a test fails if its page broke the CSP anywhere.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('webshop-mock:latency', '0'));
    const violations = await cspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
export { signIn } from '../support/sign-in';

/**
 * Waits for the mock's control object (`window.__mock`), which a page load does not wait for,
 * and for its service worker to control the page: a page opened while the worker still
 * activates is not controlled, and MSW reloads it, losing what a test typed.
 */
export async function mockStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.__mock !== undefined && navigator.serviceWorker.controller !== null,
  );
}

/**
 * Signs in as the demo staff user and loads `path` (the dashboard by default) afresh. It sends
 * the form's sign-in call instead of using the form, which waits a second before it redirects
 * (the form has tests of its own).
 */
export async function signInAsStaff(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto('/sign-in');
  // The page is prerendered, so its form shows before the mock has started: until it has, the
  // call reaches the static server (404) and is made again. MSW reloads a page its worker does
  // not control yet (one opened while the previous page registered it), which ends a call.
  const signInCall = () =>
    page
      .evaluate(
        async ({ loginPath, credentials }) => {
          const response = await fetch(loginPath, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(credentials),
          });
          return response.status;
        },
        { loginPath: endpoints.login.path, credentials: DEMO_CREDENTIALS },
      )
      .catch((error: unknown) => String(error));
  await expect.poll(signInCall, { message: 'the sign-in call' }).toBe(200);
  await page.goto(path);
  // A guest would have been sent to the home page.
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await mockStarted(page);
}

import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { endpoints } from '../../src/config/endpoints';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { cspViolations } from '../support/csp-violations';
import { failureReport } from './failure-report';

/** What a browser context starts from: cookies, and localStorage and IndexedDB by origin. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The tag of a test whose page starts signed in as the demo staff user: `@staff` at the end of
 * its title (or its describe's), then `openAsStaff(page, path)`. Tests of the sign-in itself use
 * the form (or `signInAsStaff`).
 */
const STAFF_TAG = '@staff';

/** The mock's latency at 0 on every page it opens, before the app reads it. */
async function withoutLatency(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('webshop-mock:latency', '0'));
}

/**
 * Every page starts with the mock's latency at 0, so tests wait on behaviour, not on timers. The
 * preview sends the build's security headers; a test fails if its page broke the CSP anywhere.
 *
 * A test tagged `@staff` starts with the demo staff user's session, signed in once per worker:
 * the mock keeps a session in its cookies (`document.cookie`) and its tokens in the mock's db
 * (IndexedDB), and a storage state carries both. A session is renewed once half its access
 * token's life has gone, so no test starts with one about to expire, however slow the machine.
 */
export const test = base.extend<object, { staffSession: () => Promise<StorageState> }>({
  staffSession: [
    async ({ browser }, use, workerInfo) => {
      let session: { state: StorageState; renewAt: number } | undefined;
      await use(async () => {
        if (!session || Date.now() >= session.renewAt) {
          session = await signedInSession(browser, workerInfo.project.use.baseURL);
        }
        return session.state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, staffSession }, use, testInfo) => {
    await use(testInfo.tags.includes(STAFF_TAG) ? await staffSession() : storageState);
  },
  page: async ({ page }, use, testInfo) => {
    await withoutLatency(page);
    const violations = await cspViolations(page);
    const failure = failureReport(page, testInfo);
    await use(page);
    await failure.report();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
export { signIn } from '../support/sign-in';

/**
 * Waits for the mock's control object (`window.__mock`), which a page load does not wait for,
 * for its service worker to control the page (a page opened while the worker still activates is
 * not controlled, and MSW reloads it, losing what a test typed), and for `__mock.ready`.
 */
export async function mockStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.__mock !== undefined && navigator.serviceWorker.controller !== null,
  );
  await page.evaluate(() => window.__mock!.ready);
}

/**
 * Sends the sign-in form's call for the demo staff user from `/sign-in` (the form waits a second
 * before it redirects; it has tests of its own).
 */
async function sendSignInCall(page: Page): Promise<void> {
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
}

/**
 * Signs in in a context of its own and keeps its storage state (the mock stores the db, with
 * the new tokens, before it responds to the call), and when to renew it.
 */
async function signedInSession(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ state: StorageState; renewAt: number }> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await withoutLatency(page);
    const signedInAt = Date.now();
    await sendSignInCall(page);
    const state = await context.storageState({ indexedDB: true });
    const access = state.cookies.find(({ name }) => name === 'access_token');
    expect(access, 'the sign-in set the access token cookie').toBeDefined();
    return { state, renewAt: signedInAt + (access!.expires * 1000 - signedInAt) / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Loads `path` (the dashboard by default) in a test tagged `@staff`, whose page starts signed in
 * as the demo staff user, and waits for the mock.
 */
export async function openAsStaff(page: Page, path = '/dashboard'): Promise<void> {
  expect(test.info().tags, 'openAsStaff: the test is tagged @staff').toContain(STAFF_TAG);
  await page.goto(path);
  // A guest would have been sent to the home page.
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await mockStarted(page);
}

/**
 * Signs in as the demo staff user on this page, by the form's call, and loads `path` (the
 * dashboard by default) afresh. For a sign-in in the middle of a test, or after a setting that
 * must apply to it; a test that starts signed in is tagged `@staff` instead (`openAsStaff`).
 */
export async function signInAsStaff(page: Page, path = '/dashboard'): Promise<void> {
  await sendSignInCall(page);
  await page.goto(path);
  // A guest would have been sent to the home page.
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await mockStarted(page);
}

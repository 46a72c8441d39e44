import { expect, test, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { START_FAILED_TITLE } from '../../src/app/start-failed';
import { endpoints } from '../../src/config/endpoints';
import { expectNoAxeViolations } from '../browser/axe';
import {
  appInteractive,
  passwordField,
  typeCredentials,
  usernameField,
} from '../support/early-input';
import { controlHeaders, realModeSettings } from './servers.mjs';

// The first load's own code (the app's chunk) dropped on the way: the prerendered page is drawn
// but asleep. These run on the real-mode build: the demo's service worker loads a first page
// it does not yet control again, once it does.
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;
const { apiOrigin: API_ORIGIN } = realModeSettings();

/** The calls to `path` the page sends from now on. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: START_FAILED_TITLE });

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${API_ORIGIN}/__mock/reset`, { headers: controlHeaders() });
  expect(reset.ok()).toBe(true);
});

test('real mode: the first load dropped says so with Retry; what was typed stays, a tap on the asleep page is not done later', async ({
  page,
}) => {
  const signIns = callsTo(page, endpoints.login.path);
  await page.route(APP_CHUNK, (route) => route.abort('connectionreset'));
  await page.goto('/sign-in');

  await expect(notice(page)).toContainText('Its download was interrupted.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'the first load that could not be downloaded');
  await typeCredentials(page);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry' }).click();
  await appInteractive(page);
  await expect(notice(page)).toHaveCount(0);
  // The focus Retry held goes to the page, not to nothing.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await expect(usernameField(page)).toHaveValue(DEMO_CREDENTIALS.username);
  await expect(passwordField(page)).toHaveValue(DEMO_CREDENTIALS.password);
  // The tap made while the page slept was not sent once it woke: the visitor sends it again,
  // and it is the one sign-in sent.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(signIns).toEqual(['POST']);
});

test('real mode: offline on the first load, the page says so and wakes by itself back online', async ({
  page,
  context,
}) => {
  const adds = callsTo(page, endpoints.addToCart.path);
  await page.route(APP_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(notice(page)).toContainText('Its download was interrupted.');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await context.setOffline(true);
  await expect(notice(page)).toContainText('You are offline.');

  await page.unrouteAll();
  await context.setOffline(false);
  await appInteractive(page);
  await expect(notice(page)).toHaveCount(0);
  // The tap made while the page slept was not sent once it woke: the one the visitor makes now
  // is the only one, and the cart holds one unit.
  const added = page.waitForResponse(
    (response) => new URL(response.url()).pathname === endpoints.addToCart.path,
  );
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await added;
  await page.waitForLoadState('networkidle');
  expect(adds).toEqual(['POST']);
  await expect(page.getByRole('link', { name: /^cart \d/ })).toHaveAccessibleName(/^cart 1\b/);
});

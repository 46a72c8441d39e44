import { expect, mockStarted, test } from './fixtures';

declare global {
  interface Window {
    /** How many service worker registrations a page found as it started. */
    registrationsAtStart?: Promise<number>;
  }
}

test('the mock worker stays registered from one page load to the next, in a single tab', async ({
  page,
}) => {
  await page.goto('/');
  await mockStarted(page);
  await page.addInitScript(() => {
    window.registrationsAtStart = navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.length);
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  expect(await page.evaluate(() => window.registrationsAtStart)).toBe(1);
});

test('a failed check for a newer mock worker is a console warning, not a page error', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  context.on('weberror', (error) => pageErrors.push(error.error().message));
  await page.goto('/');
  await mockStarted(page);

  // The check fails as when the script cannot be fetched (the page navigates, the network drops).
  await page.addInitScript(() => {
    ServiceWorkerRegistration.prototype.update = () =>
      Promise.reject(
        new TypeError(
          `Failed to update a ServiceWorker for scope ('${location.origin}/') with script ('${location.origin}/mockServiceWorker.js'): An unknown error occurred when fetching the script.`,
        ),
      );
  });
  const warning = page.waitForEvent('console', (message) =>
    message.text().includes('The check for a newer mock worker failed'),
  );
  // The reloaded page finds the worker registered and checks it for an update.
  await page.reload();
  await warning;
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

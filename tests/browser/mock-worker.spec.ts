import { expect, test } from './fixtures';

test('a failed check for a newer mock worker is a console warning, not a page error', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  context.on('weberror', (error) => pageErrors.push(error.error().message));
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Another open tab keeps the worker registered: a reload finds it and checks it for an update.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('article').first()).toBeVisible();

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
  await page.reload();
  await warning;
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { expect, mockStarted, openAsStaff, test } from './fixtures';
import { REDIRECT_DELAY_MS, TOAST_DURATION_MS } from '../../src/config/constants';
import { shownToast } from './shop-helpers';

async function openOrderList(page: Page): Promise<void> {
  await openAsStaff(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('link', { name: 'orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-management$/);
}

/** The order rows (the header row has no 'View details' link). */
const orderRows = (page: Page): Locator =>
  page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'View details' }) });

/** The rows' 'View details' targets: which orders are on screen. */
const rowLinks = (page: Page): Promise<(string | null)[]> =>
  orderRows(page)
    .getByRole('link', { name: 'View details' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The previous rows stay on screen until the next page arrives: wait until none is left. */
async function waitForOtherRows(page: Page, previous: (string | null)[]): Promise<void> {
  await expect
    .poll(async () => {
      const links = await rowLinks(page);
      return links.length > 0 && links.every((link) => !previous.includes(link));
    })
    .toBe(true);
}

/** The rows' dates (dd.mm.yyyy) as sortable yyyymmdd numbers. */
async function rowDates(page: Page): Promise<number[]> {
  const cells = await orderRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td')?.textContent ?? ''),
  );
  expect(cells.length).toBeGreaterThan(0);
  return cells.map((text) => {
    const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
    expect(match, `a dd.mm.yyyy date, got "${text}"`).not.toBeNull();
    const [, dd, mm, yyyy] = match!;
    return Number(`${yyyy}${mm}${dd}`);
  });
}

/** Which colour channel dominates the badge's text: 'red', 'green', 'blue' or 'grey'. */
async function dominantColour(badge: Locator): Promise<string> {
  const rgb = await badge.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  if (Math.max(r, g, b) - Math.min(r, g, b) < 30) return 'grey';
  if (r > g && r > b) return 'red';
  return g > b ? 'green' : 'blue';
}

test('each status change shows in the list badge after the redirect back @staff', async ({
  page,
}) => {
  await openOrderList(page);
  // Time runs on, and the test steps past the redirect's and the toast's delays.
  await page.clock.install();
  const firstRow = orderRows(page).first();
  await expect(firstRow.getByText('pending', { exact: true })).toBeVisible();
  expect(await dominantColour(firstRow.getByText('pending', { exact: true }))).toBe('grey');

  const changes = [
    { button: 'Rejected', badge: 'rejected', colour: 'red' },
    { button: 'Accepted (Preparation)', badge: 'accepted', colour: 'green' },
    { button: 'Finished (Order done)', badge: 'finished', colour: 'blue' },
  ];
  for (const change of changes) {
    await firstRow.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await page.getByRole('button', { name: change.button }).click();
    await expect(shownToast(page, 'Status changes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rejected' })).toBeDisabled();
    await page.clock.runFor(Math.max(REDIRECT_DELAY_MS, TOAST_DURATION_MS));
    await expect(page).toHaveURL(/\/dashboard\/order-management$/);
    const badge = firstRow.getByText(change.badge, { exact: true });
    await expect(badge).toBeVisible();
    expect(await dominantColour(badge)).toBe(change.colour);
    await expect(shownToast(page, 'Status changes')).toHaveCount(0);
  }
});

test('the order list keeps its page and sort on reload and back; the dashboard menu marks the page shown; a failed status change stays on the order @staff', async ({
  page,
}) => {
  // Three screens' checks on one context.
  test.slow();
  await test.step('page and sort stay on reload and back', async () => {
    await openOrderList(page);
    await expect(orderRows(page)).toHaveCount(5);
    const oldestFirst = await rowLinks(page);
    const oldestDates = await rowDates(page);
    await page.getByLabel('sort by date').selectOption({ label: 'Newest (DESC)' });
    await expect(page).toHaveURL(/\?sort=desc$/);
    await waitForOtherRows(page, oldestFirst);
    // The five newest: each newer than the five oldest.
    await expect.poll(async () => (await rowDates(page)).at(-1)).toBeGreaterThan(oldestDates[4]);
    const newestFirst = await rowLinks(page);
    const newestDates = await rowDates(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order-management\?page=2&sort=desc$/);
    await waitForOtherRows(page, newestFirst);
    // Page 2 of newest first: older orders than page 1's last.
    await expect.poll(async () => (await rowDates(page))[0]).toBeLessThan(newestDates[4]);
    await expect(orderRows(page)).toHaveCount(5);
    const before = await rowDates(page);

    await page.reload();
    await expect(page.getByLabel('sort by date')).toHaveValue('desc');
    await expect(page.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(orderRows(page)).toHaveCount(5);
    expect(await rowDates(page)).toEqual(before);
    await expect(page).toHaveURL(/\/dashboard\/order-management\?page=2&sort=desc$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/order-management\?sort=desc$/);
    await expect(page.getByRole('button', { name: 'page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  await test.step('the dashboard menu marks the page shown', async () => {
    await openOrderList(page);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const orders = menu.getByRole('link', { name: 'orders' });
    const products = menu.getByRole('link', { name: 'products' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(products).not.toHaveAttribute('aria-current');
    const background = (link: Locator) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(orders)).not.toBe(await background(products));

    await menu.getByRole('link', { name: 'my profile' }).click();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(menu.getByRole('link', { name: 'my profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(orders).not.toHaveAttribute('aria-current');
  });

  await test.step('a failed status change shows the detail and stays on the order', async () => {
    await page.goto('/dashboard/order/1?scenario=status-change-fails');
    await mockStarted(page);
    await page.clock.install();
    await page.getByRole('button', { name: 'Accepted (Preparation)' }).click();
    await expect(
      shownToast(page, 'The order was changed by someone else. Reload and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accepted (Preparation)' })).toBeEnabled();
    await page.clock.runFor(2_000); // past the redirect delay: no redirect happens
    await expect(page).toHaveURL(/\/dashboard\/order\/1\?scenario=status-change-fails$/);
  });
});

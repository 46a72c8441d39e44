import type { Page } from '@playwright/test';
import { expect, mockStarted, test } from './fixtures';
import { card, cardWithStock, km } from './shop-helpers';

/** Adds one unit from the catalogue card and waits for the cart count to show it. */
async function addFromCard(page: Page, name: string, expectedCount: number) {
  await card(page, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`^cart ${expectedCount} item`) }),
  ).toBeVisible();
}

async function cardPrice(page: Page, name: string): Promise<number> {
  const text = await card(page, name)
    .getByText(/^BAM: /)
    .innerText();
  return Number(text.replace('BAM: ', ''));
}

/** In-app navigation keeps the mock data (a full page load reseeds it). */
async function openCart(page: Page) {
  await page.getByRole('link', { name: /^cart \d/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

function line(page: Page, name: string) {
  return page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name });
}

async function expectTotals(page: Page, total: number) {
  const summary = page.getByRole('region', { name: 'Order summary' });
  // Original price and Total both show the sum of the lines.
  await expect(summary.getByText(km(total), { exact: true })).toHaveCount(2);
}

test('rapid clicks send one request each and the totals settle on the server values', async ({
  page,
}) => {
  await page.goto('/');
  const product = await cardWithStock(page, (stock) => stock >= 5);
  // The count below then waits for the answer, not for the demo's backend to start.
  await mockStarted(page);
  const price = await cardPrice(page, product);
  await addFromCard(page, product, 1);
  await openCart(page);

  // Slow responses, so the clicks overlap requests still on their way.
  await page.evaluate(() => window.__mock?.setLatency(250));
  const updates: string[] = [];
  page.on('request', (request) => {
    const direction = /\/api\/cart\/(inc|dec)$/.exec(request.url())?.[1];
    if (direction) updates.push(direction);
  });
  const plus = line(page, product).getByRole('button', { name: `Increase quantity of ${product}` });
  for (let click = 0; click < 4; click += 1) await plus.click();
  const minus = line(page, product).getByRole('button', {
    name: `Decrease quantity of ${product}`,
  });
  for (let click = 0; click < 2; click += 1) await minus.click();

  await expect.poll(() => updates.length).toBe(6);
  expect(updates.filter((direction) => direction === 'inc')).toHaveLength(4);
  await expect(page.getByRole('link', { name: 'cart 3 items' })).toBeVisible();
  await expect(line(page, product).getByText(km(price * 3), { exact: true })).toBeVisible();
  await expectTotals(page, price * 3);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { card, cardWithStock, km, shownToast } from './shop-helpers';

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

test('add two products, increase, decrease and remove with totals right to the cent', async ({
  page,
}) => {
  await page.goto('/');
  const first = await cardWithStock(page, (stock) => stock >= 2);
  const second = await cardWithStock(page, (stock) => stock >= 2, [first]);
  const firstPrice = await cardPrice(page, first);
  const secondPrice = await cardPrice(page, second);

  await addFromCard(page, first, 1);
  await expect(shownToast(page, 'Item added to cart').first()).toBeVisible();
  await addFromCard(page, second, 2);
  await addFromCard(page, first, 3);

  await openCart(page);
  await expect(line(page, first).getByText(km(firstPrice * 2), { exact: true })).toBeVisible();
  await expect(line(page, second).getByText(km(secondPrice), { exact: true })).toBeVisible();
  await expectTotals(page, firstPrice * 2 + secondPrice);

  await line(page, second)
    .getByRole('button', { name: `Increase quantity of ${second}` })
    .click();
  await expect(shownToast(page, 'Item increased').first()).toBeVisible();
  await expect(line(page, second).getByText(km(secondPrice * 2), { exact: true })).toBeVisible();
  await expectTotals(page, firstPrice * 2 + secondPrice * 2);

  await line(page, first)
    .getByRole('button', { name: `Decrease quantity of ${first}` })
    .click();
  await expect(shownToast(page, 'Item decreased').first()).toBeVisible();
  await expectTotals(page, firstPrice + secondPrice * 2);
  await expect(
    line(page, first).getByRole('button', { name: `Decrease quantity of ${first}` }),
  ).toBeDisabled();

  await line(page, second)
    .getByRole('button', { name: `Remove ${second}` })
    .click();
  await expect(shownToast(page, 'Item removed').first()).toBeVisible();
  await expect(line(page, second)).toHaveCount(0);
  await expectTotals(page, firstPrice);
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await line(page, first)
    .getByRole('button', { name: `Remove ${first}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
});

test('rapid clicks send one request each and the totals settle on the server values', async ({
  page,
}) => {
  await page.goto('/');
  const product = await cardWithStock(page, (stock) => stock >= 5);
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

test('every click on Add to cart is one more unit, on the card and on the details', async ({
  page,
}) => {
  await page.goto('/');
  const product = await cardWithStock(page, (stock) => stock >= 5);
  const price = await cardPrice(page, product);
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/add-item' || path.startsWith('/api/cart/')) sent.push(path);
  });
  const addOnCard = card(page, product).getByRole('button', { name: 'Add to cart' });
  await addOnCard.click();
  await addOnCard.click();
  await expect(page.getByRole('link', { name: 'cart 2 items' })).toBeVisible();

  await card(page, product).getByRole('link', { name: product }).click();
  const addOnDetails = page.getByRole('button', { name: 'Add to cart' });
  // The grid stays on screen until the details have loaded (a transition).
  await expect(addOnDetails).toHaveCount(1);
  for (let click = 0; click < 3; click += 1) await addOnDetails.click();
  await expect(page.getByRole('link', { name: 'cart 5 items' })).toBeVisible();
  // The server takes a product once; every later click increases its line.
  expect(sent).toEqual(['/api/add-item', ...Array(4).fill('/api/cart/inc')]);

  await openCart(page);
  await expect(line(page, product).getByText(km(price * 5), { exact: true })).toBeVisible();
});

test('increasing past the stock shows the server message and keeps the quantity', async ({
  page,
}) => {
  await page.goto('/');
  const lastOne = await cardWithStock(page, (stock) => stock === 1);
  const price = await cardPrice(page, lastOne);
  await addFromCard(page, lastOne, 1);
  await openCart(page);
  await line(page, lastOne)
    .getByRole('button', { name: `Increase quantity of ${lastOne}` })
    .click();
  await expect(page.getByText(/Not enough stock/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  await expectTotals(page, price);
});

test('a refused add-to-cart shows the server detail (?scenario=out-of-stock)', async ({ page }) => {
  await page.goto('/?scenario=out-of-stock');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Not enough stock available')).toBeVisible();
  await expect(page.getByText('Item added to cart')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
});

test('an empty cart says so and links back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { card, km } from './shop-helpers';

/** Adds one unit from the catalogue card and waits for the cart count to show it. */
async function addFromCard(page: Page, name: string, expectedCount: number) {
  await card(page, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`^cart, ${expectedCount} item`) }),
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
  await page.getByRole('link', { name: /^cart, / }).click();
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
  const drill = 'Unbranded Drill';
  const laptop = 'Small Laptop';
  await page.goto('/');
  const drillPrice = await cardPrice(page, drill);
  const laptopPrice = await cardPrice(page, laptop);

  await addFromCard(page, drill, 1);
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
  await addFromCard(page, laptop, 2);
  await addFromCard(page, drill, 3);

  await openCart(page);
  await expect(line(page, drill).getByText(km(drillPrice * 2), { exact: true })).toBeVisible();
  await expect(line(page, laptop).getByText(km(laptopPrice), { exact: true })).toBeVisible();
  await expectTotals(page, drillPrice * 2 + laptopPrice);

  await line(page, laptop)
    .getByRole('button', { name: `Increase quantity of ${laptop}` })
    .click();
  await expect(page.getByText('Item increased').first()).toBeVisible();
  await expect(line(page, laptop).getByText(km(laptopPrice * 2), { exact: true })).toBeVisible();
  await expectTotals(page, drillPrice * 2 + laptopPrice * 2);

  await line(page, drill)
    .getByRole('button', { name: `Decrease quantity of ${drill}` })
    .click();
  await expect(page.getByText('Item decreased').first()).toBeVisible();
  await expectTotals(page, drillPrice + laptopPrice * 2);
  await expect(
    line(page, drill).getByRole('button', { name: `Decrease quantity of ${drill}` }),
  ).toBeDisabled();

  await line(page, laptop)
    .getByRole('button', { name: `Remove ${laptop}` })
    .click();
  await expect(page.getByText('Item removed').first()).toBeVisible();
  await expect(line(page, laptop)).toHaveCount(0);
  await expectTotals(page, drillPrice);
  await expect(page.getByRole('link', { name: 'cart, 1 item' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await line(page, drill)
    .getByRole('button', { name: `Remove ${drill}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
});

test('rapid clicks send one request each and the totals settle on the server values', async ({
  page,
}) => {
  const tee = 'Modern Tee'; // 20 in stock
  await page.goto('/');
  const price = await cardPrice(page, tee);
  await addFromCard(page, tee, 1);
  await openCart(page);

  // Slow answers, so the clicks overlap requests still on their way.
  await page.evaluate(() => window.__mock?.setLatency(250));
  const updates: string[] = [];
  page.on('request', (request) => {
    const direction = /\/api\/cart\/(inc|dec)$/.exec(request.url())?.[1];
    if (direction) updates.push(direction);
  });
  const plus = line(page, tee).getByRole('button', { name: `Increase quantity of ${tee}` });
  for (let click = 0; click < 5; click += 1) await plus.click();
  const minus = line(page, tee).getByRole('button', { name: `Decrease quantity of ${tee}` });
  for (let click = 0; click < 2; click += 1) await minus.click();

  await expect.poll(() => updates.length).toBe(7);
  expect(updates.filter((direction) => direction === 'inc')).toHaveLength(5);
  await expect(page.getByRole('link', { name: 'cart, 4 items' })).toBeVisible();
  await expect(line(page, tee).getByText(km(price * 4), { exact: true })).toBeVisible();
  await expectTotals(page, price * 4);
});

test('every click on Add to cart is one more unit, on the card and on the details', async ({
  page,
}) => {
  const tee = 'Modern Tee';
  await page.goto('/');
  const price = await cardPrice(page, tee);
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/add-item' || path.startsWith('/api/cart/')) sent.push(path);
  });
  const addOnCard = card(page, tee).getByRole('button', { name: 'Add to cart' });
  await addOnCard.click();
  await addOnCard.click();
  await expect(page.getByRole('link', { name: 'cart, 2 items' })).toBeVisible();

  await card(page, tee).getByRole('link', { name: tee }).click();
  const addOnDetails = page.getByRole('button', { name: 'Add to cart' });
  for (let click = 0; click < 3; click += 1) await addOnDetails.click();
  await expect(page.getByRole('link', { name: 'cart, 5 items' })).toBeVisible();
  // The server takes a product once; every later click increases its line.
  expect(sent).toEqual(['/api/add-item', ...Array(4).fill('/api/cart/inc')]);

  await openCart(page);
  await expect(line(page, tee).getByText(km(price * 5), { exact: true })).toBeVisible();
});

test('increasing past the stock shows the server message and keeps the quantity', async ({
  page,
}) => {
  const notebook = 'Bespoke Notebook'; // 1 in stock
  await page.goto('/');
  const price = await cardPrice(page, notebook);
  await addFromCard(page, notebook, 1);
  await openCart(page);
  await line(page, notebook)
    .getByRole('button', { name: `Increase quantity of ${notebook}` })
    .click();
  await expect(page.getByText(/Not enough stock/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'cart, 1 item' })).toBeVisible();
  await expectTotals(page, price);
});

test('a refused add-to-cart shows the server detail (?scenario=out-of-stock)', async ({ page }) => {
  await page.goto('/?scenario=out-of-stock');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Not enough stock available')).toBeVisible();
  await expect(page.getByText('Item added to cart')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'cart, 0 items' })).toBeVisible();
});

test('an empty cart says so and links back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

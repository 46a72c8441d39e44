import type { BrowserContext, Page } from '@playwright/test';
import { PERSISTENCE_MESSAGES } from '../../mocks/persistence/messages';
import { expect, mockStarted, test } from './fixtures';
import { card, cardWithStock, shownToast } from './shop-helpers';

/** Another tab of the same browser, with the mock's latency at 0 like the first. */
async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('webshop-mock:latency', '0'));
  return page;
}

/** Waits until the tab's page gets the mock's answer to a call (JSON, not the static server's). */
async function mockAnswers(tab: Page): Promise<void> {
  await expect
    .poll(() =>
      tab
        .evaluate(async () => {
          const response = await fetch('/api/products');
          return response.ok && (response.headers.get('Content-Type') ?? '').includes('json');
          // A page MSW reloads meanwhile ends the call: asked again.
        })
        .catch(() => false),
    )
    .toBe(true);
}

/** Every response of the context that tells of a server failure or of two tabs' rows colliding. */
function failedResponses(context: BrowserContext): string[] {
  const failures: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 500 || response.status() === 409) {
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return failures;
}

async function addToCart(page: Page, name: string): Promise<void> {
  await card(page, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(shownToast(page, 'Item added to cart').first()).toBeVisible();
}

/** The stock the product's card shows. */
async function stockOn(page: Page, name: string): Promise<number> {
  const text = await card(page, name)
    .getByText(/^Quantity: \d+$/)
    .innerText();
  return Number(text.replace('Quantity: ', ''));
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^cart \d/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const customer = {
    'First name': 'Ana',
    'Last name': 'Anić',
    Phone: '061234567',
    Address: 'Titova 1',
  };
  for (const [label, value] of Object.entries(customer)) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(shownToast(page, 'Order successfully made')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/** The number of orders and the lines of the newest two, as a tab's mock holds them. */
function mockData(page: Page) {
  return page.evaluate(() => {
    const { product, order, orderLine } = window.__mock!.snapshot();
    const nameOf = (id: unknown) => product.find((row) => row.id === id)?.product_name;
    const newest = order.slice(-2).map((row) =>
      orderLine
        .filter((line) => line.order_id === row.id)
        .map((line) => nameOf(line.product_id))
        .sort(),
    );
    return { orders: order.length, newest };
  });
}

test('two tabs share one cart and one set of data: each uses what the other stored, and a reload shows it', async ({
  page: first,
  context,
}) => {
  test.slow();
  const failures = failedResponses(context);
  const second = await openTab(context);
  // One tab after the other: MSW reloads a tab opened while the other's worker still activates,
  // which would lose its clicks. Each count then waits for the answer, not for the backend's start.
  await first.goto('/');
  await mockStarted(first);
  await second.goto('/');
  await mockStarted(second);
  // Until the reload the tabs move by clicks only, so each keeps its mock running in memory.
  const one = await cardWithStock(first, (stock) => stock > 0);
  const two = await cardWithStock(second, (stock) => stock > 0, [one]);

  // One cart (one visitor session), filled from both tabs at once.
  await Promise.all([addToCart(first, one), addToCart(second, two)]);
  await placeOrder(first);
  // The first tab's order emptied the cart the second tab still shows (with both products).
  const another = await cardWithStock(second, (stock) => stock > 1, [one, two]);
  const stockOfAnother = await stockOn(second, another);
  await addToCart(second, another);
  await expect(second.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  await placeOrder(second);

  await Promise.all([first.reload(), second.reload()]);
  for (const tab of [first, second]) {
    // The second tab's order, on the first tab's screen too.
    await expect(card(tab, another)).toContainText(`Quantity: ${stockOfAnother - 1}`);
    const data = await mockData(tab);
    expect(data.orders).toBe(14);
    expect(data.newest).toEqual([[one, two].sort(), [another]]);
  }
  expect(failures).toEqual([]);
});

test('a change the full storage refuses is kept on screen with a warning, and a reload brings the last saved data', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args) {
      if (sessionStorage.getItem('storage-full') === 'yes') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await page.goto('/');
  // The count below then waits for the answer, not for the demo's backend to start.
  await mockStarted(page);
  const addButtons = page.getByRole('article').getByRole('button', { name: 'Add to cart' });
  await addButtons.first().click();
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('storage-full', 'yes'));
  await addButtons.nth(1).click();
  await expect(shownToast(page, PERSISTENCE_MESSAGES.saveFailed)).toBeVisible();
  await expect(page.getByRole('link', { name: 'cart 2 items' })).toBeVisible();

  await page.evaluate(() => sessionStorage.removeItem('storage-full'));
  await page.reload();
  // The last good copy, not the seed (whose cart is empty).
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  expect(
    await page.evaluate(() => window.__mock!.snapshot().cartItem.map((line) => line.product_id)),
  ).toHaveLength(1);
});

test('calls two tabs send at the same moment all count', async ({ page: first, context }) => {
  const failures = failedResponses(context);
  const second = await openTab(context);
  await Promise.all([first.goto('/'), second.goto('/')]);
  // The cards are in the pages' HTML: the mock answers once it has started, and MSW may still
  // reload a tab its worker did not control when it opened: each tab's own page must answer.
  await Promise.all([mockStarted(first), mockStarted(second)]);
  await Promise.all([mockAnswers(first), mockAnswers(second)]);
  const inStock = await first.evaluate(() =>
    window
      .__mock!.snapshot()
      .product.filter((row) => Number(row.quantity) > 0)
      .map((row) => Number(row.id)),
  );
  const addEach = (ids: number[]) =>
    Promise.all(
      ids.map((id) =>
        fetch('/api/add-item', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Session-ID': 'two-tabs' },
          body: JSON.stringify({ product_id: id, quantity: 1 }),
        }).then((response) => response.status),
      ),
    );
  const [fromFirst, fromSecond] = await Promise.all([
    first.evaluate(addEach, inStock.slice(0, 10)),
    second.evaluate(addEach, inStock.slice(10, 20)),
  ]);
  expect([...fromFirst, ...fromSecond]).toEqual(Array(20).fill(200));

  await Promise.all([first.reload(), second.reload()]);
  for (const tab of [first, second]) {
    await mockStarted(tab);
    const lines = await tab.evaluate(
      () =>
        window.__mock!.snapshot().cartItem.filter((line) => line.session_id === 'two-tabs').length,
    );
    expect(lines).toBe(20);
  }
  expect(failures).toEqual([]);
});

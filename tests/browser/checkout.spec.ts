import type { Page } from '@playwright/test';
import { expect, mockStarted, test } from './fixtures';
import { card, productCards, shownToast } from './shop-helpers';

const CUSTOMER = {
  'First name': 'Ana',
  'Last name': 'Anić',
  Phone: '+387 61-234 567',
  Address: 'Titova 1, Sarajevo',
};

/** Puts one unit of the first product in the cart and goes to checkout through the app. */
async function cartWithAProduct(page: Page, query = ''): Promise<{ name: string; price: number }> {
  await page.goto(`/${query}`);
  // The count below then waits for the answer, not for the demo's backend to start.
  await mockStarted(page);
  const name = (await productCards(page).first().getByRole('link').innerText()).trim();
  const price = Number(
    (
      await card(page, name)
        .getByText(/^BAM: /)
        .innerText()
    ).replace('BAM: ', ''),
  );
  await card(page, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  await page.getByRole('link', { name: /^cart \d/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  return { name, price };
}

async function fillCustomer(page: Page, values: Record<string, string> = CUSTOMER) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
}

function countOrderRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/create-order')) count += 1;
  });
  return () => count;
}

test('a double click on Place Order makes one order', async ({ page }) => {
  await cartWithAProduct(page);
  const orders = countOrderRequests(page);
  await page.evaluate(() => window.__mock?.setLatency(300));
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(shownToast(page, 'Order successfully made')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(orders()).toBe(1);
});

test("after an order, the shopper's orders show it, and print without the shop's bars", async ({
  page,
}) => {
  const { name, price } = await cartWithAProduct(page);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(shownToast(page, 'Order successfully made')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Check order status' }).click();
  const receipt = page.getByRole('article', { name: /^Order placed / });
  const line = receipt.getByRole('listitem');
  await expect(line).toContainText(name);
  await expect(line).toContainText(`1 × ${price.toFixed(2)} KM`);
  await expect(receipt.getByText('Total', { exact: true }).locator('+ dd')).toHaveText(
    `${price.toFixed(2)} KM`,
  );
  await expect(receipt.getByText(CUSTOMER.Address)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  for (const shopPart of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: 'Print' }),
    receipt.getByRole('button', { name: 'Remove from this device' }),
  ]) {
    await expect(shopPart).toBeHidden();
  }
});

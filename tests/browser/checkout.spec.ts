import type { Page } from '@playwright/test';
import { expect, mockStarted, test } from './fixtures';
import { card, km, productCards, shownToast } from './shop-helpers';

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

test('the form explains each rule and sends nothing while a field is wrong', async ({ page }) => {
  const { name, price } = await cartWithAProduct(page);
  const orders = countOrderRequests(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(name)).toBeVisible();
  await expect(summary.getByText(km(price), { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Place Order' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Phone number is required',
    'Address is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await fillCustomer(page, { ...CUSTOMER, Phone: '061 abc 123', Email: 'ana@nowhere' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Phone number can only have numbers')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeHidden();
  expect(orders()).toBe(0);
});

test('a placed order empties the cart and returns to the shop', async ({ page }) => {
  await cartWithAProduct(page);
  await fillCustomer(page, { ...CUSTOMER, Email: 'ana@example.com' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(shownToast(page, 'Order successfully made')).toBeVisible();
  await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('link', { name: /^cart \d/ }).click();
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
});

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

test('a failed order keeps the form values and the cart and shows the detail', async ({ page }) => {
  const { price } = await cartWithAProduct(page, '?scenario=checkout-fails');
  const orders = countOrderRequests(page);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('The order service is temporarily unavailable.')).toBeVisible();
  expect(orders()).toBe(1);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(CUSTOMER.Address);
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(km(price), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test('an empty cart cannot be ordered', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

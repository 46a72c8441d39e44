import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';
import {
  CUSTOMER,
  currentUrl,
  expectUrl,
  fillCustomer,
  findToast,
  km,
  putInCart,
  seededProduct,
  setStock,
} from './screen-helpers';

/** Two seeded products of different categories. */
const POWER_TOOL = 11;
const OTHER = 3;
beforeEach(() => {
  setStock(POWER_TOOL, 5);
  setStock(OTHER, 5);
});
afterEach(() => vi.restoreAllMocks());

async function placeOrder(scenarios: string[] = []) {
  const { user } = await renderApp('/checkout', { scenarios });
  await screen.findByRole('region', { name: 'Order summary' });
  await fillCustomer(user, { ...CUSTOMER, Email: 'ana@example.com' });
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  return user;
}

/** The order's receipt on the page: the article named by when it was placed. */
const findReceipt = () =>
  screen.findByRole('article', { name: /^Order placed \d\d\.\d\d\.\d{4} at \d\d:\d\d$/ });

describe("a shopper's orders on this device", () => {
  it('after an order, Orders lists its items, quantities, prices, total and contact details', async () => {
    const tool = seededProduct(POWER_TOOL);
    const other = seededProduct(OTHER);
    await putInCart([
      { productId: POWER_TOOL, quantity: 2 },
      { productId: OTHER, quantity: 1 },
    ]);
    const user = await placeOrder();
    expect(
      await screen.findByText(/A copy of your order is kept on this device/),
    ).toBeInTheDocument();
    await expectUrl('/');

    await user.click(await screen.findByRole('link', { name: 'Check order status' }));
    const receipt = await findReceipt();
    const lines = within(within(receipt).getByRole('list', { name: 'Order items' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining(`${tool.product_name}2 × ${km(tool.price)}${km(2 * tool.price)}`),
      expect.stringContaining(`${other.product_name}1 × ${km(other.price)}${km(other.price)}`),
    ]);
    const total = within(receipt).getByText('Total').nextElementSibling;
    expect(total).toHaveTextContent(km(2 * tool.price + other.price));
    for (const detail of ['Ana Anić', CUSTOMER.Phone, CUSTOMER.Address, 'ana@example.com']) {
      expect(within(receipt).getByText(detail)).toBeInTheDocument();
    }
    expect(screen.getByText(/kept on this device only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('an order found placed after its answer was lost is kept too', async () => {
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const user = await placeOrder(['checkout-answer-lost']);
    expect(await findToast('Success', 'Order successfully made')).toBeInTheDocument();
    await expectUrl('/');
    await user.click(await screen.findByRole('link', { name: 'Check order status' }));
    expect(await findReceipt()).toHaveTextContent(seededProduct(POWER_TOOL).product_name);
  });

  it('a device whose storage is full keeps the order on screen, printable, until the shopper leaves', async () => {
    const tool = seededProduct(POWER_TOOL);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const user = await placeOrder();

    expect(await findToast('Success', 'Order successfully made')).toBeInTheDocument();
    expect(
      await screen.findByRole('alert', {
        name: 'Your order was placed, but this device could not keep a copy of it.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toHaveFocus();
    expect(await findReceipt()).toHaveTextContent(tool.product_name);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/checkout');

    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    await expectUrl('/');
  });

  it('a receipt removed from this device is gone, after the shopper confirms', async () => {
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const user = await placeOrder();
    await expectUrl('/');
    await user.click(await screen.findByRole('link', { name: 'Check order status' }));
    await findReceipt();

    await user.click(screen.getByRole('button', { name: 'Remove from this device' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove this order from this device?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(/No order has been placed in this browser yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';
import { renderApp } from './render-app';
import {
  answeredRequests,
  CUSTOMER,
  currentUrl,
  expectUrl,
  fillCustomer,
  findToast,
  km,
  putInCart,
  sentRequests,
  seededProduct,
  setStock,
} from './screen-helpers';

/** A seeded power tool (the seed lists one of each sub-category in turn). */
const POWER_TOOL = 11;
beforeEach(() => setStock(POWER_TOOL, 5));

describe('checkout', () => {
  it('lists the order and explains each rule, sending nothing while a field is wrong', async () => {
    const tool = seededProduct(POWER_TOOL);
    const orders = db.order.count();
    const sent = sentRequests('POST', /^\/api\/create-order$/);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/checkout');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(tool.product_name)).toBeInTheDocument();
    expect(within(summary).getAllByText(km(tool.price)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Address is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fillCustomer(user, { ...CUSTOMER, Phone: '061 abc 123', Email: 'ana@nowhere' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number can only have numbers')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(db.order.count()).toBe(orders);
    expect(sent).toHaveLength(0);
    expect(currentUrl()).toBe('/checkout');
  });

  it('a placed order says so, empties the cart and returns to the shop', async () => {
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user, { ...CUSTOMER, Email: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(await findToast('Success', 'Order successfully made')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart 0 items' })).toBeInTheDocument();
    await expectUrl('/');
    await user.click(screen.getByRole('link', { name: 'cart 0 items' }));
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
  });

  it('a failed order shows the detail and keeps the form values and the cart', async () => {
    const tool = seededProduct(POWER_TOOL);
    const sent = sentRequests('POST', /^\/api\/create-order$/);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/checkout', { scenarios: ['checkout-fails'] });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await findToast('Error', 'The order service is temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/checkout');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(CUSTOMER.Address);
    expect(screen.getByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(tool.product_name)).toBeInTheDocument();
    expect(within(summary).getAllByText(km(tool.price)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });

  it('an order that meets the server waking up is sent once, says so and keeps everything', async () => {
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    let orders = 0;
    server.use(
      http.post('*/api/create-order', () => {
        orders += 1;
        return new HttpResponse('<h1>Service waking up</h1>', { status: 503 });
      }),
    );
    const { user } = await renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await findToast(
        'Error',
        "The shop's server is waking up, so this may not have gone through. Please try again in a minute; your input is kept.",
      ),
    ).toBeInTheDocument();
    expect(orders).toBe(1);
    expect(currentUrl()).toBe('/checkout');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('an order placed whose answer was lost is found by the emptied cart, and thanked for once', async () => {
    const orders = db.order.count();
    const sent = sentRequests('POST', /^\/api\/create-order$/);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/checkout', { scenarios: ['checkout-answer-lost'] });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(await findToast('Success', 'Order successfully made')).toBeInTheDocument();
    expect(db.order.count()).toBe(orders + 1);
    expect(sent).toHaveLength(1);
  });

  it('an order whose answer was lost and which was not placed keeps the cart and the form', async () => {
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    server.use(http.post('*/api/create-order', () => HttpResponse.error()));
    const { user } = await renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user);
    const cartReads = answeredRequests('GET', /^\/api\/get-items$/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await findToast('Error', 'Internal server error')).toBeInTheDocument();
    // The cart read again after the lost answer still holds the product: not placed.
    await waitFor(() => expect(cartReads.length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.queryByRole('heading', { name: 'Thank you for your order' })).toBeNull();
  });

  it('an empty cart cannot be ordered', async () => {
    const { user } = await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    await expectUrl('/');
  });
});

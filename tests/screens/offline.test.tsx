import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { renderApp } from './render-app';
import {
  fillCustomer,
  findToast,
  productCards,
  putInCart,
  seededProduct,
  sentRequests,
  setStock,
} from './screen-helpers';

/** A seeded power tool (the seed lists one of each sub-category in turn). */
const POWER_TOOL = 11;
const OFFLINE_NOTICE =
  'You are offline. The shop shows what it last loaded; changes cannot be sent until you are back online.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => setStock(POWER_TOOL, 5));
afterEach(() => setOnline(true));

describe('offline', () => {
  it('every page says so at its top, and no longer once back online', async () => {
    await renderApp('/');
    await screen.findAllByRole('article');
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();

    setOnline(false);
    expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible();
    setOnline(true);
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
  });

  it('Add to cart says so at once and sends nothing, then or later; the count stays', async () => {
    const sent = sentRequests('POST', /^\/api\/add-item$/);
    const { user } = await renderApp('/');
    await screen.findAllByRole('article');
    const card = productCards().find((article) =>
      within(article).queryByText(seededProduct(POWER_TOOL).product_name),
    )!;
    setOnline(false);

    for (let tap = 0; tap < 3; tap += 1) {
      await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    }
    // Each tap is told (an earlier toast may be gone by the last tap on a slow machine).
    const toasts = await screen.findAllByRole('status', {
      name: 'Error',
      description: 'You are offline. Nothing was sent.',
    });
    expect(toasts.length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^cart 0 items/ })).toBeVisible();

    setOnline(true);
    await screen.findByRole('link', { name: /^cart 0 items/ });
    expect(sent).toHaveLength(0);
  });

  it('+ in the cart changes nothing on screen and sends nothing', async () => {
    const tool = seededProduct(POWER_TOOL);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const sent = sentRequests('PATCH', /^\/api\/cart\//);
    const { user } = await renderApp('/cart');
    const line = await screen.findByRole('listitem', { name: tool.product_name });
    setOnline(false);

    await user.click(
      within(line).getByRole('button', { name: `Increase quantity of ${tool.product_name}` }),
    );
    expect(await findToast('Error', 'You are offline. Nothing was sent.')).toBeVisible();
    expect(within(line).getByText('1')).toBeVisible();
    expect(screen.getByRole('link', { name: /^cart 1 item/ })).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('−, and Remove, change nothing on screen and send nothing', async () => {
    const tool = seededProduct(POWER_TOOL);
    await putInCart([{ productId: POWER_TOOL, quantity: 2 }]);
    const decreases = sentRequests('PATCH', /^\/api\/cart\//);
    const removals = sentRequests('DELETE', /^\/api\/remove-item\//);
    const { user } = await renderApp('/cart');
    const line = await screen.findByRole('listitem', { name: tool.product_name });
    setOnline(false);

    await user.click(
      within(line).getByRole('button', { name: `Decrease quantity of ${tool.product_name}` }),
    );
    expect(await findToast('Error', 'You are offline. Nothing was sent.')).toBeVisible();
    await user.click(within(line).getByRole('button', { name: `Remove ${tool.product_name}` }));
    expect(within(line).getByText('2')).toBeVisible();
    expect(screen.getByRole('listitem', { name: tool.product_name })).toBe(line);
    expect(screen.getByRole('link', { name: /^cart 2 items/ })).toBeVisible();

    setOnline(true);
    await screen.findByRole('link', { name: /^cart 2 items/ });
    expect(decreases).toHaveLength(0);
    expect(removals).toHaveLength(0);
  });

  it('Place Order says so, keeps the form and the cart, and places nothing once back online', async () => {
    const orders = db.order.count();
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const sent = sentRequests('POST', /^\/api\/create-order$/);
    const { user } = await renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCustomer(user);
    setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await findToast('Error', 'You are offline. Nothing was sent.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    setOnline(true);
    expect(screen.getByRole('link', { name: /^cart 1 item/ })).toBeVisible();
    expect(sent).toHaveLength(0);
    expect(db.order.count()).toBe(orders);
  });
});

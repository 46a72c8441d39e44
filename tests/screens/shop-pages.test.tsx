import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';
import { renderApp } from './render-app';
import { expectUrl, productCards, putInCart } from './screen-helpers';

/**
 * Every GET of `path` fails with a 400 (a 4xx is not retried, so the error state shows at once)
 * until the returned function is called; then the mock responds as usual.
 */
function failUntilFixed(path: string): () => void {
  let failing = true;
  server.use(
    http.get(`*${path}`, () =>
      failing ? HttpResponse.json({ detail: 'Not now' }, { status: 400 }) : undefined,
    ),
  );
  return () => (failing = false);
}

describe('the not-found screen', () => {
  it("sits in the shop's layout, with Go back and a way home", async () => {
    const { user } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'WebShop' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    await expectUrl('/');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});

describe('/orders', () => {
  it('tells a shopper that orders are placed from the cart', async () => {
    const { user } = await renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText(/You place an order from your cart/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your cart' }));
    await expectUrl('/cart');
  });

  it('takes signed-in staff to the order list', async () => {
    await renderApp('/orders', { signedIn: true });
    await expectUrl('/dashboard/order-management');
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(productCards()).toHaveLength(0);
  });
});

describe('error states offer Try again', () => {
  it('the catalogue fetches again, once, and shows the products', async () => {
    let listRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/products') listRequests += 1;
    });
    const { user } = await renderApp('/', { scenarios: ['catalogue-down'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.');
    server.resetHandlers();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(listRequests).toBe(2);
  });

  it('a product page that failed to load fetches again', async () => {
    const fix = failUntilFixed('/api/product/7');
    const { user } = await renderApp('/product/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the product.');
    fix();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const name = db.product.findFirst({ where: { id: { equals: 7 } } })!.product_name;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('the cart fetches again', async () => {
    await putInCart([{ productId: 3, quantity: 1 }]);
    const fix = failUntilFixed('/api/get-items');
    const { user } = await renderApp('/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the cart.');
    fix();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('the order list fetches again', async () => {
    const fix = failUntilFixed('/api/orders');
    const { user } = await renderApp('/dashboard/order-management', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
    fix();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it.each([
    ['the profile', '/dashboard/my-profile', '/api/user/1', 'Start Editing!'],
    ['the edit screen', '/dashboard/edit/product/1', '/api/product/1', 'Save Changes'],
  ])('%s fetches again', async (_screen, url, path, shownOnceLoaded) => {
    const fix = failUntilFixed(path);
    const { user } = await renderApp(url, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not now');
    fix();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: shownOnceLoaded })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import {
  answeredRequests,
  expectUrl,
  findToast,
  holdResponses,
  km,
  productCards,
  putInCart,
  seededProduct,
  sentRequests,
  setStock,
} from './screen-helpers';

/** Seeded products (the seed lists one of each sub-category in turn). */
const POWER_TOOL = 11;
const BAG = 7;
const LAPTOP = 2;

beforeEach(() => {
  setStock(POWER_TOOL, 5);
  setStock(BAG, 3);
  setStock(LAPTOP, 1);
});

function cartLine(name: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Cart items' })).getByRole('listitem', { name });
}

/** Original price and Total both show the sum of the lines. */
async function expectTotals(total: number): Promise<void> {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(await within(summary).findAllByText(km(total))).toHaveLength(2);
}

describe('cart', () => {
  it('shows "Loading cart..." under its heading, then each line, the totals and Proceed to Checkout', async () => {
    const tool = seededProduct(POWER_TOOL);
    const bag = seededProduct(BAG);
    await putInCart([
      { productId: POWER_TOOL, quantity: 2 },
      { productId: BAG, quantity: 1 },
    ]);
    const release = holdResponses('get', '/api/get-items');
    await renderApp('/cart');
    expect(await screen.findByText('Loading cart...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    const toolLine = cartLine(tool.product_name);
    expect(within(toolLine).getByRole('img', { name: tool.product_name })).toBeInTheDocument();
    expect(within(toolLine).getByText(`${km(tool.price)} each`)).toBeInTheDocument();
    expect(within(toolLine).getByText('2')).toBeInTheDocument();
    expect(within(toolLine).getByText(km(tool.price * 2))).toBeInTheDocument();
    expect(within(cartLine(bag.product_name)).getByText(km(bag.price))).toBeInTheDocument();
    await expectTotals(tool.price * 2 + bag.price);
    expect(screen.getByRole('link', { name: 'cart 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('plus and minus change a line by one unit, with a toast, and the totals follow', async () => {
    const tool = seededProduct(POWER_TOOL);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/cart');
    const plus = await screen.findByRole('button', {
      name: `Increase quantity of ${tool.product_name}`,
    });
    const minus = screen.getByRole('button', {
      name: `Decrease quantity of ${tool.product_name}`,
    });
    expect(minus).toBeDisabled();

    await user.click(plus);
    expect(await findToast('Success', 'Item increased')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart 2 items' })).toBeInTheDocument();
    await expectTotals(tool.price * 2);
    expect(within(cartLine(tool.product_name)).getByText(km(tool.price * 2))).toBeInTheDocument();
    expect(minus).toBeEnabled();

    await user.click(minus);
    expect(await findToast('Success', 'Item decreased')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    await expectTotals(tool.price);
    expect(minus).toBeDisabled();
  });

  it('rapid clicks each count, and the totals end on the server values', async () => {
    const tool = seededProduct(POWER_TOOL);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const answered = answeredRequests('PATCH', /^\/api\/cart\//);
    const { user } = await renderApp('/cart');
    const plus = await screen.findByRole('button', {
      name: `Increase quantity of ${tool.product_name}`,
    });
    for (let click = 0; click < 3; click += 1) await user.click(plus);
    await user.click(
      screen.getByRole('button', { name: `Decrease quantity of ${tool.product_name}` }),
    );
    expect(await screen.findByRole('link', { name: 'cart 3 items' })).toBeInTheDocument();
    await expectTotals(tool.price * 3);
    // Each click reached the server, in order: the count above shows before their answers.
    await waitFor(() =>
      expect(answered).toEqual(['inc', 'inc', 'inc', 'dec'].map((way) => `/api/cart/${way}`)),
    );
  });

  it('Remove takes a line out; removing the last one shows "Cart is empty"', async () => {
    const tool = seededProduct(POWER_TOOL);
    const bag = seededProduct(BAG);
    await putInCart([
      { productId: POWER_TOOL, quantity: 1 },
      { productId: BAG, quantity: 1 },
    ]);
    const { user } = await renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: `Remove ${bag.product_name}` }));
    expect(await findToast('Success', 'Item removed')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: bag.product_name })).not.toBeInTheDocument();
    await expectTotals(tool.price);

    await user.click(screen.getByRole('button', { name: `Remove ${tool.product_name}` }));
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
  });

  it('increasing past the stock shows the server detail and keeps the quantity', async () => {
    const laptop = seededProduct(LAPTOP);
    await putInCart([{ productId: LAPTOP, quantity: 1 }]);
    const { user } = await renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: `Increase quantity of ${laptop.product_name}` }),
    );
    expect(await findToast('Error', 'Not enough stock available')).toBeInTheDocument();
    // The line shows the server's quantity again once the cart is read anew after the refusal.
    expect(await screen.findByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    await expectTotals(laptop.price);
  });

  it('every Add to cart click, on a card or the details, is one more unit of its line', async () => {
    const tool = seededProduct(POWER_TOOL);
    const adds = sentRequests('POST', /^\/api\/add-item$/);
    const increases = sentRequests('PATCH', /^\/api\/cart\/inc$/);
    const { user } = await renderApp('/');
    const toolCard = await screen.findByRole('article', { name: tool.product_name });
    const add = within(toolCard).getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(await findToast('Success', 'Item added to cart')).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByRole('link', { name: 'cart 2 items' })).toBeInTheDocument();

    await user.click(within(toolCard).getByRole('link', { name: tool.product_name }));
    await screen.findByRole('heading', { level: 1, name: tool.product_name });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'cart 3 items' })).toBeInTheDocument();
    // The server takes a product once; every later click increases its line.
    expect(adds).toHaveLength(1);
    expect(increases).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'cart 3 items' }));
    await expectUrl('/cart');
    expect(
      await within(await screen.findByRole('listitem', { name: tool.product_name })).findByText(
        km(tool.price * 3),
      ),
    ).toBeInTheDocument();
  });

  it('a refused Add to cart shows the server detail and adds nothing', async () => {
    const { user } = await renderApp('/', { scenarios: ['out-of-stock'] });
    await screen.findAllByRole('article');
    await user.click(within(productCards()[0]).getByRole('button', { name: 'Add to cart' }));
    expect(await findToast('Error', 'Not enough stock available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cart 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Success' })).not.toBeInTheDocument();
  });

  it('an empty cart says "Cart is empty" and links back to the shop', async () => {
    const { user } = await renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    await expectUrl('/');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});

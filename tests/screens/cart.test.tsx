import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import {
  expectUrl,
  findToast,
  holdAnswers,
  km,
  productCards,
  putInCart,
  seededProduct,
} from './screen-helpers';

/** Seeded products: 5 in stock, 3 in stock and 1 in stock. */
const DRILL = 11;
const BACKPACK = 7;
const NOTEBOOK = 2;

function cartLine(name: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Cart items' })).getByRole('listitem', { name });
}

/** Original price and Total both show the sum of the lines. */
async function expectTotals(total: number): Promise<void> {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(await within(summary).findAllByText(km(total))).toHaveLength(2);
}

describe('cart', () => {
  it('shows "Loading cart..." and then each line, the totals and Proceed to Checkout', async () => {
    const drill = seededProduct(DRILL);
    const backpack = seededProduct(BACKPACK);
    await putInCart([
      { productId: DRILL, quantity: 2 },
      { productId: BACKPACK, quantity: 1 },
    ]);
    const release = holdAnswers('get', '/api/get-items');
    await renderApp('/cart');
    expect(await screen.findByText('Loading cart...')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    const drillLine = cartLine(drill.product_name);
    expect(within(drillLine).getByRole('img', { name: drill.product_name })).toBeInTheDocument();
    expect(within(drillLine).getByText(`${km(drill.price)} each`)).toBeInTheDocument();
    expect(within(drillLine).getByText('2')).toBeInTheDocument();
    expect(within(drillLine).getByText(km(drill.price * 2))).toBeInTheDocument();
    expect(
      within(cartLine(backpack.product_name)).getByText(km(backpack.price)),
    ).toBeInTheDocument();
    await expectTotals(drill.price * 2 + backpack.price);
    expect(screen.getByRole('link', { name: 'cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('plus and minus change a line by one unit, with a toast, and the totals follow', async () => {
    const drill = seededProduct(DRILL);
    await putInCart([{ productId: DRILL, quantity: 1 }]);
    const { user } = await renderApp('/cart');
    const plus = await screen.findByRole('button', {
      name: `Increase quantity of ${drill.product_name}`,
    });
    const minus = screen.getByRole('button', {
      name: `Decrease quantity of ${drill.product_name}`,
    });
    expect(minus).toBeDisabled();

    await user.click(plus);
    expect(await findToast('Success', 'Item increased')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart, 2 items' })).toBeInTheDocument();
    await expectTotals(drill.price * 2);
    expect(minus).toBeEnabled();

    await user.click(minus);
    expect(await findToast('Success', 'Item decreased')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart, 1 item' })).toBeInTheDocument();
    await expectTotals(drill.price);
    expect(minus).toBeDisabled();
  });

  it('rapid clicks each count, and the totals end on the server values', async () => {
    const drill = seededProduct(DRILL);
    await putInCart([{ productId: DRILL, quantity: 1 }]);
    const { user } = await renderApp('/cart');
    const plus = await screen.findByRole('button', {
      name: `Increase quantity of ${drill.product_name}`,
    });
    for (let click = 0; click < 3; click += 1) await user.click(plus);
    await user.click(
      screen.getByRole('button', { name: `Decrease quantity of ${drill.product_name}` }),
    );
    expect(await screen.findByRole('link', { name: 'cart, 3 items' })).toBeInTheDocument();
    await expectTotals(drill.price * 3);
  });

  it('Remove takes a line out; removing the last one shows "Cart is empty"', async () => {
    const drill = seededProduct(DRILL);
    const backpack = seededProduct(BACKPACK);
    await putInCart([
      { productId: DRILL, quantity: 1 },
      { productId: BACKPACK, quantity: 1 },
    ]);
    const { user } = await renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: `Remove ${backpack.product_name}` }),
    );
    expect(await findToast('Success', 'Item removed')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: backpack.product_name })).not.toBeInTheDocument();
    await expectTotals(drill.price);

    await user.click(screen.getByRole('button', { name: `Remove ${drill.product_name}` }));
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
  });

  it('increasing past the stock shows the server detail and keeps the quantity', async () => {
    const notebook = seededProduct(NOTEBOOK);
    await putInCart([{ productId: NOTEBOOK, quantity: 1 }]);
    const { user } = await renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: `Increase quantity of ${notebook.product_name}` }),
    );
    expect(await findToast('Error', 'Not enough stock available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cart, 1 item' })).toBeInTheDocument();
    await expectTotals(notebook.price);
  });

  it('every Add to cart click on a card is one more unit of its line', async () => {
    const drill = seededProduct(DRILL);
    const { user } = await renderApp('/');
    const drillCard = await screen.findByRole('article', { name: drill.product_name });
    const add = within(drillCard).getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(await findToast('Success', 'Item added to cart')).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByRole('link', { name: 'cart, 2 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'cart, 2 items' }));
    await expectUrl('/cart');
    expect(
      await within(await screen.findByRole('listitem', { name: drill.product_name })).findByText(
        km(drill.price * 2),
      ),
    ).toBeInTheDocument();
  });

  it('a refused Add to cart shows the server detail and adds nothing', async () => {
    const { user } = await renderApp('/', { scenarios: ['out-of-stock'] });
    await screen.findAllByRole('article');
    await user.click(within(productCards()[0]).getByRole('button', { name: 'Add to cart' }));
    expect(await findToast('Error', 'Not enough stock available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cart, 0 items' })).toBeInTheDocument();
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

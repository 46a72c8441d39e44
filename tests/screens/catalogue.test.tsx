import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { toastStores } from '../../src/components/toast-store';
import { mockSettings } from '../../mocks/settings';
import { renderApp } from './render-app';
import {
  cardNames,
  cardPrices,
  currentUrl,
  expectUrl,
  fill,
  findToast,
  holdResponses,
  km,
  productCards,
  productListRequests,
  seededProduct,
  setStock,
} from './screen-helpers';

/** Every seeded product in stock, newest first (the catalogue's default order). */
function newestFirst() {
  return db.product
    .getAll()
    .filter((product) => product.quantity > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

async function openFilters(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Product filter' });
}

describe('catalogue', () => {
  it('shows "Loading products..." and then a card per product, newest first', async () => {
    const release = holdResponses('get', '/api/products');
    await renderApp('/');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    release();

    const names = await cardNames();
    expect(names).toEqual(newestFirst().map((product) => product.product_name));
    const newest = newestFirst()[0];
    const first = productCards()[0];
    expect(within(first).getByRole('img', { name: newest.product_name })).toBeInTheDocument();
    expect(within(first).getByText(`Quantity: ${newest.quantity}`)).toBeInTheDocument();
    expect(within(first).getByText(`BAM: ${newest.price.toFixed(2)}`)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('a card links to its product details', async () => {
    const { user } = await renderApp('/');
    const newest = newestFirst()[0];
    await screen.findAllByRole('article');
    await user.click(within(productCards()[0]).getByRole('link', { name: newest.product_name }));
    expect(
      await screen.findByRole('heading', { level: 1, name: newest.product_name }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(`/product/${newest.id}`);
  });

  it('filters by name into the URL, and Clear filters shows every product again', async () => {
    const { user } = await renderApp('/');
    const all = await cardNames();
    const dialog = await openFilters(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'PHONE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    await expectUrl('/?name=PHONE');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Product filter' })).not.toBeInTheDocument(),
    );
    const filtered = await cardNames();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    for (const name of filtered) expect(name.toLowerCase()).toContain('phone');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectUrl('/');
    expect(await cardNames()).toEqual(all);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('filters by an inclusive price range; numbers below 0 are refused', async () => {
    const { user } = await renderApp('/');
    await cardNames();
    const dialog = await openFilters(user);
    const minPrice = within(dialog).getByRole('spinbutton', { name: 'Min price (BAM)' });
    await user.type(minPrice, '-5');
    expect(within(dialog).getByText('Must be 0 or more')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toBeDisabled();

    await fill(user, minPrice, '150');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Max price (BAM)' }), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await expectUrl('/?min_price=150&max_price=400');

    const inRange = newestFirst().filter((product) => product.price >= 150 && product.price <= 400);
    expect(await cardNames()).toEqual(inRange.map((product) => product.product_name));

    // The dialog opens with the applied values; its Close also clears the filters.
    const reopened = await openFilters(user);
    expect(within(reopened).getByRole('spinbutton', { name: 'Max price (BAM)' })).toHaveValue(400);
    await user.click(within(reopened).getByRole('button', { name: 'Close' }));
    await expectUrl('/');
  });

  it('the quantity filter lists the products with exactly that stock, whole numbers only', async () => {
    const { user } = await renderApp('/');
    await cardNames();
    const dialog = await openFilters(user);
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity in stock (exactly)',
    });
    await user.type(quantity, '2.5');
    expect(within(dialog).getByText('Enter a whole number')).toBeInTheDocument();
    const stock = newestFirst()[0].quantity;
    await fill(user, quantity, String(stock));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await expectUrl(`/?quantity=${stock}`);

    const withThatStock = newestFirst().filter((product) => product.quantity === stock);
    expect(await cardNames()).toEqual(withThatStock.map((product) => product.product_name));
    for (const article of productCards()) {
      expect(within(article).getByText(`Quantity: ${stock}`)).toBeInTheDocument();
    }
  });

  it('sorts by price, low to high and high to low, over the whole catalogue, kept in the URL', async () => {
    const { user } = await renderApp('/');
    await cardNames();
    const byPrice = newestFirst().sort((a, b) => a.price - b.price);
    const requests = productListRequests();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sorting' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Sort by' }),
      'Price, low to high',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply sorting' }));
    await expectUrl('/?sort=price_asc');
    await waitFor(async () => expect((await cardNames())[0]).toBe(byPrice[0].product_name));
    const prices = cardPrices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const reopened = await screen.findByRole('dialog', { name: 'Sorting' });
    const select = within(reopened).getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('price_asc');
    await user.selectOptions(select, 'Price, high to low');
    await user.click(within(reopened).getByRole('button', { name: 'Apply sorting' }));
    await expectUrl('/?sort=price_desc');
    await waitFor(async () => expect((await cardNames())[0]).toBe(byPrice.at(-1)!.product_name));
    // The whole list, asked once, without a sort the API does not know (production: a 422).
    expect(requests.map((url) => url.search)).toEqual(['']);
  });

  it('searches the whole catalogue from ?q=, best match first, in any case', async () => {
    const wanted = newestFirst()[7];
    await renderApp(`/?q=${encodeURIComponent(wanted.product_name.toUpperCase())}`);
    await waitFor(async () => expect((await cardNames())[0]).toBe(wanted.product_name));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('a search keeps the sort beside it: every match, dearest first', async () => {
    const [firstWord] = newestFirst()[7].product_name.split(' ');
    const { user } = await renderApp(`/?q=${encodeURIComponent(firstWord)}&sort=price_desc`);
    const matching = newestFirst().filter(({ product_name }) =>
      product_name
        .toLowerCase()
        .split(/[\s,]+/)
        .includes(firstWord.toLowerCase()),
    );
    await waitFor(async () => expect(await cardNames()).toHaveLength(matching.length));
    const prices = cardPrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectUrl('/');
  });

  it('a search that matches nothing says so, with Clear filters', async () => {
    await renderApp('/?q=qwertyuiop');
    expect(await screen.findByText('No products match your filters')).toBeInTheDocument();
  });

  it('sorts oldest first on request and back to newest first', async () => {
    const { user } = await renderApp('/');
    const newest = await cardNames();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sorting' });
    const select = within(dialog).getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('desc');
    await user.selectOptions(select, 'Oldest first (ASC)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply sorting' }));
    await expectUrl('/?sort=asc');
    await screen.findByRole('link', { name: newest.at(-1) });
    expect(await cardNames()).toEqual([...newest].reverse());

    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const reopened = await screen.findByRole('dialog', { name: 'Sorting' });
    const again = within(reopened).getByRole('combobox', { name: 'Sort by' });
    expect(again).toHaveValue('asc');
    await user.selectOptions(again, 'Newest first (DESC)');
    await user.click(within(reopened).getByRole('button', { name: 'Apply sorting' }));
    await expectUrl('/');
    expect(await cardNames()).toEqual(newest);
  });

  it('opening the filters clears the toast shown, which would sit above the dialog', async () => {
    const { user } = await renderApp('/');
    await cardNames();
    const [first] = productCards();
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }));
    const toast = await findToast('Success', 'Item added to cart');
    // Held, as under the pointer: only the dialog's opening takes it away.
    Object.values(toastStores).forEach((store) => store.pause());
    await openFilters(user);
    // Closed: it fades out, then leaves the page.
    await waitFor(() => expect(toast.isConnected ? toast.dataset.state : 'closed').toBe('closed'));
  });

  it('reads a filter and a sort from a shared URL', async () => {
    await renderApp('/?name=phone&sort=asc');
    const phones = newestFirst()
      .filter((product) => product.product_name.toLowerCase().includes('phone'))
      .reverse();
    expect(await cardNames()).toEqual(phones.map((product) => product.product_name));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('an empty shop says "Web shop is empty"', async () => {
    await renderApp('/', { scenarios: ['empty-shop'] });
    expect(await screen.findByText('Web shop is empty')).toBeInTheDocument();
    expect(productCards()).toHaveLength(0);
  });

  it('a failing product list says "Failed to load products." after one request', async () => {
    const requests = productListRequests();
    await renderApp('/', { scenarios: ['catalogue-down'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.');
    expect(productCards()).toHaveLength(0);
    expect(requests).toHaveLength(1);
  });
});

describe('an API that sleeps', () => {
  it('says it is waking up, then shows the products with no click', async () => {
    mockSettings.apiWakeSeconds = 1;
    await renderApp('/', { scenarios: ['api-asleep'] });
    expect(await screen.findByText(/server is waking up/)).toBeInTheDocument();
    expect(await cardNames()).toEqual(newestFirst().map((product) => product.product_name));
    expect(screen.queryByText(/server is waking up/)).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load products.')).not.toBeInTheDocument();
  });

  it('that stays down ends in the failure state, with Try again', async () => {
    await renderApp('/', { scenarios: ['api-unreachable'] });
    // The waking notice shows on the way (tested above); here the wait is cut to a fraction of
    // a second, too short to look for it on a busy machine.
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load products.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The signed-in state's read gives up at about the same time.
    await waitFor(() => expect(screen.queryByText(/server is waking up/)).not.toBeInTheDocument());
  });
});

describe('product details', () => {
  beforeEach(() => setStock(7, 3));

  it('shows "Loading product..." and then name, picture, price in KM, quantity and description', async () => {
    const product = seededProduct(7);
    const release = holdResponses('get', '/api/product/7');
    await renderApp('/product/7');
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: product.product_name }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: product.product_name })).toBeInTheDocument();
    expect(screen.getByText(km(product.price))).toBeInTheDocument();
    expect(screen.getByText(`Quantity: ${product.quantity}`)).toBeInTheDocument();
    expect(screen.getByText(product.description)).toBeInTheDocument();
  });

  it('Add to cart adds one unit per click and says so', async () => {
    const { user } = await renderApp('/product/7');
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(await findToast('Success', 'Item added to cart')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'cart 1 item' })).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByRole('link', { name: 'cart 2 items' })).toBeInTheDocument();
  });

  it('a sold-out product shows "Sold out" and no Add to cart', async () => {
    db.product.update({ where: { id: { equals: 7 } }, data: { quantity: 0 } });
    await renderApp('/product/7');
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('an unknown product shows "Product not found" with a way back to the shop', async () => {
    const { user } = await renderApp('/product/99999');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    await expectUrl('/');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it("staff open a card's details from the dashboard: Edit and Delete instead of Add to cart", async () => {
    const newest = newestFirst()[0];
    const { user } = await renderApp('/dashboard', { signedIn: true });
    await screen.findAllByRole('article');
    await user.click(within(productCards()[0]).getByRole('link', { name: newest.product_name }));
    expect(
      await screen.findByRole('heading', { level: 1, name: newest.product_name }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(`/dashboard/product/${newest.id}`);
    expect(screen.getByText(km(newest.price))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/edit/product/${newest.id}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('staff delete a product: "Product soft deleted", back to the dashboard, gone from the grid', async () => {
    const product = seededProduct(2);
    const { user } = await renderApp('/dashboard/product/2', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await findToast('Success', 'Product soft deleted')).toBeInTheDocument();
    await expectUrl('/dashboard');
    const names = await cardNames();
    expect(names).not.toContain(product.product_name);
    // A soft delete: the product stays, sold out (its details for a shopper: tested above).
    expect(seededProduct(2).quantity).toBe(0);
  });
});

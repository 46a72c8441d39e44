import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';
import { seedDb } from '../../mocks/data/seed';
import { renderApp } from './render-app';
import { cardNames, productListRequests } from './screen-helpers';

/** More products than the grid's page of 48, so 'Show more' has a second page to show. */
const PRODUCTS = 52;

/** Every product in stock, newest first (the catalogue's default order). */
const newestFirst = () =>
  db.product
    .getAll()
    .filter((product) => product.quantity > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((product) => product.product_name);

const pageQuery = (offset: number) => `?limit=48&offset=${offset}`;

const showMore = () => screen.getByRole('button', { name: 'Show more' });

beforeEach(() => {
  seedDb({ products: PRODUCTS });
  // Every product in stock: the grid's page is then exactly the first 48 of them.
  for (const { id } of db.product.getAll()) {
    db.product.update({ where: { id: { equals: id } }, data: { quantity: 2 } });
  }
});

describe('the catalogue in pages', () => {
  it("from an API that pages: the first page's 48 cards, and Show more asks for the next page", async () => {
    const requests = productListRequests();
    const { user } = await renderApp('/');
    const all = newestFirst();
    expect(await cardNames()).toEqual(all.slice(0, 48));
    expect(screen.getByText(`Showing 48 of ${PRODUCTS} products`)).toBeInTheDocument();
    expect(requests.map(({ search }) => search)).toEqual([pageQuery(0)]);

    await user.click(showMore());
    await waitFor(async () => expect(await cardNames()).toEqual(all));
    expect(requests.map(({ search }) => search)).toEqual([pageQuery(0), pageQuery(48)]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // The button went with the last page: the focus is on the first card it brought.
    await waitFor(() => expect(screen.getByRole('link', { name: all[48] })).toHaveFocus());
  });

  it('from an API that answers the whole list (production today): 48 cards, and Show more shows the rest without asking again', async () => {
    const requests = productListRequests();
    const { user } = await renderApp('/', { scenarios: ['products-unpaginated'] });
    const all = newestFirst();
    expect(await cardNames()).toEqual(all.slice(0, 48));
    expect(screen.getByText(`Showing 48 of ${PRODUCTS} products`)).toBeInTheDocument();

    await user.click(showMore());
    await waitFor(async () => expect(await cardNames()).toEqual(all));
    expect(requests).toHaveLength(1);
  });

  it('a next page that fails says so, and Show more asks for it again', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/products', ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') !== '48' || !failures) return undefined;
        failures -= 1;
        return HttpResponse.json({ detail: 'Try again later.' }, { status: 500 });
      }),
    );
    const { user } = await renderApp('/');
    const all = newestFirst();
    await cardNames();
    await user.click(showMore());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.');
    expect(await cardNames()).toEqual(all.slice(0, 48));

    await user.click(showMore());
    await waitFor(async () => expect(await cardNames()).toEqual(all));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("staff's product list pages the same way", async () => {
    const requests = productListRequests();
    await renderApp('/dashboard?name=a', { signedIn: true });
    await cardNames();
    expect(requests[0].search).toBe('?name=a&limit=48&offset=0');
  });
});

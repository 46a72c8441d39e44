import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';
import { renderApp } from './render-app';
import { cardNames, currentUrl, expectUrl, productListRequests } from './screen-helpers';

const inStock = () => db.product.getAll().filter((product) => product.quantity > 0);

describe('the top bar search', () => {
  it('suggests as the shopper types; arrows pick, Enter opens the product, Escape closes', async () => {
    const wanted = inStock()[3];
    const { user } = await renderApp('/');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    expect(screen.getByRole('search', { name: 'Products' })).toContainElement(field);
    await user.click(field);
    await user.keyboard(wanted.product_name);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const [first] = within(list).getAllByRole('option');
    expect(first).toHaveTextContent(wanted.product_name);

    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox', { name: 'Suggestions' });
    const firstAgain = within(reopened).getAllByRole('option')[0];
    await waitFor(() => expect(firstAgain).toHaveAttribute('aria-selected', 'true'));
    expect(field).toHaveAttribute('aria-activedescendant', firstAgain.id);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: wanted.product_name }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(`/product/${wanted.id}`);
  });

  it('Enter without a suggestion picked opens the catalogue searched, its filters kept', async () => {
    const { user } = await renderApp('/?sort=price_asc');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(field);
    await user.keyboard('shirt');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    // The cards shown stay until the search's own replace them: no loading state between.
    let loadingShown = false;
    const watch = new MutationObserver(() => {
      loadingShown ||= document.body.textContent?.includes('Loading products...') ?? false;
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.keyboard('{Enter}');
    await expectUrl('/?sort=price_asc&q=shirt');
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).toBeNull(),
    );
    watch.disconnect();
    expect(loadingShown).toBe(false);
    expect(field).toHaveValue('shirt');
  });

  it("from an API that answers the whole list, the catalogue's list is searched, and `/?q=` too: nothing asked again", async () => {
    const requests = productListRequests();
    const wanted = inStock()[5];
    const { user } = await renderApp('/', { scenarios: ['products-unpaginated'] });
    await cardNames();
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(field);
    await user.keyboard(wanted.product_name);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(wanted.product_name);
    expect(requests).toHaveLength(1);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/\?q=/));
    await waitFor(async () => expect((await cardNames())[0]).toBe(wanted.product_name));
    expect(requests).toHaveLength(1);
  });

  it('a list that could not be had says so, and the next key asks for it again', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/products', ({ request }) => {
        if (new URL(request.url).searchParams.has('limit') || !failures) return undefined;
        failures -= 1;
        return HttpResponse.json({ detail: 'Try again later.' }, { status: 500 });
      }),
    );
    const wanted = inStock()[2];
    const { user } = await renderApp('/cart');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(field);
    await user.keyboard(wanted.product_name[0]);
    expect(await screen.findByText('The search could not be loaded.')).toBeInTheDocument();
    await user.keyboard(wanted.product_name.slice(1));
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(wanted.product_name);
  });

  it('the last suggestion sees all results, and a search with no match says so', async () => {
    const { user } = await renderApp('/cart');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(field);
    await user.keyboard('qwertyuiop');
    expect(await screen.findByText('No products match “qwertyuiop”')).toBeInTheDocument();
    await user.clear(field);
    await user.keyboard(inStock()[0].product_name.split(' ')[0]);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const seeAll = within(list).getAllByRole('option').at(-1)!;
    expect(seeAll).toHaveTextContent(/^See all results for “/);
    await user.click(seeAll);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/\?q=/));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { renderApp } from './render-app';
import { cardNames, expectUrl, fill, productCards, productListRequests } from './screen-helpers';

/** The seeded products in stock of a category (and sub-category), newest first. */
function inCategory(category: string, subCategory?: string): string[] {
  return db.product
    .getAll()
    .filter(
      (product) =>
        product.quantity > 0 &&
        product.product_type === category &&
        (!subCategory || product.product_sub_type === subCategory),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((product) => product.product_name);
}

/** The query of a list request for the first page of a view. */
const firstPage = (view: Record<string, string> = {}) =>
  `?${new URLSearchParams({ ...view, limit: '48', offset: '0' }).toString()}`;

/** A category and sub-category the seed has products in stock of, as stored (lowercase). */
function stockedSubCategory(): { category: string; subCategory: string } {
  const product = db.product
    .getAll()
    .find((row) => row.quantity > 0 && row.product_sub_type !== 'other')!;
  return { category: product.product_type, subCategory: product.product_sub_type };
}

/** A nav link by its name in any case ('Power Tools' for 'power tools'). */
const navLink = (name: string) =>
  within(categoryNav()).getByRole('link', {
    name: (accessibleName) => accessibleName.toLowerCase() === name,
  });

const categoryNav = () => screen.getByRole('navigation', { name: 'Categories' });

describe('catalogue categories', () => {
  it('a category page in the URL shows its products only, from the one list call', async () => {
    const requests = productListRequests();
    await renderApp('/?category=technology&sub_category=laptops');
    const laptops = inCategory('technology', 'laptops');
    expect(laptops.length).toBeGreaterThan(0);
    expect(await cardNames()).toEqual(laptops);
    expect(requests.map(({ search }) => search)).toEqual([
      firstPage({ category: 'technology', sub_category: 'laptops' }),
    ]);

    expect(within(categoryNav()).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it("asks an API that pages for the chosen category's first page", async () => {
    const requests = productListRequests();
    const { user } = await renderApp('/');
    await cardNames();
    const { category, subCategory } = stockedSubCategory();
    await user.click(navLink(category));
    await waitFor(async () => expect(await cardNames()).toEqual(inCategory(category)));
    await user.click(navLink(subCategory));
    await waitFor(async () => expect(await cardNames()).toEqual(inCategory(category, subCategory)));
    expect(requests.map(({ search }) => search)).toEqual([
      firstPage(),
      firstPage({ category }),
      firstPage({ category, sub_category: subCategory }),
    ]);
  });

  it('from an API that answers the whole list, choosing a category and a sub-category requests nothing new', async () => {
    const requests = productListRequests();
    const { user } = await renderApp('/', { scenarios: ['products-unpaginated'] });
    const all = await cardNames();

    const { category, subCategory } = stockedSubCategory();
    await user.click(navLink(category));
    await expectUrl(`/?${new URLSearchParams({ category }).toString()}`);
    await waitFor(async () => expect(await cardNames()).toEqual(inCategory(category)));
    await user.click(navLink(subCategory));
    await expectUrl(`/?${new URLSearchParams({ category, sub_category: subCategory }).toString()}`);
    await waitFor(async () => expect(await cardNames()).toEqual(inCategory(category, subCategory)));

    await user.click(within(categoryNav()).getByRole('link', { name: 'All products' }));
    await expectUrl('/');
    await waitFor(async () => expect(await cardNames()).toEqual(all));
    expect(requests.map(({ search }) => search)).toEqual([firstPage()]);
  });

  it('from an API that answers the whole list, a category page picks its products from it', async () => {
    await renderApp('/?category=technology&sub_category=laptops', {
      scenarios: ['products-unpaginated'],
    });
    expect(await cardNames()).toEqual(inCategory('technology', 'laptops'));
  });

  it('a category keeps the sort and combines with the filters, and Clear filters clears it too', async () => {
    const { user } = await renderApp('/?sort=asc');
    await cardNames();
    await user.click(navLink('technology'));
    await expectUrl('/?category=technology&sort=asc');
    await waitFor(async () =>
      expect(await cardNames()).toEqual([...inCategory('technology')].reverse()),
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product filter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'phone');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await expectUrl('/?category=technology&name=phone&sort=asc');

    const phones = inCategory('technology')
      .filter((name) => name.toLowerCase().includes('phone'))
      .reverse();
    expect(await cardNames()).toEqual(phones);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectUrl('/');
    expect(within(categoryNav()).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an unknown category in the URL is ignored', async () => {
    await renderApp('/?category=food&sub_category=laptops');
    expect(await cardNames()).toHaveLength(
      db.product.getAll().filter((p) => p.quantity > 0).length,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('catalogue empty states', () => {
  it('filters that match nothing say so, with a Clear filters button in the message', async () => {
    const { user } = await renderApp('/?name=no-such-product');
    const noMatch = (await screen.findByText('No products match your filters')).parentElement!;
    expect(screen.queryByText('Web shop is empty')).not.toBeInTheDocument();

    await user.click(within(noMatch).getByRole('button', { name: 'Clear filters' }));
    await expectUrl('/');
    expect((await cardNames()).length).toBeGreaterThan(0);
  });

  it('a category without products in stock says no products match, not that the shop is empty', async () => {
    for (const product of db.product.findMany({ where: { product_type: { equals: 'tools' } } })) {
      db.product.update({ where: { id: { equals: product.id } }, data: { quantity: 0 } });
    }
    await renderApp('/?category=tools');
    expect(await screen.findByText('No products match your filters')).toBeInTheDocument();
    expect(productCards()).toHaveLength(0);
  });

  it('an empty shop sorted oldest first is still "Web shop is empty"', async () => {
    await renderApp('/?sort=asc', { scenarios: ['empty-shop'] });
    expect(await screen.findByText('Web shop is empty')).toBeInTheDocument();
    expect(screen.queryByText('No products match your filters')).not.toBeInTheDocument();
  });
});

describe('the filter dialog', () => {
  it('refuses a min price above the max price and keeps both values', async () => {
    const { user } = await renderApp('/');
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product filter' });
    const min = within(dialog).getByRole('spinbutton', { name: 'Min price (BAM)' });
    const max = within(dialog).getByRole('spinbutton', { name: 'Max price (BAM)' });
    await fill(user, min, '500');
    await fill(user, max, '100');

    expect(within(dialog).getByText('Min price cannot be above max price')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    expect(min).toHaveValue(500);
    expect(max).toHaveValue(100);

    await fill(user, max, '500');
    expect(within(dialog).queryByText('Min price cannot be above max price')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await expectUrl('/?min_price=500&max_price=500');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { CREATE_MESSAGES } from '../support/product-form';
import { chooseImage, fillProduct, picture, price, select, textbox } from './product-form-helpers';
import { renderApp } from './render-app';
import {
  cardNames,
  currentUrl,
  expectUrl,
  fill,
  findToast,
  productCards,
  seededProduct,
  sentRequests,
} from './screen-helpers';

/** The product creations and updates the app sends from now on. */
const creates = () => sentRequests('POST', /^\/api\/create\/product$/);
const updates = () => sentRequests('PATCH', /^\/api\/product\/\d+$/);

async function openCreateForm() {
  const rendered = await renderApp('/dashboard/product-management', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Create product' })).toBeInTheDocument();
  return rendered;
}

describe('create product', () => {
  it('shows every validation message, clears each when its field changes, and sends nothing', async () => {
    const { user } = await openCreateForm();
    const sent = creates();
    expect(select('Sub category')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    for (const message of CREATE_MESSAGES) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fill(user, textbox('Product name'), 'Named');
    expect(screen.queryByText('product name cannot be empty')).not.toBeInTheDocument();
    await user.selectOptions(select('Category'), 'Tools');
    expect(screen.queryByText('category cannot be empty')).not.toBeInTheDocument();
    expect(select('Sub category')).toBeEnabled();
    expect(screen.getByText('You have to add picture')).toBeInTheDocument();

    await user.selectOptions(select('Sub category'), 'Hand Tools');
    await fill(user, price(), '0.5');
    await fill(user, textbox('Description'), 'Text');
    expect(screen.getByText('4 / 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText("Price can't be empty or less than 1")).toBeInTheDocument();
    expect(screen.getByText('You have to add picture')).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard/product-management');
    expect(sent).toHaveLength(0);
  });

  it('creates a product with a picture, says so and shows it first on the dashboard', async () => {
    const name = 'Screen Test Laptop';
    const { user } = await openCreateForm();
    expect(screen.getByText('SVG, PNG, JPG')).toBeInTheDocument();
    await chooseImage(user);
    await fillProduct(user, name);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await findToast('Success', 'product successfully added')).toBeInTheDocument();
    await expectUrl('/dashboard');
    expect((await cardNames())[0]).toBe(name);
    const card = screen.getByRole('article', { name });
    expect(within(card).getByText('Quantity: 3')).toBeInTheDocument();
    expect(within(card).getByText('BAM: 49.90')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/o\/product_picture%2F[\w-]+-pixel\.png\?alt=media&token=/),
    );
  });

  it('a storage quota failure (402) says so and creates nothing', async () => {
    const { user } = await renderApp('/dashboard/product-management', {
      signedIn: true,
      scenarios: ['storage-quota'],
    });
    const sent = creates();
    const products = db.product.count();
    await screen.findByRole('heading', { name: 'Create product' });
    await chooseImage(user);
    await fillProduct(user, 'Never Created');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(
      await findToast('Error', 'Image upload failed: the storage quota is exceeded (402).'),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard/product-management');
    expect(textbox('Product name')).toHaveValue('Never Created');
    expect(sent).toHaveLength(0);
    expect(db.product.count()).toBe(products);
  });

  it("a picked picture's Remove button clears it and brings the drop zone back", async () => {
    const { user } = await openCreateForm();
    await chooseImage(user);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
    expect(screen.getByText('Click or drag and drop an image')).toBeInTheDocument();
  });

  it('Clear empties the form and the picture', async () => {
    const { user } = await openCreateForm();
    await chooseImage(user);
    await fill(user, textbox('Product name'), 'To be cleared');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textbox('Product name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
  });
});

describe('edit product', () => {
  async function openEditForm(id: number, scenarios: string[] = []) {
    const rendered = await renderApp(`/dashboard/edit/product/${id}`, {
      signedIn: true,
      scenarios,
    });
    await screen.findByRole('button', { name: 'Save Changes' });
    return rendered;
  }

  it('opens with the saved values; a price is required; a save says so and shows it', async () => {
    const product = seededProduct(7);
    const { user } = await openEditForm(7);
    expect(textbox('Product name')).toHaveValue(product.product_name);
    expect(price()).toHaveValue(product.price);
    expect(screen.getByRole('img', { name: 'Product image preview' })).toHaveAttribute(
      'src',
      expect.stringContaining(product.image_url),
    );

    await fill(user, price(), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
    await fill(user, price(), '12.34');
    expect(screen.queryByText('Price must be greater than 0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Success', 'Product updated successfully!')).toBeInTheDocument();
    await expectUrl('/dashboard');
    await cardNames();
    const card = screen.getByRole('article', { name: product.product_name });
    expect(within(card).getByText('BAM: 12.34')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: product.product_name }));
    expect(await screen.findByText('12.34 KM')).toBeInTheDocument();
  });

  it('Cancel goes back to the product and saves nothing', async () => {
    const product = seededProduct(7);
    const { user } = await openEditForm(7);
    const sent = updates();
    await fill(user, textbox('Product name'), 'Never Saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectUrl('/dashboard/product/7');
    expect(await screen.findByRole('heading', { name: product.product_name })).toBeInTheDocument();
    expect(seededProduct(7).product_name).toBe(product.product_name);
    expect(sent).toHaveLength(0);
  });

  it('an empty name is refused with the edit wording', async () => {
    const { user } = await openEditForm(7);
    await fill(user, textbox('Product name'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product name cannot be empty')).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard/edit/product/7');
  });

  it('a new picture replaces the old one', async () => {
    const product = seededProduct(7);
    const { user } = await openEditForm(7);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await chooseImage(user, picture('new-picture.png'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Success', 'Product updated successfully!')).toBeInTheDocument();
    await expectUrl('/dashboard');
    await cardNames();
    const card = screen.getByRole('article', { name: product.product_name });
    expect(within(card).getByRole('img', { name: product.product_name })).toHaveAttribute(
      'src',
      expect.stringMatching(/new-picture\.png\?alt=media&token=/),
    );
  });

  /** What a colleague, or a shopper's order, changes while the form is open. */
  const changeMeanwhile = (id: number, data: { price?: number; quantity?: number }) =>
    db.product.update({ where: { id: { equals: id } }, data });

  it("sends only what was changed: a colleague's price and the stock sold meanwhile stay", async () => {
    const { user } = await openEditForm(7);
    const sent = updates();
    changeMeanwhile(7, { price: 99.99, quantity: 3 });
    await fill(user, textbox('Product name'), 'Renamed By A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Success', 'Product updated successfully!')).toBeInTheDocument();
    expect(await sent[0].json()).toEqual({
      product_name: 'Renamed By A',
      description: '',
      price: 0,
      quantity: 0,
      image_url: '',
    });
    expect(seededProduct(7)).toMatchObject({
      product_name: 'Renamed By A',
      price: 99.99,
      quantity: 3,
    });
  });

  it('a field someone else changed meanwhile shows both values and saves nothing until chosen', async () => {
    const { user } = await openEditForm(7);
    const sent = updates();
    changeMeanwhile(7, { price: 99.99 });
    await fill(user, textbox('Product name'), 'Renamed By A');
    await fill(user, price(), '50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const conflict = await screen.findByRole('alert', {
      name: 'Someone else changed this product since you opened it',
    });
    expect(conflict).toHaveTextContent('Price (BAM): now 99.99 KM, yours 50.00 KM.');
    expect(sent).toHaveLength(0);
    expect(seededProduct(7).price).toBe(99.99);

    await user.click(within(conflict).getByRole('button', { name: 'Use theirs for Price (BAM)' }));
    expect(price()).toHaveValue(99.99);
    expect(screen.queryByRole('alert', { name: /Someone else/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Success', 'Product updated successfully!')).toBeInTheDocument();
    expect(seededProduct(7)).toMatchObject({ product_name: 'Renamed By A', price: 99.99 });
  });

  it('saving again after a conflict keeps what this staff member chose', async () => {
    const { user } = await openEditForm(7);
    changeMeanwhile(7, { quantity: 9 });
    await user.selectOptions(select('Quantity'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByRole('alert', { name: /Someone else changed this product/ }),
    ).toHaveTextContent('Quantity: now “9”, yours “2”.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Success', 'Product updated successfully!')).toBeInTheDocument();
    expect(seededProduct(7).quantity).toBe(2);
  });

  it('a storage 403 stops the update and says why', async () => {
    const { user } = await openEditForm(7, ['storage-forbidden']);
    const sent = updates();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await chooseImage(user, picture('refused.png'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await findToast('Error', 'Image upload failed: you are not allowed to upload there (403).'),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard/edit/product/7');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(sent).toHaveLength(0);
  });
});

describe('dashboard products', () => {
  /** The card names once the grid shows exactly the response to the URL's query. */
  const shownNames = () =>
    productCards().map((article) => within(article).getByRole('link').textContent ?? '');

  async function expectNames(names: string[]) {
    await waitFor(() => {
      expect(document.querySelector('main [aria-busy="true"]')).toBeNull();
      expect(shownNames()).toEqual(names);
    });
  }

  it('searches by name and sorts by date, as the URL says', async () => {
    const { user } = await renderApp('/dashboard', { signedIn: true });
    const newestFirst = await cardNames();
    const term = newestFirst[0].split(' ').pop()!.toLowerCase();
    const matching = newestFirst.filter((name) => name.toLowerCase().includes(term));
    expect(matching.length).toBeLessThan(newestFirst.length);

    await fill(user, screen.getByRole('searchbox', { name: 'Search by name' }), term);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectUrl(`/dashboard?${new URLSearchParams({ name: term }).toString()}`);
    await expectNames(matching);

    await user.selectOptions(select('Sort by date'), 'Oldest first (ASC)');
    await expectUrl(`/dashboard?${new URLSearchParams({ name: term, sort: 'asc' }).toString()}`);
    await expectNames([...matching].reverse());

    await fill(user, screen.getByRole('searchbox', { name: 'Search by name' }), '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectUrl('/dashboard?sort=asc');
    await expectNames([...newestFirst].reverse());
  });

  it('a search that finds nothing says so, and Clear filters brings every product back', async () => {
    const { user } = await renderApp('/dashboard?sort=asc', { signedIn: true });
    const all = await cardNames();
    await fill(user, screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz-no-such');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products match your filters')).toBeInTheDocument();
    expect(screen.queryByText('Web shop is empty')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectUrl('/dashboard?sort=asc');
    await expectNames(all);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('opens with the search and sort of its URL', async () => {
    const inStock = db.product.getAll().find((product) => product.quantity > 0)!;
    const term = inStock.product_name.split(' ')[0].toLowerCase();
    await renderApp(`/dashboard?name=${encodeURIComponent(term)}&sort=asc`, { signedIn: true });
    expect(await screen.findByRole('searchbox', { name: 'Search by name' })).toHaveValue(term);
    expect(select('Sort by date')).toHaveValue('asc');
    for (const name of await cardNames()) expect(name.toLowerCase()).toContain(term);
  });
});

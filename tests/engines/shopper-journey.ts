import { expect } from 'vitest';
import type { EnginePage } from './engine-page';

const CUSTOMER = {
  'First name': 'Ana',
  'Last name': 'Anić',
  Phone: '+387 61-234 567',
  Address: 'Titova 1, Sarajevo',
};

const cartLink = (count: string) => ({ role: 'link', name: `cart ${count}` });
const cards = { role: 'article' };
const addToCart = { role: 'button', name: 'Add to cart' };

const categories = { role: 'navigation', name: 'Categories' };
/**
 * The price filter's minimum, in BAM: the seed's technology costs from 49 to 3,899, so the
 * filtered list is told apart from the category's.
 */
const MIN_PRICE = 1000;

/**
 * The catalogue's cards, once a new filter's list has replaced the one shown before: the screen
 * has drawn the address (the category chosen shows as the current page) and is not loading.
 */
async function settledCatalogue(page: EnginePage, category?: string): Promise<void> {
  if (category) {
    const current = { css: 'a[aria-current="page"]', within: categories };
    await page.waitFor(
      async () => (await page.count(current)) > 0 && (await page.texts(current)).includes(category),
      `${category} to show as the current category`,
    );
  }
  await page.expectVisible(cards);
  await page.expectGone({ css: 'main [aria-busy="true"]' });
}

/**
 * A shopper's visit: a category and a price filter kept in the address, a product's details, two
 * products added from the catalogue, the cart's + and − and remove, the checkout's messages, an
 * order placed and its copy under Orders. Each count the top bar shows is the cart the server
 * keeps.
 */
export async function shopperJourney(page: EnginePage): Promise<void> {
  await page.open('/');
  // The page's inline script ran under the site's Content-Security-Policy in this engine, and
  // held what was done before the app woke.
  expect(await page.heldEarlyInput()).toBe(true);
  await page.click({ role: 'link', name: 'Technology', within: categories });
  await page.expectUrl(/\?category=technology$/);
  await settledCatalogue(page, 'Technology');
  await page.expectVisible({ text: 'Clear filters' });
  await page.click({ role: 'button', name: 'Filters' });
  const filters = { role: 'dialog', name: 'Product filter' };
  await page.fill({ label: 'Min price (BAM)', within: filters }, String(MIN_PRICE));
  await page.click({ role: 'button', name: 'Apply Filters', within: filters });
  await page.expectGone(filters);
  await page.expectUrl(new RegExp(`category=technology.*min_price=${MIN_PRICE}`));
  // The address changes before the new list is asked for: until then the previous cards show,
  // not yet marked busy. The new list has none below the minimum.
  await page.waitFor(async () => {
    const prices = (await page.texts(cards)).map((text) => Number(/BAM: ([\d.]+)/.exec(text)?.[1]));
    return prices.every((price) => price >= MIN_PRICE);
  }, `every card to cost at least ${MIN_PRICE} BAM`);
  await settledCatalogue(page);

  // Not a product the other engine's staff journey makes and deletes on the shared real-mode
  // server: it may be gone by the time of the click.
  const shown = await page.texts({ role: 'link', within: cards });
  const first = shown.find((name) => !name.startsWith('Engine '));
  expect(first, 'a seeded product among the cards').toBeDefined();
  await page.click({ role: 'link', name: first!, within: cards });
  await page.expectUrl(/\/product\/\d+$/);
  await page.expectVisible({ role: 'heading', name: first });
  // The new page's heading has the focus: a screen reader says where the shopper is.
  await page.waitFor(async () => {
    const { tag, name } = await page.focused();
    return tag === 'H1' && name === first;
  }, `the product's heading "${first}" to take the focus`);
  await page.click({ role: 'link', name: 'Back to the shop' });

  // The top bar's search: the product by its name, the arrow picks the first suggestion, Enter
  // opens it.
  await page.fill({ label: 'Search products' }, first!);
  await page.expectVisible({ role: 'listbox', name: 'Suggestions' });
  await page.waitFor(
    async () => (await page.texts({ role: 'option' }))[0]?.startsWith(first!),
    `the first suggestion to be ${first}`,
  );
  await page.press('ArrowDown');
  await page.waitFor(
    async () => (await page.count({ css: '[role="option"][aria-selected="true"]' })) === 1,
    'the first suggestion to be picked',
  );
  await page.press('Enter');
  await page.expectUrl(/\/product\/\d+$/);
  await page.expectVisible({ role: 'heading', name: first });
  await page.click({ role: 'link', name: 'Back to the shop' });

  // Two products from the catalogue: each count shows only once the server has the line. Clothing,
  // where the staff journey (beside this one on the real-mode site) makes and deletes nothing.
  await page.click({ role: 'link', name: 'Clothing', within: categories });
  await page.expectUrl(/category=clothing/);
  await settledCatalogue(page, 'Clothing');
  // Two products with more than one in stock, so that + is allowed.
  const names = await page.texts({ role: 'link', within: cards });
  const stock = (await page.texts(cards)).map((text) => Number(/Quantity: (\d+)/.exec(text)?.[1]));
  const [one, two] = names.filter((name, at) => names.indexOf(name) === at && stock[at] > 1);
  await page.click({ ...addToCart, within: { role: 'article', name: one } });
  await page.expectVisible(cartLink('1 item'));
  // The cart, then the back button: the catalogue answers again (Safari shows it from its
  // back/forward cache).
  await page.open('/cart');
  await page.expectVisible({ role: 'listitem', name: one });
  await page.back(/category=clothing/);
  await page.click({ ...addToCart, within: { role: 'article', name: two } });
  await page.expectVisible(cartLink('2 items'));

  // A reload asks the server again: both lines are still there.
  await page.open('/cart');
  const lines = { role: 'list', name: 'Cart items' };
  await page.expectVisible({ role: 'listitem', name: one, within: lines });
  await page.expectVisible({ role: 'listitem', name: two, within: lines });
  await page.click({ role: 'button', name: `Increase quantity of ${two}` });
  await page.expectVisible(cartLink('3 items'));
  await page.click({ role: 'button', name: `Decrease quantity of ${two}` });
  await page.expectVisible(cartLink('2 items'));
  await page.click({ role: 'button', name: `Remove ${two}` });
  await page.expectVisible(cartLink('1 item'));
  await page.expectGone({ role: 'listitem', name: two, within: lines });

  await page.click({ role: 'link', name: 'Proceed to Checkout' });
  await page.expectUrl(/\/checkout$/);
  await page.click({ role: 'button', name: 'Place Order' });
  for (const message of [
    'First name is required',
    'Last name is required',
    'Phone number is required',
    'Address is required',
  ]) {
    await page.expectVisible({ text: message });
  }
  for (const [label, value] of Object.entries(CUSTOMER)) {
    await page.fill({ role: 'textbox', name: label }, value);
  }
  await page.click({ role: 'button', name: 'Place Order' });
  await page.expectToast('Order successfully made');
  await page.expectVisible(cartLink('0 items'));
  await page.open('/cart');
  await page.expectVisible({ role: 'heading', name: 'Cart is empty' });
  await page.waitFor(
    async () => (await page.count(cartLink('0 items'))) === 1,
    'one cart link saying 0 items',
  );

  // The order's copy, kept on this device.
  await page.click({ role: 'link', name: 'Check order status' });
  const receipt = { role: 'article', name: /^Order placed / };
  await page.expectVisible({ text: one, within: receipt });
  await page.expectVisible({ text: CUSTOMER.Address, within: receipt });
}

import { expect, type Page } from '@playwright/test';

/** An address a visitor opens (or is sent), and what shows once the app has rendered it. */
export interface OpenedAddress {
  path: string;
  opened(page: Page): Promise<void>;
}

/** The catalogue's list is in: cards, or the filters' empty result. */
async function catalogueListed(page: Page): Promise<void> {
  await expect(
    page.getByRole('article').first().or(page.getByText('No products match your filters')),
  ).toBeVisible();
}

/** The catalogue shows the address's view; `current` is the first category link marked current. */
const catalogueView =
  (current: string) =>
  async (page: Page): Promise<void> => {
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(nav.locator('[aria-current="page"]').first()).toHaveText(current);
    await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
    await catalogueListed(page);
  };

const heading = (name: string) => (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/**
 * The catalogue's views as people share them: its category navigation's links and its filters'
 * and sort's. The prerendered `/` is the catalogue without a query.
 */
export const SHARED_CATALOGUE_LINKS: OpenedAddress[] = [
  { path: '/?category=technology', opened: catalogueView('Technology') },
  { path: '/?category=clothing&sub_category=t-shirts', opened: catalogueView('T-Shirts') },
  { path: '/?name=bar', opened: catalogueView('All products') },
  { path: '/?min_price=10&max_price=500&sort=asc', opened: catalogueView('All products') },
  { path: '/?quantity=5', opened: catalogueView('All products') },
];

/** Product pages: served from product.html by a host (`serveProductHtml`). */
export const PRODUCT_ADDRESSES: OpenedAddress[] = [
  {
    path: '/product/1',
    opened: (page) =>
      expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible(),
  },
  { path: '/product/999999', opened: heading('Product not found') },
  { path: '/product/abc', opened: heading('Product not found') },
  {
    path: '/product/2?utm_source=chat',
    opened: (page) =>
      expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible(),
  },
];

/** The other public pages, and the staff pages a guest opens (the dashboard sends them home). */
export const GUEST_ADDRESSES: OpenedAddress[] = [
  { path: '/', opened: catalogueListed },
  { path: '/cart', opened: heading('Cart is empty') },
  { path: '/cart?utm_source=chat', opened: heading('Cart is empty') },
  { path: '/checkout', opened: heading('Checkout') },
  { path: '/sign-in', opened: heading('Sign in to your account') },
  { path: '/sign-in?utm_source=chat', opened: heading('Sign in to your account') },
  { path: '/orders', opened: heading('Orders') },
  {
    path: '/dashboard',
    opened: async (page) => {
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await catalogueListed(page);
    },
  },
];

/**
 * Serves a product address with product.html, as docs/deployment.md requires of a host
 * (`vite preview` serves index.html, which the app renders afresh). Returns the addresses it
 * served, so a test can tell it opened the prerendered page.
 */
export async function serveProductHtml(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(
    (url) => /^\/product\/[^/]+\/?$/i.test(url.pathname),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      // Sent on to the server, not fulfilled here: Chromium takes a fulfilled page for one of
      // no address space, and blocks its calls to the real mode's API on the loopback address.
      const url = new URL(route.request().url());
      served.push(url.pathname + url.search);
      await route.continue({ url: `${url.origin}/product.html` });
    },
  );
  return served;
}

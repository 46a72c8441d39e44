import { paths, routePatterns } from '../../src/config/paths.ts';
import { SHORT_ID_SOURCE } from '../../src/lib/ids.ts';

/**
 * A page the build writes as HTML, its first render: a static host serves `/cart` from
 * `cart.html` (docs/deployment.md).
 */
export interface PageToWrite {
  /** The route's pattern: the pages of one route load the same lazy screen. */
  route: string;
  /** The address drawn, without the base path. */
  path: string;
  file: string;
  /**
   * For a page that stands for many addresses, what each parameter of `route` matches (a
   * regular expression's source). Such a page is drawn without data and names no address of
   * its own.
   */
  params?: Record<string, string>;
  /** A page written for each product: it links the shared stylesheet and goes to disk at once. */
  perProduct?: boolean;
}

/**
 * The pages written whatever the catalogue: `product.html` stands for every product page whose
 * id can be one (another renders 'Product not found' at once, not the page's loading state) and
 * that has no page of its own.
 */
export const FIXED_PAGES: PageToWrite[] = [
  { route: paths.home, path: paths.home, file: 'index.html' },
  { route: paths.cart, path: paths.cart, file: 'cart.html' },
  { route: paths.signIn, path: paths.signIn, file: 'sign-in.html' },
  {
    route: routePatterns.product,
    path: paths.product(1),
    file: 'product.html',
    params: { productId: SHORT_ID_SOURCE },
  },
];

/** A product's own page, `product/<id>.html`, drawn with the build's snapshot of the API. */
export const productPage = (id: number): PageToWrite => ({
  route: routePatterns.product,
  path: paths.product(id),
  file: `${paths.product(id).slice(1)}.html`,
  perProduct: true,
});

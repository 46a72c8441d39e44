import { paths } from '../../src/config/paths.ts';
import { categoryNames, CATEGORIES, productTypeOf } from '../../src/config/rules/categories.ts';

/** Pages no search result should lead to: a shopper's own, and staff's. */
const PRIVATE_PATHS = [paths.dashboard.root, paths.checkout, paths.cart, paths.signIn];

/** The catalogue's category pages, each category and each of its sub-categories. */
export function categoryPaths(): string[] {
  return categoryNames.flatMap((name) => {
    const category = `/?category=${encodeURIComponent(productTypeOf(name))}`;
    const subCategories = CATEGORIES[name].map(
      (sub) => `${category}&sub_category=${encodeURIComponent(sub.toLowerCase())}`,
    );
    return [category, ...subCategories];
  });
}

/** robots.txt: the private pages kept out; the sitemap named when the site's address is known. */
export function robotsTxt(base: string, sitemapUrl?: string): string {
  const lines = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${base}${path.slice(1)}`),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: the home page, the category pages and every product, as absolute addresses. */
export function sitemapXml(siteUrl: (path: string) => string, productIds: number[]): string {
  const addresses = [paths.home, ...categoryPaths(), ...productIds.map((id) => paths.product(id))];
  const entries = addresses.map((path) => `  <url><loc>${escapeXml(siteUrl(path))}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

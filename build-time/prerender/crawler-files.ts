import { paths } from '../../src/config/paths.ts';
import { categoryNames, CATEGORIES, productTypeOf } from '../../src/config/rules/categories.ts';

/** Pages no search result should lead to: a shopper's own, and staff's. */
const PRIVATE_PATHS = [paths.dashboard.root, paths.checkout, paths.cart, paths.signIn];

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The file robots.txt names: the sitemap itself, or past the limit the index of the sitemaps. */
export const SITEMAP_FILE = 'sitemap.xml';

export interface CrawlerFile {
  fileName: string;
  source: string;
}

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

/** A sitemap, `<urlset>` of `<url>`s, or an index of sitemaps, `<sitemapindex>` of `<sitemap>`s. */
function sitemapXml(list: 'urlset' | 'sitemapindex', urls: string[]): string {
  const entry = list === 'urlset' ? 'url' : 'sitemap';
  const entries = urls.map((url) => `  <${entry}><loc>${escapeXml(url)}</loc></${entry}>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${list} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${entries.join('\n')}\n</${list}>\n`
  );
}

/**
 * The sitemap of the home page, the category pages and every product, as absolute addresses:
 * `sitemap.xml` itself while it holds at most `maxUrls`; past that, `sitemap-1.xml`,
 * `sitemap-2.xml`… of at most `maxUrls` each, and `sitemap.xml` the index that lists them, so
 * robots.txt names the same file either way.
 */
export function sitemapFiles(
  siteUrl: (path: string) => string,
  productIds: number[],
  maxUrls = SITEMAP_MAX_URLS,
): CrawlerFile[] {
  const addresses = [paths.home, ...categoryPaths(), ...productIds.map((id) => paths.product(id))];
  const urls = addresses.map(siteUrl);
  if (urls.length <= maxUrls) {
    return [{ fileName: SITEMAP_FILE, source: sitemapXml('urlset', urls) }];
  }
  const parts: CrawlerFile[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    const fileName = `sitemap-${parts.length + 1}.xml`;
    parts.push({ fileName, source: sitemapXml('urlset', urls.slice(start, start + maxUrls)) });
  }
  const partUrls = parts.map(({ fileName }) => siteUrl(`/${fileName}`));
  return [{ fileName: SITEMAP_FILE, source: sitemapXml('sitemapindex', partUrls) }, ...parts];
}

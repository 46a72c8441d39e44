// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBuildSettings } from '../../../../../../src/config/read-build-settings';
import { readEnv } from '../../../../../../src/config/read-env';
import {
  categoryPaths,
  robotsTxt,
  SITEMAP_FILE,
  SITEMAP_MAX_URLS,
  sitemapFiles,
} from '../../../../../../build-time/prerender/crawler-files';
import { pageHeadTags, productJsonLd } from '../../../../../../build-time/prerender/page-head';
import type { Product } from '../../../../../../src/features/catalogue';

const product: Product = {
  id: 7,
  product_name: 'Trail "Pro" <Boots>',
  description: 'Waterproof & light.',
  price: 129.5,
  quantity: 0,
  category: 'clothing',
  sub_category: 'other',
  image_url: '/pictures/boots.png',
};

describe('a product page: link preview and schema.org data', () => {
  it('gives a Product with an Offer priced in BAM, out of stock when none is left', () => {
    const script = productJsonLd(product, 'https://shop.example/product/7');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(script)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: product.product_name,
      image: 'https://shop.example/pictures/boots.png',
      offers: {
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'BAM',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/product/7',
      },
    });
  });

  it('escapes the page texts and names the picture by an absolute address', () => {
    const tags = pageHeadTags({
      title: `${product.product_name} · WebShop`,
      description: 'Boots & more',
      canonicalUrl: 'https://shop.example/product/7',
      product,
    });
    expect(tags.title).toBe('<title>Trail &quot;Pro&quot; &lt;Boots&gt; · WebShop</title>');
    expect(tags.description).toBe('<meta name="description" content="Boots &amp; more">');
    expect(tags.rest).toContain('<link rel="canonical" href="https://shop.example/product/7">');
    expect(tags.rest).toContain(
      '<meta property="og:image" content="https://shop.example/pictures/boots.png">',
    );
    expect(tags.rest).toContain('<meta property="product:price:amount" content="129.50">');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps the private pages out and names the sitemap only when the site is known', () => {
    const robots = robotsTxt('/shop/', 'https://shop.example/shop/sitemap.xml');
    expect(robots).toContain('Disallow: /shop/dashboard\n');
    expect(robots).toContain('Disallow: /shop/sign-in\n');
    expect(robots).toContain('Sitemap: https://shop.example/shop/sitemap.xml\n');
    expect(robotsTxt('/')).not.toContain('Sitemap');
  });

  it('lists the home page, the category pages and every product, escaped', () => {
    const [sitemap, ...more] = sitemapFiles((path) => `https://shop.example${path}`, [1, 2]);
    expect(more).toEqual([]);
    expect(sitemap.fileName).toBe('sitemap.xml');
    const xml = sitemap.source;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/?category=tools</loc>');
    expect(xml).toContain(
      '<loc>https://shop.example/?category=accessories&amp;sub_category=bags%20%26%20backpacks</loc>',
    );
    expect(xml).toContain('<loc>https://shop.example/product/2</loc>');
  });

  it('past 50,000 addresses, is an index of sitemaps of at most 50,000 each', () => {
    const productIds = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => index + 1);
    const files = sitemapFiles((path) => `https://shop.example${path}`, productIds);
    const [index, ...sitemaps] = files;
    expect(index.fileName).toBe(SITEMAP_FILE);
    expect(index.source).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(sitemaps.map(({ fileName }) => fileName)).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
    for (const { fileName } of sitemaps) {
      expect(index.source).toContain(
        `<sitemap><loc>https://shop.example/${fileName}</loc></sitemap>`,
      );
    }
    const urls = sitemaps.map(({ source }) =>
      [...source.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map(([, url]) => url),
    );
    expect(urls[0]).toHaveLength(SITEMAP_MAX_URLS);
    // Every address once: the home page, the category pages, every product.
    expect(new Set(urls.flat()).size).toBe(urls.flat().length);
    expect(urls.flat()).toHaveLength(1 + categoryPaths().length + SITEMAP_MAX_URLS);
  });

  it('stays one file up to the limit, and splits one address past it', () => {
    const site = (path: string) => `https://shop.example${path}`;
    const limit = 1 + categoryPaths().length + 2;
    expect(sitemapFiles(site, [1, 2], limit).map(({ fileName }) => fileName)).toEqual([
      'sitemap.xml',
    ]);
    expect(sitemapFiles(site, [1, 2, 3], limit).map(({ fileName }) => fileName)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
    ]);
  });
});

describe('the build settings', () => {
  const app = (mode: 'real' | 'mock', apiBaseUrl = '') =>
    readEnv({
      VITE_API_MODE: mode,
      VITE_API_BASE_URL: apiBaseUrl,
      VITE_FIREBASE_STORAGE_BUCKET: 'b',
    });

  it('read the snapshot from the API the build names, else from an absolute API address', () => {
    expect(readBuildSettings({}, app('real', 'https://api.example')).snapshot).toEqual({
      kind: 'api',
      url: 'https://api.example',
    });
    expect(
      readBuildSettings({ SNAPSHOT_API_URL: 'http://127.0.0.1:8000/' }, app('real')).snapshot,
    ).toEqual({ kind: 'api', url: 'http://127.0.0.1:8000' });
    expect(readBuildSettings({}, app('real')).snapshot).toBeUndefined();
    expect(readBuildSettings({}, app('mock')).snapshot).toEqual({ kind: 'mock-seed' });
    expect(readBuildSettings({ SNAPSHOT_API_URL: 'off' }, app('mock')).snapshot).toBeUndefined();
  });

  it('bound the product pages by a whole number, none by default', () => {
    const max = (value?: string) =>
      readBuildSettings({ PRERENDER_PRODUCT_PAGES_MAX: value }, app('real')).productPagesMax;
    expect(max()).toBeUndefined();
    expect(max(' ')).toBeUndefined();
    expect(max('19000')).toBe(19_000);
    expect(max('0')).toBe(0);
    for (const bad of ['-1', '1.5', '1e4', 'many', '99999999999999999999']) {
      expect(() => max(bad)).toThrow(
        `PRERENDER_PRODUCT_PAGES_MAX must be a whole number (0 or more), got "${bad}".`,
      );
    }
  });

  it('refuse addresses that are not absolute', () => {
    expect(() => readBuildSettings({ SITE_URL: 'shop.example' }, app('real'))).toThrow(/SITE_URL/);
    expect(() => readBuildSettings({ SNAPSHOT_API_URL: '/api' }, app('real'))).toThrow(
      /SNAPSHOT_API_URL/,
    );
  });
});

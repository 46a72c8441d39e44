import { expect, test } from '@playwright/test';
import { formatKm } from '../../src/lib/format';
import { controlHeaders, realModeSettings } from './servers.mjs';

// The build read its snapshot of the API from the mock server (tests/browser-real/snapshot-api.mjs)
// and knows its address (SITE_URL): what shoppers, search engines and link previews get from it.

const { apiOrigin: API_ORIGIN, appOrigin: APP_ORIGIN } = realModeSettings();

interface ApiProduct {
  id: number;
  product_name: string;
  price: number;
  quantity: number;
}

async function productOnApi(id: number): Promise<ApiProduct> {
  const response = await fetch(`${API_ORIGIN}/api/product/${id}`);
  return ((await response.json()) as { product: ApiProduct }).product;
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${API_ORIGIN}/__mock/reset`, { headers: controlHeaders() });
  expect(reset.ok()).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/product/1 carries its name, a description, a link preview and Product data in BAM', async ({
    page,
  }) => {
    const product = await productOnApi(1);
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
    await expect(page).toHaveTitle(`${product.product_name} · WebShop`);
    const content = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await content('meta[name="description"]')).toContain(product.product_name);
    expect(await content('meta[property="og:title"]')).toBe(product.product_name);
    expect(await content('meta[property="og:image"]')).toMatch(/^https?:\/\/.+/);
    expect(await content('meta[property="product:price:currency"]')).toBe('BAM');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${APP_ORIGIN}/product/1`,
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(product.product_name);
    expect(jsonLd.offers).toMatchObject({
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'BAM',
      availability: `https://schema.org/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
    });
  });

  test('/ shows the catalogue from the snapshot, with its own title and description', async ({
    page,
  }) => {
    const listed = (await (await fetch(`${API_ORIGIN}/api/products`)).json()) as ApiProduct[];
    await page.goto('/');
    await expect(page).toHaveTitle('Products · WebShop');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /BAM/);
    await expect(page.getByRole('article').first()).toContainText(listed[0].product_name);
  });
});

test('/robots.txt is text, keeps the private pages out and names a sitemap listing /product/1', async ({
  request,
}) => {
  const robots = await request.get(`${APP_ORIGIN}/robots.txt`);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  for (const path of ['/dashboard', '/checkout', '/cart', '/sign-in']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemapUrl).toBe(`${APP_ORIGIN}/sitemap.xml`);
  const sitemap = await (await request.get(sitemapUrl!)).text();
  expect(sitemap).toContain(`<loc>${APP_ORIGIN}/product/1</loc>`);
  expect(sitemap).toContain(`<loc>${APP_ORIGIN}/?category=technology</loc>`);
});

test('a price changed on the API after the build shows on the product page once the API responds', async ({
  page,
  request,
}) => {
  const built = await productOnApi(1);
  const snapshot = (await (
    await request.get(`${API_ORIGIN}/__mock/snapshot`, { headers: controlHeaders() })
  ).json()) as { product: ApiProduct[] };
  const newPrice = built.price + 11.25;
  snapshot.product = snapshot.product.map((row) =>
    row.id === 1 ? { ...row, price: newPrice } : row,
  );
  const changed = await request.post(`${API_ORIGIN}/__mock/snapshot`, {
    headers: controlHeaders(),
    data: snapshot,
  });
  expect(changed.ok()).toBe(true);

  const page1 = await (await request.get(`${APP_ORIGIN}/product/1`)).text();
  expect(page1).toContain(formatKm(built.price));
  await page.goto('/product/1');
  await expect(page.getByText(formatKm(newPrice), { exact: true })).toBeVisible();
  await expect(page.getByText(formatKm(built.price), { exact: true })).toBeHidden();
});

test("while the API sleeps, / lists the snapshot's products at once and never fails to load them", async ({
  page,
  request,
}) => {
  const headers = controlHeaders();
  await request.post(`${API_ORIGIN}/__mock/api-wake`, { headers, data: { seconds: 8 } });
  await request.post(`${API_ORIGIN}/__mock/scenario`, {
    headers,
    data: { scenarios: ['api-asleep'] },
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Failed to load products.')) {
        document.documentElement.dataset.failedToLoad = 'yes';
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const woken = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/products' && response.ok(),
    { timeout: 30_000 },
  );
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 5_000 });
  await woken;
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.failedToLoad)).toBeUndefined();
});

test("while the API sleeps, a category page lists its products from the build's file of it", async ({
  page,
  request,
}) => {
  const file = await request.get('/catalogue/tools--hand-tools.json');
  expect(file.headers()['content-type']).toContain('application/json');
  const built = (await file.json()) as { page: { items: ApiProduct[] } };
  expect(built.page.items.length).toBeGreaterThan(0);
  const headers = controlHeaders();
  // Asleep for longer than the test may run: what the page lists, it did not get from the API.
  const seconds = Math.ceil(test.info().timeout / 1000) + 60;
  await request.post(`${API_ORIGIN}/__mock/api-wake`, { headers, data: { seconds } });
  await request.post(`${API_ORIGIN}/__mock/scenario`, {
    headers,
    data: { scenarios: ['api-asleep'] },
  });
  try {
    await page.goto('/?category=tools&sub_category=hand+tools');
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(built.page.items[0].product_name);
    await expect(cards).toHaveCount(built.page.items.length);
    await expect(page.getByText('Failed to load products.', { exact: true })).toBeHidden();
    const state = (await (await request.get(`${API_ORIGIN}/__mock/state`, { headers })).json()) as {
      scenarios: string[];
    };
    expect(state.scenarios, 'the API still sleeps').toEqual(['api-asleep']);
  } finally {
    // Not left asleep for the tests after this one.
    await request.post(`${API_ORIGIN}/__mock/scenario`, { headers, data: { scenarios: [] } });
  }
});

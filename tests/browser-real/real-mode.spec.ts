import { expect, test, type Request } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import {
  expectPrerenderedPage,
  holdScripts,
  pageErrors,
  PRERENDERED_PAGES,
} from '../support/prerendered-pages';
import { cspViolations } from '../support/csp-violations';
import { PNG_BASE64 } from '../support/product-form';
import { signIn } from '../support/sign-in';
import { objectUrl, uploadRequest } from '../support/storage-upload';
import { controlHeaders, realModeSettings } from './servers.mjs';
import { shownToast } from '../browser/shop-helpers';
import { drawPhoto, exifSegment, lookAt } from '../browser/phone-photo';

const { apiOrigin: API_ORIGIN, appOrigin: APP_ORIGIN } = realModeSettings();

/** The calls the app makes itself (fetch/XHR), not the bundle's own files. */
const apiCalls = (requests: Request[]) =>
  requests
    .filter((request) => ['fetch', 'xhr'].includes(request.resourceType()))
    .map((request) => request.url());

let violations: string[] = [];

test.beforeEach(async ({ request, page }) => {
  const reset = await request.post(`${API_ORIGIN}/__mock/reset`, { headers: controlHeaders() });
  expect(reset.ok()).toBe(true);
  violations = await cspViolations(page);
});

// Every screen a test visits, shopper's and staff's, keeps to the policy the host sends.
test.afterEach(() => {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test("real mode: nginx serves the shop with the build's security headers", async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A product page comes from product.html, under the same policy.
  const product = await page.goto('/product/1');
  expect(product?.headers()['content-security-policy']).toBe(policy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('real mode end to end: browse, add to cart, sign in, change an order status', async ({
  page,
  context,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  // Browse: the catalogue comes from the HTTP mock server through nginx, on the shop's own
  // origin, no service worker in between.
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // The cards are the build's, drawn before the app asks the API for the list.
  await expect
    .poll(() => apiCalls(requests).some((url) => url.startsWith(`${APP_ORIGIN}/api/`)))
    .toBe(true);
  expect(apiCalls(requests).filter((url) => !url.startsWith(`${APP_ORIGIN}/api/`))).toEqual([]);
  const name = (await cards.first().getByRole('link').innerText()).trim();

  // Seed pictures load from the mock server's own origin (it names its host in their URLs).
  const picture = cards.first().getByRole('img', { name });
  expect(await picture.getAttribute('src')).toMatch(/\/mock-images\/.+\.svg$/);
  expect((await picture.getAttribute('src'))?.startsWith(`${API_ORIGIN}/`)).toBe(true);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A product, added to the cart.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shownToast(page, 'Item added to cart').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'cart 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name }),
  ).toBeVisible();

  // Sign in as the demo admin (its cookies set through nginx, on the shop's origin).
  await page.getByRole('link', { name: 'sign in' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CREDENTIALS.username);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The first order (pending after the reset) becomes accepted.
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('link', { name: 'orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-management$/);
  const firstRow = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'View details' }) })
    .first();
  await expect(firstRow.getByText('pending', { exact: true })).toBeVisible();
  await firstRow.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Accepted (Preparation)' }).click();
  await expect(shownToast(page, 'Status changes')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/order-management$/);
  await expect(firstRow.getByText('accepted', { exact: true })).toBeVisible();

  // The server kept it: a full reload (which reseeds the in-browser mock) still shows it.
  await page.reload();
  await expect(firstRow.getByText('accepted', { exact: true })).toBeVisible();
  expect(apiCalls(requests).filter((url) => !url.startsWith(`${APP_ORIGIN}/api/`))).toEqual([]);
  expect(page.url().startsWith(APP_ORIGIN)).toBe(true);

  // The access cookie gone (as after its 10 minutes), a reload refreshes it through nginx and
  // staff stay signed in.
  await context.clearCookies({ name: 'access_token' });
  const refreshed = page.waitForResponse(`${APP_ORIGIN}/api/auth/refresh`);
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(firstRow.getByText('accepted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/order-management$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('access_token');
});

test("real mode: a product's picture goes to the mock server's bucket and shows", async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Create product' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Product image' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64'),
  });
  const name = 'Real Mode Laptop';
  await page.getByLabel('Category', { exact: true }).selectOption('technology');
  await page.getByLabel('Sub category').selectOption('laptops');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Price (BAM)').fill('49.9');
  await page.getByLabel('Description', { exact: true }).fill('Its picture is in the mock bucket.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(shownToast(page, 'product successfully added')).toBeVisible();

  // The shop's page got the download token: the picture's URL is the mock server's, and loads.
  await expect(page).toHaveURL(/\/dashboard$/);
  const picture = page.getByRole('article', { name }).getByRole('img', { name });
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(
      `^${API_ORIGIN}/v0/b/[^/]+/o/product_picture%2F[\\w-]+-pixel\\.webp\\?alt=media&token=`,
    ),
  );
  // It loads, through nginx's resizer (a 2 px picture, never made larger).
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`^${APP_ORIGIN}/_pictures/\\d+/${API_ORIGIN}/v0/b/`),
  );
});

test('real mode: nginx sends a whole, sideways phone photo upright at the width it is drawn', async ({
  page,
  request,
}) => {
  // As the original client stored pictures: the phone's JPEG whole, sideways with EXIF
  // orientation 6, straight into the bucket.
  await page.goto('/sign-in');
  const jpeg = await drawPhoto(page, { width: 1600, height: 1200, type: 'image/jpeg' });
  const photo = Buffer.concat([jpeg.subarray(0, 2), exifSegment(6), jpeg.subarray(2)]);
  const name = 'product_picture/IMG_1600.jpg';
  const [uploadUrl, upload] = uploadRequest(API_ORIGIN, {
    name,
    contentType: 'image/jpeg',
    bytes: photo,
  });
  const stored = await request.post(uploadUrl, {
    // The bucket tells a page of the shop its download token.
    headers: { ...(upload.headers as Record<string, string>), Origin: APP_ORIGIN },
    data: Buffer.from(upload.body as Uint8Array),
  });
  expect(stored.status()).toBe(200);
  const image_url = objectUrl(API_ORIGIN, name, (await stored.json()).downloadTokens);
  expect((await request.post('/api/auth/login', { data: DEMO_CREDENTIALS })).ok()).toBe(true);
  const product = { product_name: 'Whole Photo Lamp', description: 'Stored as the phone took it.' };
  const created = await request.post('/api/create/product', {
    data: {
      ...product,
      price: 35,
      quantity: 3,
      category: 'technology',
      sub_category: 'laptops',
      image_url,
    },
  });
  expect(created.ok()).toBe(true);
  const listed: { id: number; product_name: string }[] = await (
    await request.get('/api/products')
  ).json();
  const { id } = listed.find((each) => each.product_name === product.product_name)!;

  await page.goto(`/product/${id}`);
  const picture = page.getByRole('img', { name: product.product_name });
  await expect(picture).toHaveAttribute('srcset', /\/_pictures\/384\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const { source, drawnAt } = await picture.evaluate((img: HTMLImageElement) => ({
    source: img.currentSrc,
    drawnAt: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  const copy = await lookAt(page, source);
  // Resized by nginx, from the bucket's URL with its token, to the width the browser chose for
  // the box: at least as wide as drawn, at most 1.5 times.
  expect(source).toBe(`${APP_ORIGIN}/_pictures/${copy.width}/${image_url}`);
  expect(copy.width).toBeGreaterThanOrEqual(drawnAt);
  expect(copy.width).toBeLessThanOrEqual(1.5 * drawnAt);
  // Upright: portrait, the photo's red corner at the top right.
  expect(Math.abs(copy.height - (copy.width * 1600) / 1200)).toBeLessThanOrEqual(1);
  expect(copy.topRight[0]).toBeGreaterThan(180);
  expect(copy.topLeft[0]).toBeLessThan(120);
});

test('real mode: /, /cart and /sign-in paint before any script runs, then hydrate cleanly', async ({
  page,
}) => {
  const errors = pageErrors(page);
  for (const { path, heading, hydrated } of PRERENDERED_PAGES) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expectPrerenderedPage(page, heading);
    release();
    await hydrated(page);
    await page.unrouteAll();
  }
  expect(errors).toEqual([]);
});

test('real mode: a page served for another address shows the loader, never that page', async ({
  page,
}) => {
  // nginx responds to /checkout, which is not prerendered, with index.html (`/`).
  const release = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

import { tabTo } from './axe';
import { expect, mockStarted, test } from './fixtures';
import {
  cardNames,
  cardPrices,
  productCards,
  shownToast,
  waitForSettledGrid,
} from './shop-helpers';

// What a card and the filters show, sort and say is proven by the screen tests
// (tests/screens/catalogue.test.tsx); here what only a browser shows: the pointer's and the
// keyboard's tooltip, a tap, reload and Back, real timing.

test("Add to cart's tooltip shows on hover and on keyboard focus; a card's link opens its product", async ({
  page,
}) => {
  await page.goto('/');
  const first = productCards(page).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('link').innerText()).trim();
  await expect(first.getByRole('img', { name })).toBeVisible();
  await expect(first.getByText(/^Quantity: \d+$/)).toBeVisible();
  await expect(first.getByText(/^BAM: \d+\.\d{2}$/)).toBeVisible();
  const add = first.getByRole('button', { name: 'Add to cart' });
  const tooltip = page.getByRole('tooltip', { name: 'Add to cart' });

  await test.step('hover', async () => {
    await add.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  });

  await test.step('keyboard focus', async () => {
    await tabTo(page, add);
    await expect(tooltip).toBeVisible();
  });

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('a tap on Add to cart adds the product and leaves no tooltip behind', async ({ page }) => {
    await page.goto('/');
    // A tap on the app, not one the prerendered page holds for it; the toast then waits for the
    // answer, not for the demo's backend to start.
    await waitForSettledGrid(page);
    await mockStarted(page);
    const add = productCards(page).first().getByRole('button', { name: 'Add to cart' });
    await add.tap();
    await expect(shownToast(page, 'Item added to cart')).toBeVisible();
    await expect(add).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Add to cart' })).toBeHidden();
  });
});

test('filters by name, keeps the filter in the URL on reload, and clears it', async ({ page }) => {
  await page.goto('/');
  const all = await cardNames(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Product filter' });
  await dialog.getByLabel('Name').fill('PHONE');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?name=PHONE$/);

  // The URL changes first; the cards follow.
  await expect
    .poll(async () => (await cardNames(page)).every((name) => /phone/i.test(name)))
    .toBe(true);
  const filtered = await cardNames(page);
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(all.length);
  for (const name of filtered) expect(name.toLowerCase()).toContain('phone');

  await page.reload();
  await expect(page).toHaveURL(/\?name=PHONE$/);
  expect(await cardNames(page)).toEqual(filtered);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(productCards(page)).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\?name=PHONE$/);
  await expect(productCards(page)).toHaveCount(filtered.length);
});

test('an unreachable API: the shop says the server is waking up, then shows the failure and stops calling', async ({
  page,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
  });
  await page.clock.install();
  await page.goto('/?scenario=api-unreachable');
  await expect(page.getByRole('main').getByText(/server is waking up/)).toBeVisible();
  await expect(page.getByText('Failed to load products.', { exact: true })).toBeHidden();
  await page.clock.fastForward('01:35');
  await expect(page.getByText('Failed to load products.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/server is waking up/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  // A remount loop sends hundreds of requests a second, so the network never goes quiet.
  await page.waitForLoadState('networkidle');
  const requested = new Map(requests);
  await page.clock.fastForward('01:00');
  await page.evaluate(() => fetch('/favicon.svg'));
  expect(requests).toEqual(requested);
});

test('a product page fetches its code and its product while the signed-in state loads', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('product-details-screen')) events.push('request screen code');
    if (pathname === '/api/product/3') events.push('request product');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/me') events.push('response me');
  });
  // Each mock response takes 400 ms, so calls made one after the other would show.
  await page.goto('/product/3?latency=400');
  // Add to cart shows once the signed-in state is known: a visitor's, not staff's.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  const meResponded = events.indexOf('response me');
  expect(meResponded).toBeGreaterThan(-1);
  expect(events.indexOf('request screen code')).toBeLessThan(meResponded);
  expect(events.indexOf('request product')).toBeLessThan(meResponded);
  expect(events.filter((event) => event === 'request product')).toHaveLength(1);
});

test('the catalogue requests its products while the signed-in state loads', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products') events.push('request products');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/me') events.push('response me');
  });
  // The cards need no signed-in state, so they may show before its answer arrives.
  const meAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/me',
  );
  // Each mock response takes 400 ms, so calls made one after the other would show.
  await page.goto('/?latency=400');
  await expect(productCards(page).first()).toBeVisible();
  await meAnswered;

  const meResponded = events.indexOf('response me');
  expect(meResponded).toBeGreaterThan(-1);
  expect(events.indexOf('request products')).toBeGreaterThan(-1);
  expect(events.indexOf('request products')).toBeLessThan(meResponded);
});

test('a search address opens on its best match, kept on reload and Back; a price order beside it', async ({
  page,
}) => {
  await page.goto('/');
  const names = await cardNames(page);
  const wanted = names[5];
  await page.goto(`/?q=${encodeURIComponent(wanted.toLowerCase())}`);
  await expect(productCards(page).first().getByRole('link')).toHaveText(wanted);
  await page.reload();
  await expect(productCards(page).first().getByRole('link')).toHaveText(wanted);

  await page.goto(`/?q=${encodeURIComponent(wanted.split(' ')[0])}&sort=price_asc`);
  await waitForSettledGrid(page);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.goBack();
  await expect(productCards(page).first().getByRole('link')).toHaveText(wanted);
});

import { tabTo } from './axe';
import { expect, openAsStaff, test } from './fixtures';
import {
  cardNames,
  cardPrices,
  productCards,
  shownToast,
  waitForSettledGrid,
} from './shop-helpers';

test('cards show image, name, quantity, BAM price and an add-to-cart button', async ({ page }) => {
  await page.goto('/');
  const first = productCards(page).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('link').innerText()).trim();
  await expect(first.getByRole('img', { name })).toBeVisible();
  await expect(first.getByText(/^Quantity: \d+$/)).toBeVisible();
  await expect(first.getByText(/^BAM: \d+\.\d{2}$/)).toBeVisible();
  await first.getByRole('button', { name: 'Add to cart' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Add to cart' })).toBeVisible();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('keyboard focus on Add to cart shows its tooltip', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, productCards(page).first().getByRole('button', { name: 'Add to cart' }));
  await expect(page.getByRole('tooltip', { name: 'Add to cart' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('a tap on Add to cart adds the product and leaves no tooltip behind', async ({ page }) => {
    await page.goto('/');
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

test('filters by a price range (inclusive) and rejects numbers below 0', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Product filter' });
  await dialog.getByLabel('Min price (BAM)').fill('-5');
  await expect(dialog.getByText('Must be 0 or more')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
  await dialog.getByLabel('Min price (BAM)').fill('150');
  await dialog.getByLabel('Max price (BAM)').fill('400');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/min_price=150&max_price=400/);

  // The cards shown before stay, dimmed, until the filtered list answers.
  const allInRange = async () => {
    const prices = await cardPrices(page);
    return prices.length > 0 && prices.every((price) => price >= 150 && price <= 400);
  };
  await expect.poll(allInRange).toBe(true);
  // The dialog opens with the applied values; its Close also clears the filters.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(dialog.getByLabel('Max price (BAM)')).toHaveValue('400');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the quantity filter shows the products with exactly that stock', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Product filter' });
  const quantity = dialog.getByLabel('Quantity in stock (exactly)');
  await quantity.fill('2.5');
  await expect(dialog.getByText('Enter a whole number')).toBeVisible();
  await quantity.fill('3');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\?quantity=3$/);

  const stocks = async () => {
    await waitForSettledGrid(page);
    return [
      ...new Set(
        await productCards(page)
          .getByText(/^Quantity: /)
          .allInnerTexts(),
      ),
    ];
  };
  await expect.poll(stocks).toEqual(['Quantity: 3']);
});

test('sorts newest first by default and oldest first on request', async ({ page }) => {
  await page.goto('/');
  const newestFirst = await cardNames(page);
  await page.getByRole('button', { name: 'Sort' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sorting' });
  await dialog.getByLabel('Sort by date').selectOption({ label: 'Oldest first (ASC)' });
  await dialog.getByRole('button', { name: 'Apply sorting' }).click();
  await expect(page).toHaveURL(/\?sort=asc$/);
  await expect(productCards(page).first().getByRole('link')).toHaveText(newestFirst.at(-1)!);
  expect(await cardNames(page)).toEqual([...newestFirst].reverse());

  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(dialog.getByLabel('Sort by date')).toHaveValue('asc');
  await dialog.getByLabel('Sort by date').selectOption({ label: 'Newest first (DESC)' });
  await dialog.getByRole('button', { name: 'Apply sorting' }).click();
  await expect(productCards(page).first().getByRole('link')).toHaveText(newestFirst[0]);
  expect(await cardNames(page)).toEqual(newestFirst);
});

test('a filter and a sort combine in one shareable URL', async ({ page }) => {
  await page.goto('/?name=phone&sort=asc');
  const names = await cardNames(page);
  for (const name of names) expect(name.toLowerCase()).toContain('phone');
  await page.goto('/?name=phone');
  expect(await cardNames(page)).toEqual([...names].reverse());
});

test('an empty shop says "Web shop is empty"', async ({ page }) => {
  await page.goto('/?scenario=empty-shop');
  await expect(page.getByRole('main').getByText('Web shop is empty')).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
});

test('a failing catalogue says "Failed to load products." after one request', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products') requests += 1;
  });
  await page.goto('/?scenario=catalogue-down');
  await expect(page.getByText('Failed to load products.', { exact: true })).toBeVisible();
  expect(requests).toBe(1);
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

test('a sleeping API: the shop says it is waking up, then shows the products with no click', async ({
  page,
}) => {
  await page.goto('/?scenario=api-asleep&api-wake=3');
  await expect(page.getByRole('main').getByText(/server is waking up/)).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/server is waking up/)).toBeHidden();
  await expect(page.getByText('Failed to load products.', { exact: true })).toBeHidden();
});

test('an unknown product shows the not-found state with a way back', async ({ page }) => {
  await page.goto('/product/99999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(productCards(page).first()).toBeVisible();
});

test('product details show name, price in KM, quantity, description and Add to cart', async ({
  page,
}) => {
  await page.goto('/product/7');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = await heading.innerText();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2} KM$/)).toBeVisible();
  await expect(page.getByText(/^Quantity: \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shownToast(page, 'Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /cart 1 item/ })).toBeVisible();
});

test('staff see the same details screen without Add to cart @staff', async ({ page }) => {
  await openAsStaff(page);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2} KM$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
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

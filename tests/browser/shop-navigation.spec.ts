import type { Locator, Page } from '@playwright/test';
import { expect, mockStarted, test } from './fixtures';
import { cardNames, productCards, waitForSettledGrid } from './shop-helpers';

/** The mock's products in stock of a category (and sub-category), newest first, by name. */
async function productsIn(page: Page, category: string, subCategory?: string): Promise<string[]> {
  await mockStarted(page);
  return page.evaluate(
    ([type, subType]) =>
      (window.__mock!.snapshot().product as Array<Record<string, string | number>>)
        .filter(
          (product) =>
            Number(product.quantity) > 0 &&
            product.product_type === type &&
            (!subType || product.product_sub_type === subType),
        )
        .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
        .map((product) => String(product.product_name)),
    [category, subCategory] as const,
  );
}

/** Counts the product list calls the page makes, and what each requested. */
function listCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products') calls.push(url.search);
  });
  return calls;
}

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

/** The query of a list request for the first page of a view. */
const firstPage = (view: Record<string, string> = {}) =>
  `?${new URLSearchParams({ ...view, limit: '48', offset: '0' }).toString()}`;

test.describe('catalogue categories', () => {
  test('a category page in the URL lists its products from one list call; another category asks for its page', async ({
    page,
  }) => {
    const calls = listCalls(page);
    await page.goto('/?category=technology&sub_category=laptops');
    const laptops = await productsIn(page, 'technology', 'laptops');
    expect(laptops.length).toBeGreaterThan(0);
    expect(await cardNames(page)).toEqual(laptops);
    await expect(categoryNav(page).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls).toEqual([firstPage({ category: 'technology', sub_category: 'laptops' })]);

    await categoryNav(page).getByRole('link', { name: 'Smartphones' }).click();
    await expect(page).toHaveURL(/\/\?category=technology&sub_category=smartphones$/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(await productsIn(page, 'technology', 'smartphones'));
    expect(calls).toEqual([
      firstPage({ category: 'technology', sub_category: 'laptops' }),
      firstPage({ category: 'technology', sub_category: 'smartphones' }),
    ]);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(categoryNav(page).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('from an API that answers the whole list, choosing a category asks nothing new', async ({
    page,
  }) => {
    const calls = listCalls(page);
    await page.goto('/?scenario=products-unpaginated&category=technology&sub_category=laptops');
    expect(await cardNames(page)).toEqual(await productsIn(page, 'technology', 'laptops'));
    await categoryNav(page).getByRole('link', { name: 'Smartphones' }).click();
    await expect
      .poll(() => cardNames(page))
      .toEqual(await productsIn(page, 'technology', 'smartphones'));
    expect(calls).toEqual([firstPage({ category: 'technology', sub_category: 'laptops' })]);
  });

  test('a category keeps the filters and the sort, and they keep it', async ({ page }) => {
    await page.goto('/?sort=asc');
    await waitForSettledGrid(page);
    await categoryNav(page).getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/\?category=tools&sort=asc$/);
    await expect.poll(() => cardNames(page)).toEqual((await productsIn(page, 'tools')).reverse());

    // A word of a tool in stock (its brand), so the filter finds at least that tool.
    const term = (await cardNames(page))[0].split(' ')[0].toLowerCase();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product filter' });
    await dialog.getByLabel('Name').fill(term);
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(`/?category=tools&name=${encodeURIComponent(term)}&sort=asc`);
    // The tools shown before stay, dimmed, until the filtered list answers.
    const allNamed = async () => {
      const names = await cardNames(page);
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(term));
    };
    await expect.poll(allNamed).toBe(true);
  });
});

test.describe('states a shopper understands', () => {
  test('filters that match nothing say so, with Clear filters; an empty shop stays "Web shop is empty"', async ({
    page,
  }) => {
    await page.goto('/?name=no-such-product');
    const noMatch = page.getByRole('main').getByText('No products match your filters');
    await expect(noMatch).toBeVisible();
    await expect(page.getByText('Web shop is empty')).toBeHidden();
    await noMatch.locator('..').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(productCards(page).first()).toBeVisible();

    await page.goto('/?scenario=empty-shop&sort=asc');
    await expect(page.getByText('Web shop is empty')).toBeVisible();
    await expect(page.getByText('No products match your filters')).toBeHidden();
  });

  test('the filter dialog refuses a min price above the max price and keeps the values', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product filter' });
    await dialog.getByLabel('Min price (BAM)').fill('500');
    await dialog.getByLabel('Max price (BAM)').fill('100');
    await expect(dialog.getByText('Min price cannot be above max price')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    await expect(dialog.getByLabel('Min price (BAM)')).toHaveValue('500');
    await expect(dialog.getByLabel('Max price (BAM)')).toHaveValue('100');

    await dialog.getByLabel('Max price (BAM)').fill('1000');
    await expect(dialog.getByText('Min price cannot be above max price')).toBeHidden();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\?min_price=500&max_price=1000$/);
  });

  test('the catalogue error state tries again', async ({ page }) => {
    await page.goto('/?scenario=catalogue-down');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load products.' });
    await expect(failure).toBeVisible();
    await page.evaluate(() => window.__mock!.clear());
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(productCards(page).first()).toBeVisible();
    await expect(failure).toBeHidden();
  });

  for (const [screen, url, failure, loaded] of [
    ['product details', '/product/3', 'Failed to load the product.', 'heading'],
    ['cart', '/cart', 'Failed to load the cart.', 'Cart is empty'],
  ] as const) {
    test(`the ${screen} error state tries again`, async ({ page }) => {
      await page.clock.install();
      await page.goto(`${url}?scenario=api-unreachable`);
      await expect(page.getByRole('main').getByText(/server is waking up/)).toBeVisible();
      // Past the minute and a half the shop waits for a server that may be waking up.
      await page.clock.fastForward('01:35');
      const alert = page.getByRole('alert').filter({ hasText: failure });
      await expect(alert).toBeVisible();
      await page.evaluate(() => window.__mock!.clear());
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toBeHidden();
      const shown =
        loaded === 'heading' ? page.getByRole('heading', { level: 1 }) : page.getByText(loaded);
      await expect(shown).toBeVisible();
    });
  }

  test("the not-found screen sits in the shop's layout, with Go back and a way home", async ({
    page,
  }) => {
    await page.goto('/?category=tools');
    await waitForSettledGrid(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'WebShop' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/\?category=tools$/);
    await page.goForward();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

/** No link in `area` is a dead one: every one has a real address. */
async function expectNoDeadLinks(area: Locator): Promise<void> {
  await expect(area.getByRole('link').first()).toBeVisible();
  const hrefs = await area
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/[^#]*$/);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu's tiles and tabs lead to category pages", async ({ page }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('tab', { name: 'Tools' }).click();
    await drawer.getByRole('link', { name: 'Hand Tools Shop now' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/\?category=tools&sub_category=hand\+tools$/);
    await expect.poll(() => cardNames(page)).toEqual(await productsIn(page, 'tools', 'hand tools'));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('tab', { name: 'Clothing' }).click();
    await drawer.getByRole('link', { name: 'Shop all clothing' }).click();
    await expect(page).toHaveURL(/\/\?category=clothing$/);
    await expect.poll(() => cardNames(page)).toEqual(await productsIn(page, 'clothing'));
  });

  test('the menu and the footer have no dead links, and Orders explains orders to a guest', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledGrid(page);
    const footer = page.getByRole('contentinfo');
    await expectNoDeadLinks(footer);
    await expect(footer.getByText('Cookie policy')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectNoDeadLinks(drawer);
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByText(/You place an order from your cart/)).toBeVisible();
  });
});

test("the footer's Check order status opens Orders without a page load", async ({ page }) => {
  await page.goto('/');
  await waitForSettledGrid(page);
  // A full page load would lose this mark: the footer's static link must route like the app's.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check order status' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
});

/** The left edges of the first row of cards, and the width of each. */
async function firstRow(page: Page) {
  await waitForSettledGrid(page);
  const boxes = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect),
  );
  return boxes.filter((box) => Math.abs(box.y - boxes[0].y) < 1);
}

for (const [width, columns] of [
  [1280, 4],
  [375, 1],
] as const) {
  test(`at ${width} px the first card starts where the heading starts, with even gutters`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const row = await firstRow(page);
    const heading = await page.getByRole('heading', { level: 1, name: 'Products' }).boundingBox();
    expect(row).toHaveLength(columns);
    expect(Math.abs(row[0].x - heading!.x)).toBeLessThan(1);
    for (const card of row) expect(card.width).toBeLessThanOrEqual(250);
    const gutters = row.slice(1).map((card, index) => card.x - row[index].right);
    for (const gutter of gutters) expect(Math.abs(gutter - gutters[0])).toBeLessThan(1);
  });
}

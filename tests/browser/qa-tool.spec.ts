import AxeBuilder from '@axe-core/playwright';
import { expect, mockStarted, openAsStaff, signInAsStaff, test } from './fixtures';
import { storedRevision, storeRows } from './mock-store';
import { shownToast } from './shop-helpers';

const tableSize = (page: import('@playwright/test').Page, table: string) =>
  page.evaluate((name) => window.__mock!.snapshot()[name].length, table);

test.describe('mock data persistence', () => {
  test('a reload keeps the staff user signed in, and window.__mock.reset() restores the seed and forgets the stored data @staff', async ({
    page,
  }) => {
    await openAsStaff(page);
    await page.reload();
    await expect(page.getByText('Admin dashboard').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await mockStarted(page);
    expect(await storedRevision(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.__mock!.reset());
    // The seed is what is stored now: the sign-in's tokens are gone with the old data.
    expect(await tableSize(page, 'refreshToken')).toBe(0);
    await page.reload();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
    expect(await tableSize(page, 'refreshToken')).toBe(0);
  });

  test('a corrupt store reseeds instead of breaking the page, and a reload keeps what a visitor put in the cart', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('a corrupt store', async () => {
      // The cards are in the page's HTML: the mock has opened its store only once it has started.
      await mockStarted(page);
      await storeRows(page, '{"schema": 1, "tables": ');
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible();
      await mockStarted(page);
      expect(await tableSize(page, 'product')).toBe(40);
    });

    await test.step('the cart, reloaded', async () => {
      const before = await storedRevision(page);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(shownToast(page, 'Item added to cart').first()).toBeVisible();
      // Stored before the mock responded.
      expect(await storedRevision(page)).toBeGreaterThan(before);
      await page.reload();
      // The page is prerendered: the count shows once the mock has started and responded.
      await expect(page.getByRole('link', { name: /^cart 1 item/ })).toBeVisible();
      expect(await tableSize(page, 'cartItem')).toBe(1);
    });
  });
});

test.describe('mock toolbar', () => {
  test('is collapsed into a "Mock" button, names every control, switches a scenario on and off and sets the latency', async ({
    page,
  }) => {
    // Four checks of the toolbar on one page: three times a short test's work.
    test.slow();
    // A sorted list: the page's own data (the build's snapshot) is not for it, so a failing list
    // call shows its error state.
    await page.goto('/?sort=asc');
    await expect(page.getByRole('article').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Mock', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Mock toolbar' })).toBeHidden();
    // Closed, the toolbar is a plain button: shoppers' phones load none of its React panel.
    const panelLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some(({ name }) => name.includes('render-panel')),
      );
    expect(await panelLoaded()).toBe(false);

    await toggle.click();
    const toolbar = page.getByRole('region', { name: 'Mock toolbar' });
    await expect(toolbar).toBeVisible();
    await expect.poll(panelLoaded).toBe(true);
    await expect(page.getByRole('button', { name: 'Mock', exact: true })).toBeFocused();
    await expect(toolbar.getByText('mock (in-browser worker)')).toBeVisible();

    await test.step('every control has an accessible name', async () => {
      // Legacy mode runs axe in the page itself, without a blank page to merge frames' results
      // (the shop has no frames): about a third of the time (tests/browser/axe.ts).
      const results = await new AxeBuilder({ page })
        .include('#mock-toolbar-root')
        .options({ resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });

    await test.step('a scenario on and off', async () => {
      const catalogueDown = toolbar.getByRole('checkbox', { name: 'catalogue-down' });
      await expect(catalogueDown).toHaveAccessibleDescription(
        'The product list responds 500 ("Failed to load products.").',
      );
      await catalogueDown.check({ force: true });
      const reloaded = page.waitForEvent('load');
      await toolbar.getByRole('button', { name: 'Reload page' }).click();
      // The list is asked three times, a second and two apart, once the backend has started.
      await reloaded;
      await mockStarted(page);
      await expect(page.getByText('Failed to load products.', { exact: true })).toBeVisible();

      // The toolbar stays open across the reload and shows the active scenario.
      await expect(page.getByRole('button', { name: 'Mock (1)' })).toBeVisible();
      await toolbar.getByRole('checkbox', { name: 'catalogue-down' }).uncheck({ force: true });
      await toolbar.getByRole('button', { name: 'Reload page' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    await test.step('the latency', async () => {
      const latency = toolbar.getByRole('spinbutton', { name: 'Latency (ms)' });
      await expect(latency).toHaveValue('0');
      await latency.fill('1200');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('webshop-mock:latency')))
        .toBe('1200');
      await page.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('main').getByText('Loading product...')).toBeVisible();
      await expect(page.getByRole('main').getByText('Loading product...')).toBeHidden();
    });
  });

  test('"Reset everything" restores the seed, signs the staff user out and puts every setting back @staff', async ({
    page,
  }) => {
    await openAsStaff(page);
    await page.evaluate(() => {
      window.__mock!.use('checkout-fails');
      window.__mock!.setLatency(900, '/api/cart');
      window.__mock!.setAccessTokenTtl(30);
    });
    await page.getByRole('button', { name: 'Mock (1)' }).click();
    await page.getByRole('button', { name: 'Reset everything' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
    await mockStarted(page);
    // The test's own latency of 0 comes back with every page it opens (fixtures.ts).
    expect(await page.evaluate(() => window.__mock!.state())).toEqual({
      scenarios: [],
      latencyMs: 0,
      pathLatencyMs: {},
      accessTokenTtlSeconds: 600,
      apiWakeSeconds: 20,
      seedProducts: 40,
    });
  });

  test('the journal lists what the page sent, without the password, and the toolbar shows it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await mockStarted(page);
    await page.evaluate(() => window.__mock!.clearRequests());
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(shownToast(page, 'Item added to cart').first()).toBeVisible();
    const added = await page.evaluate(() => window.__mock!.requests({ method: 'post' }));
    expect(added).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/add-item', status: 200 }),
    ]);

    // Signed in through the form: the journal is this page's, and a page load starts another.
    await page.getByRole('link', { name: 'sign in' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin123!');
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    const signIns = await page.evaluate(() => window.__mock!.requests({ path: '/api/auth/login' }));
    expect(signIns).toHaveLength(1);
    expect(signIns[0].body).toEqual({ username: 'admin', password: '(hidden)' });

    await page.getByRole('button', { name: /^Mock/ }).click();
    await page.getByText(/^Requests \(\d+\)$/).click();
    const requests = page.getByRole('list', { name: /requests, newest first$/ });
    await expect(
      requests.getByRole('listitem').filter({ hasText: 'POST /api/auth/login 200' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear requests' }).click();
    await expect(page.getByText('Requests (0)')).toBeVisible();
    expect(await page.evaluate(() => window.__mock!.requests())).toEqual([]);
  });

  test("a path's own latency from the URL delays only its calls, shows in the toolbar and can be removed", async ({
    page,
  }) => {
    await page.goto('/?latency=/api/product/:id=60000,/api/cart=x');
    await expect(
      shownToast(
        page,
        '?latency=/api/cart=x was ignored. The latency is whole milliseconds, 0 to 60000.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await mockStarted(page);
    expect((await page.evaluate(() => window.__mock!.state())).pathLatencyMs).toEqual({
      '/api/product/:id': 60000,
    });
    await page.getByRole('article').first().getByRole('link').click();
    // A minute's wait: the product stays loading while the rest of the shop answers at once.
    await expect(page.getByRole('main').getByText('Loading product...')).toBeVisible();
    await page.getByRole('link', { name: /^cart/ }).click();
    await expect(page.getByText('Cart is empty')).toBeVisible();

    await page.getByRole('button', { name: 'Mock', exact: true }).click();
    await page.getByRole('button', { name: "Remove /api/product/:id's latency" }).click();
    expect((await page.evaluate(() => window.__mock!.state())).pathLatencyMs).toEqual({});
    await page.reload();
    await mockStarted(page);
    expect((await page.evaluate(() => window.__mock!.state())).pathLatencyMs).toEqual({});
  });
});

test.describe('session scenarios', () => {
  async function openOrders(page: import('@playwright/test').Page) {
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('link', { name: 'orders' }).click();
  }

  test('session-expired: the order list still loads after a silent refresh @staff', async ({
    page,
  }) => {
    await openAsStaff(page);
    await page.getByRole('button', { name: 'Mock', exact: true }).click();
    await page.getByRole('checkbox', { name: 'session-expired' }).check({ force: true });
    await page.getByRole('button', { name: 'Mock (1)' }).click();

    const statuses: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/orders' || path === '/api/auth/refresh') {
        statuses.push(`${path} ${response.status()}`);
      }
    });
    await openOrders(page);

    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('link', { name: 'View details' }).first()).toBeVisible();
    expect(statuses).toEqual(['/api/orders 401', '/api/auth/refresh 200', '/api/orders 200']);
    await expect(shownToast(page, 'Your session has expired. Please sign in again.')).toBeHidden();
    // One-shot: it fired, so it is off.
    await expect(page.getByRole('button', { name: 'Mock', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.__mock!.active())).toEqual([]);
  });

  test('refresh-fails: the user is signed out with a warning @staff', async ({ page }) => {
    await openAsStaff(page);
    await page.evaluate(() => window.__mock!.use('refresh-fails'));
    await openOrders(page);

    await expect(shownToast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
    expect(await page.evaluate(() => window.__mock!.active())).toEqual([]);
  });
});

test('__mock.ready resolves once the mock answers the page: a call made then never meets the static server', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => window.__mock !== undefined);
  const answer = await page.evaluate(async () => {
    await window.__mock!.ready;
    const response = await fetch('/api/products');
    return [response.headers.get('Content-Type'), Array.isArray(await response.json())];
  });
  expect(answer).toEqual(['application/json', true]);
});

test.describe('scenarios and settings from the URL', () => {
  test('scenarios show their state; settings out of bounds are named and not kept; the access token lifetime is kept', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await test.step('?scenario=empty-shop shows "Web shop is empty"', async () => {
      await page.goto('/?scenario=empty-shop');
      await expect(page.getByRole('main').getByText('Web shop is empty')).toBeVisible();
    });

    await test.step('slow-network shows the loading state first', async () => {
      await page.goto('/?scenario=slow-network');
      await expect(page.getByRole('main').getByText('Loading products...')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    await test.step('server-error: a failing add-to-cart shows the server detail', async () => {
      await page.goto('/?scenario=server-error');
      await expect(page.getByRole('article').first()).toBeVisible();
      const responsePromise = page.waitForResponse((response) =>
        response.url().endsWith('/api/add-item'),
      );
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      expect((await responsePromise).status()).toBe(500);
      await expect(
        shownToast(page, 'The server failed to handle the request. Please try again.'),
      ).toBeVisible();
    });

    await test.step('a scenario the mock does not know is named in a notice; the shop works', async () => {
      await page.goto('/?scenario=checkout-fail,constructor');
      await expect(
        shownToast(page, '?scenario=checkout-fail,constructor was ignored: no such scenario.'),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => window.__mock!.active())).toEqual([]);
    });

    await test.step('a seed above the limit is ignored with a console message, not kept', async () => {
      await page.goto('/?seed=1000000');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await tableSize(page, 'product')).toBe(40);
      expect(warnings.join('\n')).toContain(
        '?seed=1000000 was ignored. The seed is 0 to 10000 products.',
      );
      expect(
        await page.evaluate(() => localStorage.getItem('webshop-mock:seed-products')),
      ).toBeNull();
    });

    await test.step('a setting out of bounds is named in a notice on the page', async () => {
      await page.goto('/?latency=-5');
      await expect(
        shownToast(page, '?latency=-5 was ignored. The latency is whole milliseconds, 0 to 60000.'),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('webshop-mock:latency'))).toBe('0');
    });

    await test.step('a latency or token lifetime that is not a whole number is refused, not kept', async () => {
      await page.goto('/?access-ttl=abc');
      await expect(
        shownToast(
          page,
          '?access-ttl=abc was ignored. The access token lifetime is whole seconds, at least 1.',
        ),
      ).toBeVisible();
      const refused = await page.evaluate(() =>
        ['abc', 70_000, 1.5].map((ms) => {
          try {
            window.__mock!.setLatency(ms as number);
            return 'kept';
          } catch (error) {
            return (error as Error).message;
          }
        }),
      );
      expect(refused).toEqual(Array(3).fill('The latency is whole milliseconds, 0 to 60000.'));
      expect(await page.evaluate(() => localStorage.getItem('webshop-mock:latency'))).toBe('0');
    });

    await test.step('the access token lifetime is set from the URL and kept', async () => {
      await page.goto('/?access-ttl=45');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('webshop-mock:access-ttl')))
        .toBe('45');
      await signInAsStaff(page);
      const cookie = (await page.context().cookies()).find(({ name }) => name === 'access_token');
      // Written by the page's mock (no HttpOnly), for this plain-http page: not Secure, which
      // Safari would drop here.
      expect(cookie?.httpOnly).toBe(false);
      expect(cookie?.secure).toBe(false);
      expect(cookie?.sameSite).toBe('Lax');
    });
  });
});

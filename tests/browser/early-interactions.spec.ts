import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A phone paints a prerendered page well before the app has hydrated it. What the visitor does
// in between is kept and done once the app runs.

/** Holds back the app's own chunk until released: the page shows, but is not yet hydrated. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on Filters before the app has started opens the filter dialog once it has', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // The page's head holds the taps from the start, while the body is still being parsed.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Product filter' })).toBeVisible();
});

test('a tap on Add to cart while the page hydrates adds one unit, not two', async ({ page }) => {
  const release = await holdTheApp(page);
  // A phone's speed, so that hydration takes many tasks.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(add-item|cart\/)/.test(request.url())) cartCalls.push(request.url());
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  // Taps in the first task after hydration has started: React marks the root when it starts,
  // and hydrates in slices, a task each.
  const tapped = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const root = document.getElementById('root')!;
          if (!Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
            channel.port2.postMessage(null);
            return;
          }
          root.querySelector<HTMLButtonElement>('button[aria-label="Add to cart"]')!.click();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
  release();
  await tapped;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  // Once in the cart, any tap held during hydration has been done.
  await page.getByRole('link', { name: 'cart 1 item' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  expect(cartCalls).toHaveLength(1);
});

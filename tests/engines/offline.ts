import { expect } from 'vitest';
import type { EnginePage } from './engine-page';

const OFFLINE_NOTICE =
  'You are offline. The shop shows what it last loaded; changes cannot be sent until you are back online.';

/**
 * Tells the page the browser is offline or back online, as the browser's own network monitor
 * does (`navigator.onLine` and the window's event): the drivers of Firefox and WebKit cannot cut
 * a page's network. The network stays up, so anything the page sent would arrive: the cart, read
 * again, shows that nothing was.
 */
async function tellOnline(page: EnginePage, online: boolean): Promise<void> {
  await page.evaluate((now: boolean) => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => now });
    window.dispatchEvent(new Event(now ? 'online' : 'offline'));
  }, online);
}

/** Offline, every page says so and Add to cart refuses at the tap; back online, the notice goes. */
export async function offlineTold(page: EnginePage): Promise<void> {
  await page.open('/');
  const cards = { role: 'article' };
  await page.expectVisible(cards);
  const names = await page.texts({ role: 'link', within: cards });
  const stock = (await page.texts(cards)).map((text) => Number(/Quantity: (\d+)/.exec(text)?.[1]));
  const inStock = names.find((name, at) => names.indexOf(name) === at && stock[at] > 0);
  await tellOnline(page, false);
  try {
    await page.expectVisible({ text: OFFLINE_NOTICE });
    await page.click({ role: 'button', name: 'Add to cart', within: { ...cards, name: inStock } });
    await page.expectToast('You are offline. Nothing was sent.');
    await page.expectVisible({ role: 'link', name: /^cart 0 items/ });
  } finally {
    await tellOnline(page, true);
  }
  await page.expectGone({ text: OFFLINE_NOTICE });
  await page.open('/cart');
  await page.expectVisible({ text: 'Cart is empty' });
  expect(await page.count({ role: 'link', name: /^cart 0 items/ })).toBe(1);
}

import type { EnginePage } from './engine-page';

const cartLink = (count: string) => ({ role: 'link', name: `cart ${count}` });
const lines = { role: 'list', name: 'Cart items' };

/** Staff leave through the dashboard menu's confirmation dialog. */
export async function logOut(page: EnginePage): Promise<void> {
  await page.open('/dashboard');
  await page.click({ role: 'button', name: 'Open dashboard menu' });
  await page.click({ role: 'button', name: 'log out' });
  await page.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
  await page.expectVisible({ role: 'link', name: 'sign in' });
}

/**
 * One visitor, two tabs of the demo: a product added in one shows in the other's cart, and a line
 * removed there is gone from the first on its next load. The demo keeps its data in the
 * browser's IndexedDB, which the tabs share.
 */
export async function twoTabs(page: EnginePage): Promise<void> {
  await page.open('/');
  const names = await page.texts({ role: 'link', within: { role: 'article' } });
  const stock = await page.texts({ role: 'article' });
  const name = names.find((_, at) => /Quantity: [1-9]/.test(stock[at]))!;
  await page.click({ role: 'button', name: 'Add to cart', within: { role: 'article', name } });
  await page.expectVisible(cartLink('1 item'));

  const other = await page.newTab();
  try {
    await other.open('/cart');
    await other.expectVisible({ role: 'listitem', name, within: lines });
    await other.click({ role: 'button', name: `Remove ${name}` });
    await other.expectVisible(cartLink('0 items'));
  } finally {
    await other.close();
  }

  await page.open('/cart');
  await page.expectVisible({ role: 'heading', name: 'Cart is empty' });
  await page.expectVisible(cartLink('0 items'));
}

import type { Page } from '@playwright/test';
import { appInteractive } from '../support/early-input';
import { expectNoAxeViolations } from './axe';
import { expect, mockStarted, test } from './fixtures';
import { card, cardWithStock, shownToast, toastListDrawn } from './shop-helpers';

const OFFLINE_NOTICE =
  'You are offline. The shop shows what it last loaded; changes cannot be sent until you are back online.';
/** The notice at the page's top (the announcer's hidden region says the same words). */
const offlineNotice = (page: Page) => page.locator('p').filter({ hasText: OFFLINE_NOTICE });

test('offline, every page says so, and Add to cart says so within a second and is never sent later', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await mockStarted(page);
  await appInteractive(page);
  await toastListDrawn(page);
  const product = await cardWithStock(page, (stock) => stock >= 3);
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(add-item|cart)/.test(request.url())) cartCalls.push(request.url());
  });

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  const addToCart = card(page, product).getByRole('button', { name: 'Add to cart' });
  for (let tap = 0; tap < 3; tap += 1) await addToCart.click();
  await expect(shownToast(page, 'You are offline. Nothing was sent.').first()).toBeVisible({
    timeout: 1000,
  });
  await expect(page.getByRole('link', { name: /^cart 0 items/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the shop offline');

  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
  // Back online, a queued tap would be sent now: the product page's own read comes after any.
  await card(page, product).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.getByRole('link', { name: /^cart 0 items/ })).toBeVisible();
  expect(cartCalls).toEqual([]);
});

import { expect } from 'vitest';
import { START_FAILED_TITLE } from '../../src/app/start-failed';
import type { EnginePage } from './engine-page';
import { DROP_DOWNLOAD_COOKIE } from './sites.mjs';

const NOT_OPENED = 'This could not be opened. Check your connection and try again.';
const NOT_OPENED_AGAIN = 'This could not be opened again. Reload the page to try once more.';
const notLoaded = { role: 'heading', name: 'This page could not be loaded' };

/**
 * A screen whose code the connection drops (the site drops it while the page carries the
 * cookie): the top bar stays, the page says so, and Retry brings the screen (Firefox and WebKit
 * keep the failed download for the page's life: Retry loads the page afresh). It runs before
 * any journey has loaded the orders page's code.
 */
export async function lostDownload(page: EnginePage): Promise<void> {
  await page.open('/');
  await page.evaluate(
    (cookie) => void (document.cookie = `${cookie}=your-orders-screen; path=/`),
    DROP_DOWNLOAD_COOKIE,
  );
  try {
    await page.click({ role: 'link', name: 'Check order status' });
    // WebKit's dropped download never ends: the page gives up on it after 12 s.
    await page.expectVisible(notLoaded, 30_000);
    await page.expectVisible({ role: 'link', name: /^cart \d/ });
  } finally {
    await page.evaluate(
      (cookie) => void (document.cookie = `${cookie}=; path=/; max-age=0`),
      DROP_DOWNLOAD_COOKIE,
    );
  }
  await page.click({ role: 'button', name: 'Retry' });
  await page.expectVisible({ role: 'heading', name: 'Orders' });
  await page.expectGone(notLoaded);
}

/**
 * A new visitor whose connection drops the first load's own code (the app's chunk): the
 * prerendered page says so with Retry, and Retry wakes the shop (Firefox keeps the failed module,
 * WebKit the download that never ends: Retry loads the page afresh there). It runs in a browser
 * that has loaded nothing of the site yet, or the chunk would come from its cache.
 */
export async function lostFirstLoad(page: EnginePage): Promise<void> {
  // A file of the site that runs no script, to set the cookie on its origin.
  await page.visit('/robots.txt');
  await page.evaluate(
    (cookie) => void (document.cookie = `${cookie}=app; path=/`),
    DROP_DOWNLOAD_COOKIE,
  );
  try {
    await page.visit('/sign-in');
    // WebKit's dropped download never ends: the page says so after 12 s.
    await page.expectVisible({ text: START_FAILED_TITLE }, 30_000);
    await page.expectVisible({ role: 'heading', name: 'Sign in to your account' });
    // WebKit's driver waits for the page's load to end before a screenshot: here it never does.
    if (page.engine === 'firefox') await page.look('first-load-notice');
  } finally {
    await page.evaluate(
      (cookie) => void (document.cookie = `${cookie}=; path=/; max-age=0`),
      DROP_DOWNLOAD_COOKIE,
    );
  }
  await page.click({ role: 'button', name: 'Retry' });
  await page.waitUntilStarted('/sign-in');
  await page.expectGone({ text: START_FAILED_TITLE });
}

const toldSo = async (page: EnginePage, message: string) =>
  (await page.shownToasts()).some((text) => text.includes(message));

/**
 * A dialog whose code the connection drops stays closed and says so; opened again once the
 * connection is back, it opens, or (Firefox keeps the failed module) says a reload brings it,
 * and after a reload it opens.
 */
export async function lostDialog(page: EnginePage): Promise<void> {
  await page.open('/');
  await page.evaluate(
    (cookie) => void (document.cookie = `${cookie}=sort-dialog; path=/`),
    DROP_DOWNLOAD_COOKIE,
  );
  const sort = { role: 'button', name: 'Sort' };
  const sorting = { role: 'dialog', name: 'Sorting' };
  try {
    await page.click(sort);
    // WebKit's dropped download never ends: the page gives up on it after 12 s.
    await page.waitFor(() => toldSo(page, NOT_OPENED), `"${NOT_OPENED}"`, 30_000);
    expect(await page.count(sorting)).toBe(0);
  } finally {
    await page.evaluate(
      (cookie) => void (document.cookie = `${cookie}=; path=/; max-age=0`),
      DROP_DOWNLOAD_COOKIE,
    );
  }
  await page.click(sort);
  const outcome = await page.waitFor(
    async () =>
      (await page.count(sorting)) > 0
        ? 'opened'
        : (await toldSo(page, NOT_OPENED_AGAIN)) && 'told to reload',
    'the dialog, or the word that a reload brings it',
    30_000,
  );
  if (outcome === 'told to reload') {
    await page.open('/');
    await page.click(sort);
  }
  await page.expectVisible(sorting);
}

/**
 * The toasts' own code dropped when the page downloads it (once idle): a toast is still drawn,
 * with its words (Firefox and WebKit keep the failed download for the page's life).
 */
export async function lostToasts(page: EnginePage): Promise<void> {
  await page.visit('/robots.txt');
  await page.evaluate(
    (cookie) => void (document.cookie = `${cookie}=toast-list; path=/`),
    DROP_DOWNLOAD_COOKIE,
  );
  try {
    await page.open('/');
    await page.click({ role: 'button', name: 'Add to cart', within: { role: 'main' } });
    await page.expectToast('Item added to cart');
    // Drawn plainly: the toasts' list, whose code never came, has no region in the page.
    expect(await page.count({ role: 'region', name: /^Notifications at the/ })).toBe(0);
  } finally {
    await page.evaluate(
      (cookie) => void (document.cookie = `${cookie}=; path=/; max-age=0`),
      DROP_DOWNLOAD_COOKIE,
    );
  }
}

import type { EnginePage } from './engine-page';
import { DROP_DOWNLOAD_COOKIE } from './sites.mjs';

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

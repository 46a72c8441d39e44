import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { paths } from '../../src/config/paths';
import type { Site } from '../sites/builds';
import { watchFirstCard } from './page';
import { untilMockStarted, untilReactOwns } from './page-functions';

declare global {
  interface Window {
    __search: { clicked?: number; shown?: number };
  }
}

/** Signs in as the demo staff user by the form, and waits for the dashboard it leads to. */
export async function signInAsStaff(page: Page, site: Site, inBrowserMock: boolean) {
  await page.goto(site.pageUrl(paths.signIn));
  if (inBrowserMock) await untilMockStarted(page);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await untilReactOwns(signIn);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CREDENTIALS.username);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(DEMO_CREDENTIALS.password);
  await signIn.click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
  await page.locator('main article').first().waitFor({ timeout: 60_000 });
}

/** Loads /dashboard afresh: from the navigation to its first product card, in the page's clock. */
export async function dashboardOpen(page: Page, site: Site): Promise<number> {
  await page.addInitScript(watchFirstCard);
  await page.goto(site.pageUrl(paths.dashboard.root));
  await page.waitForFunction(() => window.__bench.firstCard !== undefined, null, {
    timeout: 60_000,
  });
  // A guest would have been sent elsewhere.
  if (new URL(page.url()).pathname !== paths.dashboard.root) {
    throw new Error(`/dashboard led to ${page.url()}: not signed in.`);
  }
  return page.evaluate(() => window.__bench.firstCard!);
}

/** A name the catalogue has, off the grid shown where the catalogue is larger than the grid. */
async function nameToSearch(page: Page, productsUrl: string): Promise<string> {
  return page.evaluate(async (url) => {
    // The demo's mock may not answer yet (its page gets index.html meanwhile): asked again.
    let response = await fetch(url);
    for (let tries = 0; !response.headers.get('content-type')?.includes('json'); tries += 1) {
      if (tries === 50) throw new Error(`${url} answers no JSON.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await fetch(url);
    }
    const products = (await response.json()) as Array<{ product_name: string }>;
    const shown = [...document.querySelectorAll('main article h2 a')].map((a) => a.textContent);
    const offGrid = products.findLast((product) => !shown.includes(product.product_name));
    return (offGrid ?? products.at(-1)!).product_name;
  }, productsUrl);
}

/**
 * On the dashboard: types a product's name into "Search by name", then times the click on Search
 * to the first frame of the grid of its matches (the URL has the name, the grid is not busy, a
 * card has the name and every card contains it, as the server's search does).
 */
export async function dashboardSearch(page: Page, site: Site): Promise<number> {
  const name = await nameToSearch(page, site.apiUrl('/api/products'));
  await page.getByLabel('Search by name').fill(name);
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await untilReactOwns(search);
  // Done with the opening's work; its pictures may still trickle in, as a shopper's would.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate((searched) => {
    window.__search = {};
    const onClick = (event: Event) => {
      if ((event.target as Element).closest('form[role="search"] button[type="submit"]')) {
        window.__search.clicked = event.timeStamp;
      }
    };
    document.addEventListener('click', onClick, { capture: true });
    const observer = new MutationObserver(() => {
      const names = [...document.querySelectorAll('main article h2 a')].map(
        (link) => link.textContent ?? '',
      );
      const done =
        new URLSearchParams(location.search).get('name') === searched &&
        !document.querySelector('main [aria-busy="true"], main [role="status"]') &&
        names.includes(searched) &&
        names.every((shown) => shown.toLowerCase().includes(searched.toLowerCase()));
      if (!done) return;
      observer.disconnect();
      document.removeEventListener('click', onClick, { capture: true });
      requestAnimationFrame(() => (window.__search.shown = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, name);
  await search.click();
  await page.waitForFunction(() => window.__search.shown !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__search.shown! - window.__search.clicked!);
}

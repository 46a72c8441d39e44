import { expect, type Page } from '@playwright/test';
import { appInteractive } from './early-input';

/** The public pages the build prerenders, and what shows once the app has taken them over. */
export const PRERENDERED_PAGES: Array<{
  path: string;
  /** The page's h1 in its HTML. */
  heading: string;
  /** Waits for what only the running app shows. */
  hydrated(page: Page): Promise<void>;
}> = [
  {
    path: '/',
    heading: 'Products',
    // The cards are in the page's HTML: the app has taken over once it has marked the page.
    hydrated: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
      await appInteractive(page);
    },
  },
  {
    path: '/cart',
    heading: 'Shopping cart',
    hydrated: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible(),
  },
  {
    path: '/sign-in',
    heading: 'Sign in to your account',
    hydrated: async (page) => {
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
    },
  },
];

/** The top bar, the page's h1 and the footer: what a prerendered page paints with its HTML. */
export async function expectPrerenderedPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'WebShop' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * Holds back every script of the build until the returned `release` is called, so a test sees
 * what the page's HTML alone paints. Not for the demo: Playwright's routing bypasses its mock's
 * service worker.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every error the page logs or throws (a hydration mismatch is one), as it happens. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

import type { Page } from '@playwright/test';

/**
 * Holds back every script of the build until the returned `release` is called, so a test sees
 * what the page's HTML alone paints (the prerendered page, before the app hydrates it).
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

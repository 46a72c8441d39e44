import type { Page } from '@playwright/test';

/**
 * Collects what `page` reports breaking its Content-Security-Policy from now on: each
 * `securitypolicyviolation` event (passed on to the console) and the browser's own console
 * message about it. A test expects the list to stay empty.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

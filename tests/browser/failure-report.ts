import type { Page, TestInfo } from '@playwright/test';

/** The page's last console lines and errors kept for a failure's report. */
const KEPT_LINES = 40;

/**
 * Keeps what `page` logs; `report()` prints, when the test failed, what the page was showing
 * then: its address, whether the demo's backend was running, its text, its last console lines
 * and uncaught errors. The list reporter prints a test's output, so a CI log says why a page hung.
 */
export function failureReport(page: Page, testInfo: TestInfo): { report: () => Promise<void> } {
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
  });
  page.on('domcontentloaded', () => keep('document loaded'));
  page.on('requestfailed', (request) =>
    keep(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  return {
    async report() {
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const state = await page
        .evaluate(() => ({
          readyState: document.readyState,
          mockStarted: window.__mock !== undefined,
          workerControls: navigator.serviceWorker?.controller?.state ?? 'no controller',
          text: document.body?.innerText.replace(/\s+/g, ' ').slice(0, 400) ?? '',
        }))
        .catch((error: unknown) => String(error));
      console.info(
        [
          `--- the page when "${testInfo.title}" failed: ${page.url()}`,
          JSON.stringify(state, null, 1),
          ...lines,
          '---',
        ].join('\n'),
      );
    },
  };
}

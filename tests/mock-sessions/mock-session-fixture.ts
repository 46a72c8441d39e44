import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * Each Playwright worker in a mock session of its own (docs/qa-recipes.md), put back as the server
 * started before every test: what one test switches on or changes never reaches another, however
 * many workers share the server.
 */
export const test = base.extend<{ resetMockSession: void }, { mockSession: string }>({
  mockSession: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) =>
      use(`worker-${workerInfo.workerIndex}-${randomUUID().slice(0, 8)}`),
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockSession }, use) =>
    use({ ...extraHTTPHeaders, 'X-Mock-Session': mockSession }),
  resetMockSession: [
    async ({ request }, use) => {
      const reset = await request.post('/__mock/reset', { data: {} });
      if (!reset.ok()) throw new Error(`POST /__mock/reset answered ${reset.status()}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

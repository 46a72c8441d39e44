import { defineConfig } from 'vitest/config';

/**
 * Pact consumer tests (npm run test:contract): the app's own API functions against Pact's mock
 * server. No msw here, and one file at a time, because every file writes the same pact file.
 */
export default defineConfig({
  mode: 'test',
  test: {
    include: ['contracts/**/*.pact.test.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    setupFiles: ['contracts/setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 30_000,
  },
});

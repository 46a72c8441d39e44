import { defineConfig } from 'vitest/config';

/**
 * The shop's journeys in Firefox and WebKit (npm run test:engines; tests/engines/run.mjs serves
 * the sites and passes them in ENGINE_SITES). One file per engine, the two side by side: each
 * keeps one browser, and so one core, busy.
 */
export default defineConfig({
  mode: 'test',
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The shop's journeys in Firefox and WebKit (tests/engines; `npm run test:browser --
 * tests/engines` serves their sites, tests/engines/sites.mjs, and names them in ENGINE_SITES).
 * One file per engine, the two side by side, each visiting its sites in turn.
 */
export default defineConfig({
  mode: 'test',
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    // A browser's first start and the demo's first page (its worker installed, its seed stored)
    // share the machine with the type check and the linters: WebKit's took over 60 s there once.
    hookTimeout: 120_000,
  },
});

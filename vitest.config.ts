import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit test files that need modules of their own: they mock a module, replace a global (fetch,
 * location, crypto) or read module state (the session id, the tabs' row echo, Firebase's apps
 * and upload sessions) that another file's tests would have changed, or change module state for
 * good (the build's snapshot remembered, which sends later catalogue reads to its files).
 */
const OWN_MODULE_GRAPH = [
  'tests/unit/build-time/hosting/pages-function.test.ts',
  'tests/unit/mocks/persistence/persistence.test.ts',
  'tests/unit/mocks/server/storage-emulator.test.ts',
  'tests/unit/mocks/server/storage-resumable.test.ts',
  'tests/unit/mocks/storage/storage-resumable.test.ts',
  'tests/unit/mocks/storage/storage-uploads.test.ts',
  'tests/unit/src/lib/api-client.test.ts',
  'tests/unit/src/lib/cookies.test.ts',
  'tests/unit/src/lib/query-client.test.tsx',
  'tests/unit/src/features/product-admin/storage.test.ts',
  'tests/unit/src/features/catalogue/snapshot/snapshot-pages.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  mode: 'test',
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    setupFiles: ['tests/unit/support/own-mock-db.ts', 'tests/unit/setup.ts'],
    pool: 'threads',
    // Node 26's own localStorage warns at every look without --localstorage-file; the tests get
    // jsdom's (or none, in Node), as on Node 20.
    execArgv: ['--no-webstorage'],
    // Vitest's default leaves a core to itself: one worker on a 2-core machine. Its files spend
    // much of their time waiting (on the app's timers, the mock's answers), so two share it well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous limits for a busy 2-core machine; tests wait for what they check, never sleep.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // `npm run coverage`: which lines and branches of the app and the mock the suites run.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        // The files of a worker share one module graph (the mock, the app's modules): loading it
        // once a worker instead of once a file took a third off the suite.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/unit/fuzz/**', ...OWN_MODULE_GRAPH],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit (own modules)', include: OWN_MODULE_GRAPH },
      },
      {
        // Bounded by their run counts, never by the clock: a busy machine only makes them slower.
        extends: true,
        test: {
          name: 'fuzz',
          include: ['tests/unit/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/unit/fuzz/seed-of-run.ts'],
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        // The whole app in jsdom. The files of a worker share one module graph (the app, Chakra,
        // the mock), loaded once instead of once a file; each test renders a fresh app.
        extends: true,
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx'],
          setupFiles: ['tests/screens/setup.ts'],
          isolate: false,
          // A journey is many steps, each a wait bounded at 10 s (tests/unit/setup.ts): the
          // longest take 12 s on a quiet 2-core machine and twice that beside other work, so the
          // whole test's bound only catches a hang.
          testTimeout: 60_000,
        },
      },
    ],
  },
});

import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'tests/unit/fuzz/**'],
        },
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
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/browser/chromium.mjs';

const PORT = Number(process.env.BROWSER_TEST_PORT || 4173);
const OUT_DIR = process.env.BROWSER_TEST_OUT_DIR || 'dist-demo';

/** Browser tests run in the system Chromium against the demo build (mock backend, no latency). */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  // A worker more than the cores this process may use (`taskset -c 0` gives it one): a test
  // spends part of its time waiting on the browser and the server, which a third worker fills on
  // two cores; a fourth only stretches every test (docs/testing.md, "What `npm test` takes").
  workers: availableParallelism() + 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // The look's references (visual.spec.ts): a small tolerance for anti-aliasing, no more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: 'tests/browser/visual-references/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    // No trace unless asked for (`--trace retain-on-failure`): recording each step's DOM for
    // every test cost an eighth of the suite's time on 2 cores, for the failures only
    // (docs/testing.md, "What `npm test` takes"). A failure prints what its page showed
    // (tests/browser/failure-report.ts).
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --mode demo --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    // Never another checkout's server on the same port: each run serves its own build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

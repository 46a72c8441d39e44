import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/browser/chromium.mjs';

const PORT = Number(process.env.BROWSER_TEST_PORT || 4173);
const OUT_DIR = process.env.BROWSER_TEST_OUT_DIR || 'dist-demo';

/** Browser tests run in the system Chromium against the demo build (mock backend, no latency). */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  // A worker for each core this process may use (`taskset -c 0` gives it one): a worker more
  // than the cores stretches every test for no gain in the whole run.
  workers: availableParallelism(),
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
    // A failed test keeps its trace: each step with the page's DOM, network and console. Not the
    // screencast (a picture of every frame painted), which slowed the suite badly on 2 cores
    // (docs/performance.md, "The test suites' speed").
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: `npx vite preview --mode demo --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    // Never another checkout's server on the same port: each run serves its own build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

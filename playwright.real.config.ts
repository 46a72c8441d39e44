import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/browser/chromium.mjs';
import { nginxCommand } from './tests/browser-real/nginx.mjs';
import { mockServerEnv, realModeSettings } from './tests/browser-real/servers.mjs';

const real = realModeSettings();

/**
 * The real-mode smoke, deployed as docs/deployment.md recommends: the real bundle (built by
 * tests/browser/run.mjs for an API on its own origin) served by nginx with the shipped
 * deploy/nginx/ config, which forwards /api/ to the HTTP mock server. Never reuses a running
 * server: each run serves its own build.
 */
export default defineConfig({
  testDir: 'tests/browser-real',
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/real-mode',
  use: {
    baseURL: real.appOrigin,
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npx tsx mocks/server/main.ts',
      url: `${real.apiOrigin}/__mock/state`,
      env: mockServerEnv(real),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: nginxCommand(real),
      url: real.appOrigin,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

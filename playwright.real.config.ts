import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/browser/chromium.mjs';
import { realModeSettings } from './tests/browser-real/servers.mjs';

const real = realModeSettings();

/**
 * The real-mode smoke: the real bundle (built by tests/browser/run.mjs) against the HTTP mock
 * server. Never reuses a running server: the bundle has its API origin built in.
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
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: [
    {
      command: 'npx tsx mocks/server/main.ts',
      url: `${real.apiOrigin}/__mock/state`,
      env: {
        MOCK_HOST: '127.0.0.1',
        MOCK_PORT: String(real.apiPort),
        MOCK_LATENCY_MS: '0',
        MOCK_SCENARIOS: '',
        MOCK_CORS_ORIGINS: real.appOrigin,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${real.outDir} --host 127.0.0.1 --port ${real.appPort} --strictPort`,
      url: real.appOrigin,
      env: real.viteEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

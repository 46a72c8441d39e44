import { defineConfig } from '@playwright/test';

// Its port: tests/mock-sessions/run.mjs picks a free one.
const port = Number(process.env.MOCK_SESSIONS_PORT);
const url = `http://127.0.0.1:${port}`;

/**
 * Many workers against one HTTP mock server, as a QA team's suite runs (tests/mock-sessions):
 * API calls only, no browser. MOCK_SESSIONS_WORKERS sets the workers (4 unless given).
 */
export default defineConfig({
  testDir: 'tests/mock-sessions',
  workers: Number(process.env.MOCK_SESSIONS_WORKERS || 4),
  fullyParallel: true,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  outputDir: 'test-results/mock-sessions',
  use: { baseURL: url },
  webServer: {
    command: 'npx tsx mocks/server/main.ts',
    url: `${url}/__mock/state`,
    env: { MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

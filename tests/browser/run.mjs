// npm run test:browser: make sure Chromium is there, build the demo bundle, run Playwright.
// BROWSER_TEST_PORT and BROWSER_TEST_OUT_DIR let several runs share one machine.
import { execSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const outDir = process.env.BROWSER_TEST_OUT_DIR || 'dist-demo';
const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

run(`npx vite build --mode demo --outDir ${outDir} --logLevel warn`);
run(`npx playwright test ${process.argv.slice(2).join(' ')}`, {
  CHROME_PATH: chromium,
  BROWSER_TEST_OUT_DIR: outDir,
});

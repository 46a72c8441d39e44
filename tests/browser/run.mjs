// npm run test:browser: make sure Chromium is there, build the demo bundle, run Playwright.
import { execSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

run('npx vite build --mode demo --logLevel warn');
run(`npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROME_PATH: chromium });

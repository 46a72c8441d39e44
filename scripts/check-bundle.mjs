// Builds the real-mode bundle and fails when any mock, seed or faker code reached it.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets } from './bundle-budget.mjs';
import { unstyledClasses } from './prerendered-classes.mjs';
import { homeScriptsInBrowser } from './home-js-in-browser.ts';

const OUT_DIR = 'dist';
// The build talks to an HTTP mock server here while Chromium measures what `/` loads.
const API_PORT = Number(process.env.BUNDLE_CHECK_API_PORT || 9391);
const FORBIDDEN = [
  { marker: 'mockServiceWorker', what: 'the MSW worker' },
  { marker: 'setupWorker', what: 'MSW' },
  { marker: 'CSRF token missing or incorrect.', what: 'the mock handlers' },
  { marker: 'webshop-mock:', what: 'the mock toolbar or persistence' },
  { marker: 'faker', what: 'faker' },
  { marker: 'Admin123!', what: 'the demo password' },
  { marker: 'primaryKey', what: '@mswjs/data' },
];

// Hidden source maps (the chunks are byte for byte the same) tell check-bundle which package each
// byte of `/` comes from; they are removed again before the check ends, so dist/ stays deployable.
// Nothing listens at the API's address yet: the build finds no API for its snapshot, warns, and
// writes the pages without one (a build whose API cannot be reached succeeds).
execSync(`npx vite build --outDir ${OUT_DIR} --sourcemap hidden --logLevel warn`, {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_MODE: 'real',
    VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
    VITE_FIREBASE_STORAGE_BUCKET:
      process.env.VITE_FIREBASE_STORAGE_BUCKET || 'bundle-check.appspot.com',
  },
});

process.once('exit', () => {
  for (const file of filesUnder(OUT_DIR)) if (file.endsWith('.map')) rmSync(file);
});

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const problems = [];
for (const file of filesUnder(OUT_DIR)) {
  if (file.endsWith('mockServiceWorker.js'))
    problems.push(`${file}: the MSW worker file is in the real build`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const { marker, what } of FORBIDDEN) {
    if (text.includes(marker)) problems.push(`${file}: contains "${marker}" (${what})`);
  }
}

if (problems.length) {
  console.error(`The real-mode build contains mock code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`check-bundle: ${OUT_DIR}/ holds no mock code.`);

const stylesheets = readdirSync(join(OUT_DIR, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => join('assets', name));
const unstyled = unstyledClasses(OUT_DIR, 'index.html', stylesheets);
if (unstyled.length) {
  console.error(
    `The prerendered / uses class names no stylesheet defines (${unstyled.length}): ${unstyled.slice(0, 5).join(', ')}`,
  );
  process.exit(1);
}
console.info(`check-bundle: the prerendered / is styled by the build's stylesheet.`);

const overBudget = checkBudgets(OUT_DIR, await homeScriptsInBrowser(OUT_DIR, API_PORT));
if (overBudget.length) {
  console.error(`The real-mode build breaks its budgets:\n  ${overBudget.join('\n  ')}`);
  process.exit(1);
}

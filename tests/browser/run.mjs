// npm run test:browser: make sure Chromium is there, then
// 1. build the demo bundle, and the real-mode bundle (its snapshot of the API read from the HTTP
//    mock server, snapshot-api.mjs), unless npm test says the engine journeys built both;
// 2. run the demo's browser tests (playwright.config.ts) and, side by side with them, the
//    real-mode smoke through nginx (installed with apt-get when missing, as root on Debian) in
//    front of the HTTP mock server (playwright.real.config.ts, tests/browser-real). The smoke
//    runs one test at a time and spends most of it waiting on its servers, which the demo's
//    workers fill; its output is printed when it ends, so the two lists do not mix;
// 3. when asked for (`-- tests/engines`, npm run test:engines, which npm test runs apart from
//    this suite), then, alone, the engine journeys in Firefox and WebKit
//    (vitest.engines.config.ts, tests/engines) on the demo build and on the real-mode build (on
//    the smoke's ports).
// Arguments go to Playwright. Naming test files runs only the step they belong to
// (`-- tests/browser/cart.spec.ts` skips the others, `-- tests/browser-real` runs only the smoke,
// `-- tests/engines` only the engines);
// `--output <dir>` puts the smoke's results in <dir>/real-mode.
// Several runs can share one machine: the demo is served on a free port (or BROWSER_TEST_PORT)
// from BROWSER_TEST_OUT_DIR; the smoke takes free ports unless REAL_TEST_PORT /
// REAL_TEST_API_PORT are set and builds into REAL_TEST_OUT_DIR (default <demo out dir>-real).
import { execSync, spawn } from 'node:child_process';
import { ensureNginx } from '../browser-real/nginx.mjs';
import { realModeSettings } from '../browser-real/servers.mjs';
import { withSnapshotApi } from '../browser-real/snapshot-api.mjs';
import { ensureEngines } from '../engines/browsers.mjs';
import { withEngineSites } from '../engines/sites.mjs';
import { ensureTestChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

// Playwright options followed by a value (so the value is not taken for a test file).
const VALUE_OPTIONS = new Set(
  '-c --config -g --grep -G --grep-invert -j --workers --max-failures --output --project --repeat-each --reporter --retries --shard --timeout --global-timeout --trace --tsconfig'.split(
    ' ',
  ),
);
const REAL_TESTS = /^(\.\/)?tests\/browser-real\b/;
const ENGINE_TESTS = /^(\.\/)?tests\/engines\b/;

function splitArguments(args) {
  const options = [];
  const files = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (!arg.startsWith('-')) files.push(arg);
    else if (VALUE_OPTIONS.has(arg)) options.push(arg, args[(index += 1)]);
    else options.push(arg);
  }
  return { options, files };
}

/** An argument as the shell reads it back whole: `-g "an empty cart"` stays one pattern. */
const shellWord = (arg) => (/^[\w./:=@%+,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const report = (label, passed, since) =>
  console.info(`[test:browser] ${label}: ${passed ? 'passed' : 'FAILED'} in ${seconds(since)} s`);

/** Runs a command; true when it passed. */
function run(label, command, env = {}) {
  const started = Date.now();
  let passed = true;
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch {
    passed = false;
  }
  report(label, passed, started);
  return passed;
}

/**
 * Starts a command beside the others; resolves true when it passed. With `quiet`, its output is
 * held and printed when it ends.
 */
function start(label, command, env = {}, { quiet = false } = {}) {
  const started = Date.now();
  const held = [];
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(held));
      report(label, code === 0, started);
      resolve(code === 0);
    }),
  );
}

const chromium = ensureTestChromium();
const { options, files } = splitArguments(process.argv.slice(2));
const engineFiles = files.filter((file) => ENGINE_TESTS.test(file));
const realFiles = files.filter((file) => REAL_TESTS.test(file));
const demoFiles = files.filter((file) => !ENGINE_TESTS.test(file) && !REAL_TESTS.test(file));
const runDemo = files.length === 0 || demoFiles.length > 0;
const runReal = files.length === 0 || realFiles.length > 0;
// The engine journeys run when named (npm run test:engines): never beside the Chromium suite
// (docs/testing.md, "Three engines").
const runEngines = engineFiles.length > 0;
const outDir = process.env.BROWSER_TEST_OUT_DIR || 'dist-demo';
/**
 * Set by npm test (scripts/test-all.mjs) once the engine journeys, run before with the same
 * settings, have built both bundles: they are tested as they are.
 */
const buildsReady = process.env.BROWSER_TEST_BUILDS_READY === '1' && !runEngines;

/** A build this run takes from the engine journeys. */
function madeBefore(label) {
  console.info(`[test:browser] ${label}: made by the engine journeys before`);
  return true;
}

/** The demo build; then its tests, once started (none when only other suites run). */
async function demoSuite() {
  const port = process.env.BROWSER_TEST_PORT || String(await freePort());
  const demoBuild = `npx vite build --mode demo --outDir ${outDir} --logLevel warn`;
  if (!(buildsReady ? madeBefore('demo build') : run('demo build', demoBuild))) {
    return () => Promise.resolve(false);
  }
  if (!runDemo) return () => Promise.resolve(true);
  const testFiles = [...options, ...demoFiles].map(shellWord).join(' ');
  return () =>
    start('browser tests', `npx playwright test ${testFiles}`, {
      CHROME_PATH: chromium,
      BROWSER_TEST_OUT_DIR: outDir,
      BROWSER_TEST_PORT: port,
    });
}

/** The real-mode build, against the HTTP mock server; then its smoke, once started. */
async function realModeSmoke() {
  const outputAt = options.indexOf('--output');
  const output = outputAt >= 0 ? `--output ${options[outputAt + 1]}/real-mode` : '';
  const ports = {
    REAL_TEST_PORT: process.env.REAL_TEST_PORT || String(await freePort()),
    REAL_TEST_API_PORT: process.env.REAL_TEST_API_PORT || String(await freePort()),
    REAL_TEST_OUT_DIR: process.env.REAL_TEST_OUT_DIR || `${outDir}-real`,
  };
  const real = realModeSettings(ports);
  try {
    ensureNginx();
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    return () => Promise.resolve(false);
  }
  const built = buildsReady
    ? madeBefore('real-mode build')
    : await withSnapshotApi(real, (snapshotApi) =>
        run('real-mode build', `npx vite build --outDir ${real.outDir} --logLevel warn`, {
          ...real.viteEnv,
          SNAPSHOT_API_URL: snapshotApi,
          SITE_URL: real.appOrigin,
        }),
      );
  if (!built) return () => Promise.resolve(false);
  realBuild = real;
  if (!runReal) return () => Promise.resolve(true);
  return () =>
    start(
      'real-mode smoke',
      `npx playwright test -c playwright.real.config.ts ${output}`,
      { ...ports, CHROME_PATH: chromium },
      { quiet: runDemo },
    );
}

/** The real-mode build's settings, once built: the engines' real-mode site is that build. */
let realBuild;

/**
 * The shopper's and staff's journeys in Firefox and WebKit (tests/engines), on the demo over https
 * and over http and on the real-mode build; WebKit in a virtual display when there is none.
 */
function engineJourneys(real) {
  const { xvfbRun } = ensureEngines();
  const vitest = `npx vitest run --config vitest.engines.config.ts ${engineFiles.map(shellWord).join(' ')}`;
  const command = process.env.DISPLAY ? vitest : `${xvfbRun} -a ${vitest}`;
  return withEngineSites(outDir, real, (sites) =>
    start('engine journeys', command, { ENGINE_SITES: JSON.stringify(sites) }),
  );
}

// Both builds first, so that neither competes with the tests for the cores. The engines come
// last, alone: beside Chromium's tests, WebKit's software rendering starved and every suite
// took twice as long (docs/testing.md, "What `npm test` takes").
const suites = [];
if (runDemo || runEngines) suites.push(await demoSuite());
if (runReal || runEngines) suites.push(await realModeSmoke());
const results = await Promise.all(suites.map((startSuite) => startSuite()));
if (runEngines && realBuild) results.push(await engineJourneys(realBuild));
process.exit(results.every(Boolean) ? 0 : 1);

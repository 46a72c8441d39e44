// npm run test:stress: proves the suites do not fail by chance. Each round runs the unit suite
// followed by the contract suite (Pact's mock servers, writing the round's own pact), and the
// browser suites (demo and real-mode smoke), the two lanes at the same time beside a CPU hog, so
// a 2-core machine is over-booked; every test that failed in any round is listed at the end.
//   --rounds N   rounds to run (default 5)
//   --hogs N     busy-looping processes beside the suites (default 1)
// Exits 1 when any test failed even once. Reports go to test-results/stress/.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureNginx } from '../tests/browser-real/nginx.mjs';
import { realModeSettings } from '../tests/browser-real/servers.mjs';
import { ensureTestChromium } from '../tests/browser/chromium.mjs';
import { freePort } from '../tests/browser/free-port.mjs';
import { startHogs } from './cpu-hog.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, hogs: { type: 'string', default: '1' } },
});
const ROUNDS = Number(values.rounds);
const HOGS = Number(values.hogs);
const REPORTS = 'test-results/stress';

/** Runs a command with its output kept in a log file; resolves with its exit code. */
function run(command, env, log) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

/** Names of the failed tests in a Playwright JSON report. */
function playwrightFailures(file) {
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${spec.file}: ${[...path, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  const report = readJson(file);
  if (!report) return [`${file}: no report (the run did not finish)`];
  report.suites.forEach((suite) => walk(suite, []));
  for (const error of report.errors ?? [])
    failures.push(`${file}: ${error.message?.split('\n')[0]}`);
  return failures;
}

/** Names of the failed tests in a Vitest JSON report. */
function vitestFailures(file) {
  const report = readJson(file);
  if (!report) return [`${file}: no report (the run did not finish)`];
  return report.testResults.flatMap((result) => {
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    const name = result.name.replace(`${process.cwd()}/`, '');
    if (failed.length === 0 && result.status === 'failed') return [`${name}: ${result.message}`];
    return failed.map((test) => `${name}: ${test.fullName}`);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const chromium = ensureTestChromium();
// The real-mode smoke serves its bundle through nginx.
ensureNginx();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const demo = { BROWSER_TEST_OUT_DIR: 'dist-stress', BROWSER_TEST_PORT: String(await freePort()) };
const realPorts = {
  REAL_TEST_PORT: String(await freePort()),
  REAL_TEST_API_PORT: String(await freePort()),
  REAL_TEST_OUT_DIR: 'dist-stress-real',
};
const real = realModeSettings(realPorts);
console.info('[stress] building the demo and the real-mode bundle once…');
const builds = await Promise.all([
  run(
    `npx vite build --mode demo --outDir ${demo.BROWSER_TEST_OUT_DIR} --logLevel warn`,
    {},
    `${REPORTS}/build-demo.log`,
  ),
  run(
    `npx vite build --outDir ${real.outDir} --logLevel warn`,
    real.viteEnv,
    `${REPORTS}/build-real.log`,
  ),
]);
if (builds.some((code) => code !== 0)) {
  console.error(`[stress] a build failed; see ${REPORTS}/build-*.log`);
  process.exit(1);
}

const failedTests = new Map();
const browserEnv = { ...demo, ...realPorts, CHROME_PATH: chromium, CI: '1' };
for (let round = 1; round <= ROUNDS; round += 1) {
  const at = `${REPORTS}/round-${round}`;
  mkdirSync(at, { recursive: true });
  const stopHogs = startHogs(HOGS);
  const started = Date.now();
  const browserSuites = async () => [
    await run(
      `npx playwright test --reporter=list,json --output ${at}/browser`,
      { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: `${at}/browser.json` },
      `${at}/browser.log`,
    ),
    await run(
      `npx playwright test -c playwright.real.config.ts --reporter=list,json --output ${at}/real`,
      { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: `${at}/real.json` },
      `${at}/real.log`,
    ),
  ];
  const vitestSuites = async () => [
    await run(
      `npx vitest run --reporter=dot --reporter=json --outputFile=${at}/unit.json`,
      {},
      `${at}/unit.log`,
    ),
    await run(
      `npx vitest run --config vitest.contracts.config.ts --reporter=dot --reporter=json --outputFile=${at}/contract.json`,
      { PACT_DIR: `${at}/pacts` },
      `${at}/contract.log`,
    ),
  ];
  const [[unit, contract], [browser, smoke]] = await Promise.all([vitestSuites(), browserSuites()]);
  stopHogs();
  const failures = [
    ...vitestFailures(`${at}/unit.json`),
    ...vitestFailures(`${at}/contract.json`),
    ...playwrightFailures(`${at}/browser.json`),
    ...playwrightFailures(`${at}/real.json`),
  ];
  const codes = [unit, contract, browser, smoke];
  if (failures.length === 0 && codes.some((code) => code !== 0)) {
    failures.push(`round ${round}: a suite exited ${codes} with no failed test`);
  }
  for (const failure of failures) failedTests.set(failure, (failedTests.get(failure) ?? 0) + 1);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(
    `[stress] round ${round}/${ROUNDS}: ${failures.length === 0 ? 'no failure' : `${failures.length} failed`} in ${seconds} s (logs in ${at})`,
  );
}

if (failedTests.size === 0) {
  console.info(`[stress] ${ROUNDS} rounds under load, no test failed.`);
} else {
  console.info('[stress] tests that failed at least once (failures / rounds):');
  for (const [test, count] of failedTests) console.info(`  ${count}/${ROUNDS}  ${test}`);
}
process.exit(failedTests.size === 0 ? 0 : 1);

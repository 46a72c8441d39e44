// npm run test:repeat: proves that `npm test` passes every time, as a new user runs it. Each run
// clones the committed HEAD afresh, runs `npm ci` and `npm test` in the clone, and prints the
// run's time, the machine's load meanwhile and every test that failed; the clone goes after it.
//   --runs N   runs, one after the other (default 5)
//   --hogs N   busy-looping processes beside every run, as npm run test:stress's (default 0)
//   --ref R    the commit to clone (default HEAD; uncommitted changes are not in a clone)
// Exits 1 when any run failed. Each run's whole output is in test-results-repeat/run-N.log.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startHogs } from './cpu-hog.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    hogs: { type: 'string', default: '0' },
    ref: { type: 'string', default: 'HEAD' },
  },
});
const RUNS = Number(values.runs);
const HOGS = Number(values.hogs);
// Not under test-results/: Playwright empties that folder when it starts.
const REPORTS = resolve('test-results-repeat');
const repository = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  encoding: 'utf8',
}).trim();
const commit = execFileSync('git', ['rev-parse', '--short', values.ref], {
  encoding: 'utf8',
}).trim();

/** The running command's process group, stopped with this script (Ctrl-C, kill). */
let running;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) process.kill(-running.pid, 'SIGKILL');
    process.exit(130);
  });
}

/** Runs a command in `cwd`, its output appended to `log`; resolves with its exit code. */
function run(command, args, cwd, log) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running = child;
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** The machine's one-minute load, sampled while a run lasts: its mean and its highest. */
function sampleLoad() {
  const samples = [];
  const timer = setInterval(() => samples.push(loadavg()[0]), 5000);
  return () => {
    clearInterval(timer);
    const mean = samples.reduce((sum, load) => sum + load, 0) / Math.max(samples.length, 1);
    return `load ${mean.toFixed(1)} (highest ${Math.max(0, ...samples).toFixed(1)})`;
  };
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const FAILURE_LINES = [
  /^\s*FAIL\s+(.+)$/, // Vitest: "FAIL  tests/screens/cart.test.tsx > cart > …"
  /^\s*✘\s+\d+\s+(.+?)(?:\s+\(\d[\d.]*m?s\))?$/, // Playwright's list reporter
  /^\[npm test\] (\S+): FAILED/, // a stage that failed without a named test
];

/** The failed tests (or stages) a run's log names, each once. */
function failuresIn(logFile) {
  const failures = new Set();
  for (const line of readFileSync(logFile, 'utf8').replace(ANSI, '').split('\n')) {
    for (const pattern of FAILURE_LINES) {
      const match = pattern.exec(line);
      if (match) failures.add(match[1].trim());
    }
  }
  return [...failures];
}

mkdirSync(REPORTS, { recursive: true });
const workspace = mkdtempSync(join(tmpdir(), 'webshop-repeat-'));
console.info(
  `[repeat] ${RUNS} fresh clones of ${commit}, npm ci && npm test each, ${availableParallelism()} cores, ${HOGS} CPU hog(s) beside`,
);
const results = [];
for (let index = 1; index <= RUNS; index += 1) {
  const clone = join(workspace, `run-${index}`);
  const logFile = join(REPORTS, `run-${index}.log`);
  const log = createWriteStream(logFile);
  const stopHogs = startHogs(HOGS);
  const load = sampleLoad();
  execFileSync('git', ['clone', '--quiet', '--no-local', repository, clone]);
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone });
  let code = await run('npm', ['ci', '--no-audit', '--no-fund'], clone, log);
  const started = Date.now();
  if (code === 0) code = await run('npm', ['test'], clone, log);
  const seconds = (Date.now() - started) / 1000;
  const loadText = load();
  stopHogs();
  await new Promise((done) => log.end(done));
  rmSync(clone, { recursive: true, force: true });
  const failures = code === 0 ? [] : failuresIn(logFile);
  if (code !== 0 && failures.length === 0) failures.push(`exit ${code}, no test named`);
  results.push({ index, seconds, loadText, failures });
  console.info(
    `[repeat] run ${index}/${RUNS}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s, ${loadText}${failures.map((failure) => `\n  ✘ ${failure}`).join('')}`,
  );
}
rmSync(workspace, { recursive: true, force: true });

const passed = results.filter((result) => result.failures.length === 0).length;
console.info(`[repeat] ${passed} of ${RUNS} runs passed; logs in ${REPORTS}`);
for (const { index, seconds, loadText, failures } of results) {
  console.info(
    `  run ${index}: ${failures.length ? 'FAILED' : 'passed'} ${seconds.toFixed(1)} s, ${loadText}`,
  );
}
process.exit(passed === RUNS ? 0 : 1);

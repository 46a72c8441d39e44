// npm test: every check of the project, in stages; a failed stage ends the run.
// The steps of a stage run side by side, each as a lane of npm scripts run one after the other:
// the type check with knip, ESLint with Prettier, and the contract tests each keep one core busy,
// so on 2 cores they share the machine well and end close together. The unit suite keeps both cores busy, and the Chromium suite too, so it
// runs alone. The Firefox and WebKit journeys spend most of their time waiting on their browsers:
// they start with the first stage and run beside it and the unit suite, and the Chromium suite
// waits for them (docs/testing.md, "What `npm test` takes"). On one core (`taskset -c 0`)
// they run alone, after the unit suite.
// A lane's output is shown when the lane ends, so the lanes' lines do not mix.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { freePort } from '../tests/browser/free-port.mjs';

/** On one core the engines are a stage of their own: beside the others they starve them all. */
const ONE_CORE = availableParallelism() < 2;
const STAGES = [
  [
    ['typecheck', 'lint:unused'],
    ['lint:code', 'lint:format'],
    ['test:contract', 'pact:verify', 'check:bundle', 'test:mock-sessions', 'check:python'],
  ],
  [['test:unit']],
  ...(ONE_CORE ? [[['test:engines']]] : []),
  [['test:browser']],
];
/** A lane that starts with the first stage and ends before the last one starts. */
const BESIDE = ONE_CORE ? [] : ['test:engines'];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The engines build the demo and the real-mode bundle the Chromium suite tests: both lanes get
 * the same ports (the real-mode build names them), and the Chromium suite, which starts once the
 * engines have passed, takes their builds instead of making them again.
 */
process.env.REAL_TEST_PORT ||= String(await freePort());
process.env.REAL_TEST_API_PORT ||= String(await freePort());
const BUILT_BY_ENGINES = { 'test:browser': { BROWSER_TEST_BUILDS_READY: '1' } };

/** Runs `npm run <script>`; resolves with its exit code. Output streams or is kept to `output`. */
function runScript(script, output) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
      env: { ...process.env, ...BUILT_BY_ENGINES[script] },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a lane's scripts in turn until one fails; true when all passed. */
async function runLane(scripts, streamed) {
  const output = streamed ? undefined : [];
  const report = [];
  let passed = true;
  for (const script of scripts) {
    const started = Date.now();
    passed = (await runScript(script, output)) === 0;
    report.push(`[npm test] ${script}: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
    if (!passed) break;
  }
  if (output) process.stdout.write(Buffer.concat(output));
  console.info(report.join('\n'));
  return passed;
}

function failed() {
  console.error(`[npm test] FAILED after ${seconds(started)} s`);
  process.exit(1);
}

const started = Date.now();
const beside = BESIDE.length ? runLane(BESIDE, false) : Promise.resolve(true);
for (const [index, lanes] of STAGES.entries()) {
  if (index === STAGES.length - 1 && !(await beside)) failed();
  const results = await Promise.all(lanes.map((scripts) => runLane(scripts, lanes.length === 1)));
  if (results.includes(false)) failed();
}
console.info(`[npm test] passed in ${seconds(started)} s`);

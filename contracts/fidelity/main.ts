import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLoopback } from './loopback';
import { startMockSide } from './mock-side';
import { formatReport, hasUnexplained, summaryLine } from './report';
import { checkFidelity } from './run';

/**
 * `npm run fidelity -- --against URL [--allow-writes] [--json FILE]`: the drift check. Sends one
 * script of calls to the live API at URL and to this project's mock (the HTTP mock server, started
 * here), compares the responses and prints a table. Staff calls sign in with
 * FIDELITY_STAFF_USERNAME and FIDELITY_STAFF_PASSWORD. Exits 1 on a difference nothing explains,
 * 2 on a usage error.
 */
const USAGE =
  'Usage: npm run fidelity -- --against URL [--allow-writes] [--json FILE]\n' +
  '(with FIDELITY_STAFF_USERNAME and FIDELITY_STAFF_PASSWORD set to a staff account of URL)';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      against: { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  }).values;
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}

const against = args.against?.trim().replace(/\/+$/, '');
if (!against || !/^https?:\/\//.test(against)) usage('--against needs the base URL of an API.');
const username = process.env.FIDELITY_STAFF_USERNAME?.trim();
const password = process.env.FIDELITY_STAFF_PASSWORD;
if (!username || !password) usage('Set FIDELITY_STAFF_USERNAME and FIDELITY_STAFF_PASSWORD.');

try {
  await fetch(`${against}/api/auth/me`, { redirect: 'manual' });
} catch (error) {
  const cause =
    error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
  console.error(`No response from ${against}: ${String(cause)}`);
  process.exit(2);
}

const loopback = await isLoopback(against);
const writes = loopback || args['allow-writes'];
console.info(
  writes
    ? `Writes: on (${loopback ? 'a loopback address' : '--allow-writes'}). Checkout sends a real order e-mail in production, and status changes are real.`
    : `Writes: off (${against} is not a loopback address); only reads run. --allow-writes runs the rest.`,
);

const account = { username, password };
const mock = await startMockSide(account);
try {
  const report = await checkFidelity({ liveUrl: against, mockUrl: mock.url, account, writes });
  console.info(formatReport(report));
  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify({ ...report, summary: summaryLine(report) }, null, 2)}\n`,
    );
    console.info(`Report: ${args.json}`);
  }
  const signIn = report.rows.find((row) => row.call === 'login: staff');
  if (signIn?.liveStatus !== undefined && signIn.liveStatus !== 200) {
    console.error(
      `The live API responded to the staff sign-in with ${signIn.liveStatus}: are FIDELITY_STAFF_USERNAME and FIDELITY_STAFF_PASSWORD a staff account there?`,
    );
  }
  if (hasUnexplained(report)) process.exitCode = 1;
} finally {
  await mock.close();
}

import { parseArgs } from 'node:util';
import {
  BROKER_SETTINGS,
  BrokerError,
  brokerFromEnv,
  brokerRequest,
  deployTarget,
  expectStatus,
  findEnvironment,
  findVersion,
  type Broker,
  type Env,
  type GitCommand,
  type Output,
} from './broker-client';

const USAGE =
  'Usage: npm run pact:can-i-deploy -- --to-environment <name> [--retry-while-unknown <times>] ' +
  '[--retry-interval <seconds>] [--pacticipant <name> --version <version>]';

interface Summary {
  deployable?: boolean | null;
  reason?: string;
  success?: number;
  failed?: number;
  unknown?: number;
}
interface Row {
  consumer?: { name?: string; version?: { number?: string } | null };
  provider?: { name?: string; version?: { number?: string } | null };
  verificationResult?: { success?: boolean } | null;
}
interface Matrix {
  summary: Summary;
  notices?: { type?: string; text?: string }[];
  matrix?: Row[];
}

/** The broker's answer (`GET /matrix`, as the pact-broker CLI asks it) for one version. */
async function queryMatrix(
  broker: Broker,
  target: { pacticipant: string; version: string },
  to: string,
) {
  const query = new URLSearchParams({
    'q[][pacticipant]': target.pacticipant,
    'q[][version]': target.version,
    latestby: 'cvp',
    environment: to,
  });
  const body = expectStatus(await brokerRequest(broker, `/matrix?${query}`), 'The matrix query');
  if (!body.summary) throw new BrokerError('The matrix has no summary: is that a Pact Broker?');
  return body as unknown as Matrix;
}

const say = (output: Output, good: boolean, text: string) =>
  good ? output.info(text) : output.error(text);

const rowLine = ({ consumer, provider, verificationResult }: Row) =>
  `  ${consumer?.name} ${consumer?.version?.number ?? '?'} → ${provider?.name} ` +
  `${provider?.version?.number ?? '(none)'}: ` +
  (verificationResult ? (verificationResult.success ? 'verified' : 'failed') : 'not verified');

function report({ summary, notices = [], matrix = [] }: Matrix, output: Output) {
  const counts = `${summary.success ?? 0} verified, ${summary.failed ?? 0} failed, ${summary.unknown ?? 0} unknown`;
  const lines = [
    ...matrix.map(rowLine),
    `Summary: ${counts}.`,
    `Reason: ${summary.reason ?? '(none)'}`,
  ];
  for (const { type, text } of notices)
    if (text && text !== summary.reason) lines.push(`${type ?? 'notice'}: ${text}`);
  say(output, summary.deployable === true, lines.join('\n'));
}

/**
 * `npm run pact:can-i-deploy -- --to-environment <name>`: asks the broker whether the consumer's
 * version (as pact:publish publishes it) works with what is deployed to that environment.
 * Returns 0 when the broker says it is deployable; 1 when not, or when nothing can say (no
 * broker, an unknown environment or version, the broker unreachable).
 */
export async function canIDeployCli(
  argv: string[],
  env: Env,
  output: Output,
  {
    gitCommand,
    sleep = (ms: number) => new Promise((done) => setTimeout(done, ms)),
  }: {
    gitCommand?: GitCommand;
    sleep?: (ms: number) => Promise<unknown>;
  } = {},
): Promise<number> {
  let flags;
  try {
    flags = parseArgs({
      args: argv,
      options: {
        'to-environment': { type: 'string' },
        pacticipant: { type: 'string' },
        version: { type: 'string' },
        'retry-while-unknown': { type: 'string', default: '0' },
        'retry-interval': { type: 'string', default: '10' },
      },
    }).values;
  } catch (error) {
    output.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const to = flags['to-environment']?.trim();
  const retries = Number(flags['retry-while-unknown']);
  const interval = Number(flags['retry-interval']);
  if (!to || !(Number.isInteger(retries) && retries >= 0) || !(interval >= 0)) {
    output.error(
      `--to-environment names the environment; retries and interval are numbers.\n${USAGE}`,
    );
    return 1;
  }
  const broker = brokerFromEnv(env);
  if (!broker) {
    output.error(
      `No broker: can-i-deploy needs ${BROKER_SETTINGS}. Nothing says the version is safe to ` +
        'deploy, so the answer is no.',
    );
    return 1;
  }
  try {
    const target = deployTarget(flags, env, gitCommand);
    await findEnvironment(broker, to);
    await findVersion(broker, target.pacticipant, target.version);
    let matrix = await queryMatrix(broker, target, to);
    for (let attempt = 1; attempt <= retries && (matrix.summary.unknown ?? 0) > 0; attempt++) {
      output.info(
        `Waiting ${interval} s for ${matrix.summary.unknown} verification result(s) (${attempt} of ${retries}).`,
      );
      await sleep(interval * 1000);
      matrix = await queryMatrix(broker, target, to);
    }
    const deployable = matrix.summary.deployable === true;
    const verdict = deployable ? 'can be deployed' : 'can NOT be deployed';
    say(output, deployable, `${target.pacticipant} ${target.version} ${verdict} to ${to}:`);
    report(matrix, output);
    return deployable ? 0 : 1;
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    output.error(`${error.message} Not known to be safe to deploy.`);
    return 1;
  }
}

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
  type Env,
  type GitCommand,
  type Output,
} from './broker-client';

const USAGE =
  'Usage: npm run pact:record-deployment -- --environment <name> [--pacticipant <name> --version <version>]';

interface Link {
  name?: string;
  href: string;
}

/**
 * `npm run pact:record-deployment -- --environment <name>`, once the version is deployed: tells
 * the broker that the consumer's version (as pact:publish publishes it) now runs in that
 * environment, replacing the one before it there. Finds the environment by name
 * (`GET /environments`), then POSTs to the version's `pb:record-deployment` relation for that
 * environment's uuid (`…/deployed-versions/environment/{uuid}`). Returns the exit code: 0 when
 * recorded, else 1 (no broker included: the deployment would go unrecorded, and the provider's
 * verification of what is deployed would miss it).
 */
export async function recordDeploymentCli(
  argv: string[],
  env: Env,
  output: Output,
  { gitCommand }: { gitCommand?: GitCommand } = {},
): Promise<number> {
  let flags;
  try {
    flags = parseArgs({
      args: argv,
      options: {
        environment: { type: 'string' },
        pacticipant: { type: 'string' },
        version: { type: 'string' },
      },
    }).values;
  } catch (error) {
    output.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const name = flags.environment?.trim();
  if (!name) {
    output.error(`--environment names the environment deployed to.\n${USAGE}`);
    return 1;
  }
  const broker = brokerFromEnv(env);
  if (!broker) {
    output.error(`No broker: record-deployment needs ${BROKER_SETTINGS}. Nothing was recorded.`);
    return 1;
  }
  try {
    const { pacticipant, version } = deployTarget(flags, env, gitCommand);
    const environment = await findEnvironment(broker, name);
    const resource = await findVersion(broker, pacticipant, version);
    const relation = (resource._links as Record<string, Link | Link[]> | undefined)?.[
      'pb:record-deployment'
    ];
    if (!relation) {
      throw new BrokerError('This broker does not record deployments (pb:record-deployment).');
    }
    const link = [relation].flat().find(({ href }) => href.endsWith(`/${environment.uuid}`));
    if (!link) {
      throw new BrokerError(`The broker offers no deployment of ${pacticipant} to '${name}'.`);
    }
    const response = await brokerRequest(broker, link.href, { method: 'POST', body: {} });
    expectStatus(response, 'Recording the deployment', [200, 201]);
    output.info(`Recorded the deployment of ${pacticipant} ${version} to ${name}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    output.error(`${error.message} Nothing was recorded.`);
    return 1;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { git } from '../git';
import { CONSUMER, PACT_FILE, PROVIDER } from '../pact-config';
import {
  BROKER_SETTINGS,
  BrokerError,
  brokerFromEnv,
  brokerRequest,
  consumerVersion,
  expectStatus,
  type Env,
  type GitCommand,
  type Output,
} from './broker-client';

/**
 * `npm run pact:publish`: the pact file to the broker's "publish contracts" API
 * (`POST /contracts/publish`) under the consumer version and branch. Publishing is optional:
 * without PACT_BROKER_BASE_URL it says so and returns 0. Returns the exit code.
 */
export async function publishPacts(
  env: Env,
  output: Output,
  { pactFile = PACT_FILE, gitCommand = git }: { pactFile?: string; gitCommand?: GitCommand } = {},
): Promise<number> {
  const broker = brokerFromEnv(env);
  if (!broker) {
    output.info(`No broker: nothing was published (optional; set ${BROKER_SETTINGS} to publish).`);
    return 0;
  }
  const { version, branch } = consumerVersion(env, gitCommand);
  if (!version) {
    output.error('Set PACT_CONSUMER_VERSION (no git commit to use). Nothing was published.');
    return 1;
  }
  if (!existsSync(pactFile)) {
    output.error(`No pact file at ${pactFile}: run npm run test:contract first.`);
    return 1;
  }
  try {
    const response = await brokerRequest(broker, '/contracts/publish', {
      method: 'POST',
      body: {
        pacticipantName: CONSUMER,
        pacticipantVersionNumber: version,
        ...(branch && { branch }),
        contracts: [
          {
            consumerName: CONSUMER,
            providerName: PROVIDER,
            specification: 'pact',
            contentType: 'application/json',
            content: readFileSync(pactFile).toString('base64'),
          },
        ],
      },
    });
    const body = expectStatus(response, 'Publishing', [200, 201]);
    const logs = (body.logs ?? []) as { level?: string; message?: string }[];
    for (const { level, message } of logs) if (level !== 'debug' && message) output.info(message);
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    output.error(`${error.message} Nothing was published.`);
    return 1;
  }
  output.info(`Published ${pactFile} as ${CONSUMER} ${version}${branch ? ` (${branch})` : ''}.`);
  return 0;
}

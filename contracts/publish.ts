import { readFileSync } from 'node:fs';
import { CONSUMER, PACT_FILE, PROVIDER } from './pact-config';
import { git } from './git';

/**
 * `npm run pact:publish`: sends pacts/ to a Pact Broker (or PactFlow) through its
 * "publish contracts" API. Needs PACT_BROKER_BASE_URL; PACT_BROKER_TOKEN (bearer) or
 * PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD when the broker requires auth.
 * The version is PACT_CONSUMER_VERSION (default: the git commit), the branch
 * PACT_CONSUMER_BRANCH (default: the git branch).
 */

function authorization(): Record<string, string> {
  const {
    PACT_BROKER_TOKEN: token,
    PACT_BROKER_USERNAME: user,
    PACT_BROKER_PASSWORD: password,
  } = process.env;
  if (token) return { Authorization: `Bearer ${token}` };
  if (user)
    return {
      Authorization: `Basic ${Buffer.from(`${user}:${password ?? ''}`).toString('base64')}`,
    };
  return {};
}

const brokerUrl = process.env.PACT_BROKER_BASE_URL?.trim().replace(/\/+$/, '');
if (!brokerUrl) {
  console.error(
    'pact:publish needs PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and ' +
      'PACT_BROKER_PASSWORD). Nothing was published.',
  );
  process.exit(1);
}

const version = process.env.PACT_CONSUMER_VERSION?.trim() || git('rev-parse --short HEAD');
if (!version) {
  console.error('Set PACT_CONSUMER_VERSION (no git commit to use). Nothing was published.');
  process.exit(1);
}
const branch = process.env.PACT_CONSUMER_BRANCH?.trim() || git('rev-parse --abbrev-ref HEAD');

const response = await fetch(`${brokerUrl}/contracts/publish`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/hal+json',
    ...authorization(),
  },
  body: JSON.stringify({
    pacticipantName: CONSUMER,
    pacticipantVersionNumber: version,
    ...(branch && branch !== 'HEAD' && { branch }),
    contracts: [
      {
        consumerName: CONSUMER,
        providerName: PROVIDER,
        specification: 'pact',
        contentType: 'application/json',
        content: readFileSync(PACT_FILE).toString('base64'),
      },
    ],
  }),
});

const text = await response.text();
if (!response.ok) {
  console.error(`The broker responded with ${response.status}: ${text}`);
  process.exit(1);
}
console.info(`Published ${PACT_FILE} as ${CONSUMER} ${version}${branch ? ` (${branch})` : ''}.`);

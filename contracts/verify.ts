import { startMockProvider, type RunningProvider } from './provider';
import { git } from './git';
import { postStateChange, verifyPacts } from './verify-pacts';
import { listedDefects } from './verification-results';

/**
 * `npm run pact:verify`: checks the pacts against the HTTP mock server started here, or against
 * PACT_PROVIDER_BASE_URL (states at PACT_PROVIDER_STATES_URL, else <base>/__mock/provider-state,
 * with MOCK_CONTROL_TOKEN as a bearer token when set). Against a server of yours, the listed
 * production defects may fail (contracts/PRODUCTION-DEFECTS.md); against the mock, nothing may.
 * The pacts are the local pacts/ files, or with PACT_BROKER_BASE_URL the broker's (see
 * `buildVerifierOptions` in verify-pacts.ts for the broker settings).
 */
const givenUrl = process.env.PACT_PROVIDER_BASE_URL?.trim().replace(/\/+$/, '');
const givenStatesUrl = process.env.PACT_PROVIDER_STATES_URL?.trim();
const STATES_EXAMPLE = 'contracts/provider-states/fastapi/provider_states.py';

/**
 * A harmless state set up and torn down before the run: a server without the endpoint stops the
 * run at once, rather than failing every interaction's setup one by one.
 */
async function checkStatesEndpoint(url: string): Promise<string | undefined> {
  const change = postStateChange(url, process.env.MOCK_CONTROL_TOKEN?.trim() || undefined);
  const state = { state: 'the visitor is not signed in', params: {} };
  try {
    await change({ ...state, action: 'setup' });
    await change({ ...state, action: 'teardown' });
    return undefined;
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause) {
      return `Could not reach the state-change endpoint ${url} (${String(cause)}): is the server running there? Nothing was verified.`;
    }
    return [
      `The state-change endpoint did not take a state: ${(error as Error).message}`,
      givenStatesUrl
        ? 'PACT_PROVIDER_STATES_URL names it; check that it is mounted there.'
        : "PACT_PROVIDER_STATES_URL is not set, so the mock server's path was tried.",
      `Your server needs an endpoint that sets up the pacts' provider states: mount the example in ${STATES_EXAMPLE}`,
      '(a FastAPI router) or your own (docs/api-contract.md, "The state-change endpoint"),',
      'and name it with PACT_PROVIDER_STATES_URL. Nothing was verified.',
    ].join('\n');
  }
}

let started: RunningProvider | undefined;
try {
  // With MOCK_CONTROL_TOKEN set, the server started here requires it as the state handlers send it.
  if (!givenUrl) started = await startMockProvider([], process.env.MOCK_CONTROL_TOKEN);
  const providerBaseUrl = givenUrl || started!.url;
  const providerStatesUrl = givenStatesUrl || `${providerBaseUrl}/__mock/provider-state`;
  console.info(`Verifying against ${providerBaseUrl} (states: ${providerStatesUrl})`);
  const unusable = givenUrl ? await checkStatesEndpoint(providerStatesUrl) : undefined;
  if (unusable) throw new Error(unusable);
  await verifyPacts({
    providerBaseUrl,
    providerStatesUrl,
    git: { commit: git('rev-parse --short HEAD'), branch: git('rev-parse --abbrev-ref HEAD') },
    onStart: (summary) => console.info(summary),
    knownDefects: givenUrl ? listedDefects() : [],
    onOutcome: (lines) => console.info(lines.join('\n')),
  });
  console.info('Pact verification passed.');
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Pact verification failed. ${message}`);
  process.exitCode = 1;
} finally {
  await started?.close();
}

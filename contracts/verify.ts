import { startMockProvider, type RunningProvider } from './provider';
import { git } from './git';
import { verifyPacts } from './verify-pacts';

/**
 * `npm run pact:verify`: checks the pacts against the HTTP mock server started here, or against
 * PACT_PROVIDER_BASE_URL (states at PACT_PROVIDER_STATES_URL, else <base>/__mock/provider-state,
 * with MOCK_CONTROL_TOKEN as a bearer token when set).
 * The pacts are the local pacts/ files, or with PACT_BROKER_BASE_URL the broker's (see
 * `buildVerifierOptions` in verify-pacts.ts for the broker settings).
 */
const givenUrl = process.env.PACT_PROVIDER_BASE_URL?.trim().replace(/\/+$/, '');
let started: RunningProvider | undefined;

try {
  // With MOCK_CONTROL_TOKEN set, the server started here requires it as the state handlers send it.
  if (!givenUrl) started = await startMockProvider([], process.env.MOCK_CONTROL_TOKEN);
  const providerBaseUrl = givenUrl || started!.url;
  const providerStatesUrl =
    process.env.PACT_PROVIDER_STATES_URL?.trim() || `${providerBaseUrl}/__mock/provider-state`;
  console.info(`Verifying against ${providerBaseUrl} (states: ${providerStatesUrl})`);
  await verifyPacts({
    providerBaseUrl,
    providerStatesUrl,
    git: { commit: git('rev-parse --short HEAD'), branch: git('rev-parse --abbrev-ref HEAD') },
    onStart: (summary) => console.info(summary),
  });
  console.info('Pact verification passed.');
} catch (error) {
  // A mismatch rejects with the verifier's JSON report, already printed above as text.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Pact verification failed.${message.startsWith('{') ? '' : ` ${message}`}`);
  process.exitCode = 1;
} finally {
  await started?.close();
}

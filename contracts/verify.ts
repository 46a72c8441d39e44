import { startMockProvider, type RunningProvider } from './provider';
import { verifyPacts } from './verify-pacts';

/**
 * `npm run pact:verify`: checks pacts/ against the HTTP mock server started here, or against
 * PACT_PROVIDER_BASE_URL (states at PACT_PROVIDER_STATES_URL, else <base>/__mock/provider-state).
 */
const givenUrl = process.env.PACT_PROVIDER_BASE_URL?.trim().replace(/\/+$/, '');
let started: RunningProvider | undefined;

try {
  if (!givenUrl) started = await startMockProvider();
  const providerBaseUrl = givenUrl || started!.url;
  const providerStatesUrl =
    process.env.PACT_PROVIDER_STATES_URL?.trim() || `${providerBaseUrl}/__mock/provider-state`;
  console.info(`Verifying pacts/ against ${providerBaseUrl} (states: ${providerStatesUrl})`);
  await verifyPacts({ providerBaseUrl, providerStatesUrl });
  console.info('Pact verification passed.');
} catch (error) {
  // A mismatch rejects with the verifier's JSON report, already printed above as text.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Pact verification failed.${message.startsWith('{') ? '' : ` ${message}`}`);
  process.exitCode = 1;
} finally {
  await started?.close();
}

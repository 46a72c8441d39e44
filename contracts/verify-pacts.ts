import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { PACT_DIR, PROVIDER } from './pact-config';

export interface VerifyOptions {
  providerBaseUrl: string;
  /** Where the verifier posts `{state, params, action}` before (and after) each interaction. */
  providerStatesUrl: string;
  pactDir?: string;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

export function pactFiles(dir = PACT_DIR): string[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (!files.length) throw new Error(`No pact files in ${dir}/: run npm run test:contract first.`);
  return files.map((name) => path.resolve(dir, name));
}

/** Replays every interaction of the pact files against the provider; rejects on any mismatch. */
export async function verifyPacts(options: VerifyOptions): Promise<void> {
  // No usage statistics sent from test runs (set it to false to allow them).
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: pactFiles(options.pactDir),
    // pact-js calls this option deprecated in favour of in-process stateHandlers, but those
    // swallow a failing setup; the URL makes an unknown or failing state fail the interaction,
    // and works the same for any provider.
    providerStatesSetupUrl: options.providerStatesUrl,
    providerStatesSetupTeardown: true,
    logLevel: options.logLevel ?? 'warn',
  }).verifyProvider();
}

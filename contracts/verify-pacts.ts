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
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: pactFiles(options.pactDir),
    providerStatesSetupUrl: options.providerStatesUrl,
    providerStatesSetupTeardown: true,
    logLevel: options.logLevel ?? 'warn',
  }).verifyProvider();
}

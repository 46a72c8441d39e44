import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACT_DIR, PROVIDER } from './pact-config';
import { PROVIDER_STATE_NAMES } from './provider-states';
import {
  interactionResultsOf,
  judgeResults,
  outcomeLines,
  type KnownDefect,
  type VerificationOutcome,
} from './verification-results';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type ConsumerVersionSelector = NonNullable<VerifierOptions['consumerVersionSelectors']>[number];
type Json = Record<string, unknown>;
type Env = Record<string, string | undefined>;

export function pactFiles(dir = PACT_DIR): string[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (!files.length) throw new Error(`No pact files in ${dir}/: run npm run test:contract first.`);
  return files.map((name) => path.resolve(dir, name));
}

/** The provider-state names the pact files use (each interaction names at least one). */
export function statesUsedBy(files: string[]): string[] {
  const names = files.flatMap((file) =>
    (
      JSON.parse(readFileSync(file, 'utf8')) as {
        interactions: { providerStates?: { name: string }[] }[];
      }
    ).interactions.flatMap(({ providerStates = [] }) => providerStates.map(({ name }) => name)),
  );
  return [...new Set(names)];
}

/** Sends `{state, params, action}` to the provider's state-change endpoint; returns its JSON. */
export type StateChange = (body: { state: string; params: Json; action: string }) => Promise<Json>;

/** `controlToken`: the mock server's MOCK_CONTROL_TOKEN, sent as a bearer token when set. */
export function postStateChange(url: string, controlToken?: string): StateChange {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(controlToken && { Authorization: `Bearer ${controlToken}` }),
  };
  return async (body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} responded with ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as Json) : {};
  };
}

/**
 * One Pact state handler per state name (Pact looks handlers up by the exact name; there is no
 * catch-all). Setup and teardown both go to the state-change endpoint; setup returns its response,
 * which Pact uses for the `fromProviderState` values (`${cookie}`, `${firstItemId}`).
 * Pact only logs a handler's error and carries on, so each failure is also put in `failures`.
 */
export function providerStateHandlers(
  names: Iterable<string>,
  change: StateChange,
  failures: string[],
): StateHandlers {
  const run = (state: string, action: 'setup' | 'teardown') => async (params?: unknown) => {
    try {
      const response = await change({ state, params: (params ?? {}) as Json, action });
      return action === 'setup' ? response : undefined;
    } catch (error) {
      failures.push(`${action} of '${state}': ${(error as Error).message}`);
      throw error;
    }
  };
  return Object.fromEntries(
    [...new Set(names)].map((state) => [
      state,
      { setup: run(state, 'setup'), teardown: run(state, 'teardown') },
    ]),
  ) as StateHandlers;
}

export const DEFAULT_CONSUMER_VERSION_SELECTORS: ConsumerVersionSelector[] = [
  { mainBranch: true },
  { deployedOrReleased: true },
];

const value = (env: Env, name: string) => env[name]?.trim() || undefined;
const isTrue = (text: string | undefined) => !!text && !/^(false|0|no)$/i.test(text);

export interface VerificationInput {
  providerBaseUrl: string;
  stateHandlers: StateHandlers;
  /** The local pact files (only read without a broker). */
  localPactFiles: () => string[];
  /** The git commit (short sha) and branch, the provider version's defaults with a broker. */
  git: { commit?: string; branch?: string };
  logLevel?: VerifierOptions['logLevel'];
}

export interface Verification {
  options: VerifierOptions;
  /** One line for the log: where the pacts come from, and whether results are published. */
  summary: string;
}

/**
 * The verifier's options from the environment. With PACT_BROKER_BASE_URL the pacts come from the
 * broker by consumer version selectors (PACT_CONSUMER_VERSION_SELECTORS, JSON; default: the main
 * branch and whatever is deployed or released), pending pacts on unless PACT_ENABLE_PENDING is
 * false, the work-in-progress pacts since PACT_INCLUDE_WIP_PACTS_SINCE (a date) when it is set,
 * and results are published when PACT_PUBLISH_VERIFICATION is true, or on CI unless it is false.
 * Without it, the local pacts/.
 */
export function buildVerifierOptions(env: Env, input: VerificationInput): Verification {
  const common = {
    provider: PROVIDER,
    providerBaseUrl: input.providerBaseUrl,
    stateHandlers: input.stateHandlers,
    logLevel: input.logLevel ?? 'warn',
  } satisfies VerifierOptions;
  const brokerUrl = value(env, 'PACT_BROKER_BASE_URL')?.replace(/\/+$/, '');
  if (!brokerUrl) {
    return {
      options: { ...common, pactUrls: input.localPactFiles() },
      summary: `No PACT_BROKER_BASE_URL: verifying the local ${PACT_DIR}/ files; nothing is fetched from or published to a broker.`,
    };
  }

  const selectorsText = value(env, 'PACT_CONSUMER_VERSION_SELECTORS');
  let consumerVersionSelectors = DEFAULT_CONSUMER_VERSION_SELECTORS;
  if (selectorsText) {
    try {
      consumerVersionSelectors = JSON.parse(selectorsText) as ConsumerVersionSelector[];
    } catch {
      throw new Error(`PACT_CONSUMER_VERSION_SELECTORS is not JSON: ${selectorsText}`);
    }
    if (!Array.isArray(consumerVersionSelectors) || !consumerVersionSelectors.length) {
      throw new Error('PACT_CONSUMER_VERSION_SELECTORS must be a non-empty JSON array.');
    }
  }

  const wipSince = value(env, 'PACT_INCLUDE_WIP_PACTS_SINCE');
  if (wipSince && (!/^\d{4}-\d{2}-\d{2}/.test(wipSince) || Number.isNaN(Date.parse(wipSince)))) {
    throw new Error(`PACT_INCLUDE_WIP_PACTS_SINCE is not a date (YYYY-MM-DD): ${wipSince}`);
  }

  const token = value(env, 'PACT_BROKER_TOKEN');
  const username = value(env, 'PACT_BROKER_USERNAME');
  const auth = token
    ? { pactBrokerToken: token }
    : username
      ? { pactBrokerUsername: username, pactBrokerPassword: env.PACT_BROKER_PASSWORD ?? '' }
      : {};

  const providerVersion = value(env, 'PACT_PROVIDER_VERSION') ?? input.git.commit;
  const branch = value(env, 'PACT_PROVIDER_BRANCH') ?? input.git.branch;
  const providerVersionBranch = branch && branch !== 'HEAD' ? branch : undefined;
  const explicit = value(env, 'PACT_PUBLISH_VERIFICATION');
  const publish = explicit ? isTrue(explicit) : isTrue(value(env, 'CI'));
  if (publish && !providerVersion) {
    throw new Error(
      'Publishing needs a provider version: set PACT_PROVIDER_VERSION (no git commit).',
    );
  }

  return {
    options: {
      ...common,
      pactBrokerUrl: brokerUrl,
      ...auth,
      consumerVersionSelectors,
      enablePending: isTrue(value(env, 'PACT_ENABLE_PENDING') ?? 'true'),
      ...(wipSince && { includeWipPactsSince: wipSince }),
      ...(providerVersion && { providerVersion }),
      ...(providerVersionBranch && { providerVersionBranch }),
      publishVerificationResult: publish,
    },
    summary:
      `Verifying the pacts of ${brokerUrl} selected by ${JSON.stringify(consumerVersionSelectors)}` +
      (wipSince ? ` and the work-in-progress pacts since ${wipSince}; ` : '; ') +
      (publish
        ? `publishing the results as ${PROVIDER} ${providerVersion}${providerVersionBranch ? ` (${providerVersionBranch})` : ''}.`
        : 'not publishing the results (set PACT_PUBLISH_VERIFICATION=true, or run on CI).'),
  };
}

export interface VerifyOptions {
  providerBaseUrl: string;
  /** Where the state handlers post `{state, params, action}` before and after each interaction. */
  providerStatesUrl: string;
  /** PACT_BROKER_*, PACT_PROVIDER_* and MOCK_CONTROL_TOKEN settings (default: process.env). */
  env?: Env;
  git?: VerificationInput['git'];
  logLevel?: VerifierOptions['logLevel'];
  /** Called with the summary line before the verification starts. */
  onStart?: (summary: string) => void;
  /** Failures tolerated as known (production's listed defects); none: every failure counts. */
  knownDefects?: KnownDefect[];
  /** Called with what the run found, once the verifier has reported. */
  onOutcome?: (lines: string[]) => void;
}

/**
 * Replays every interaction against the provider; rejects on a failed state and on any failure
 * that is not pending or one of `knownDefects`.
 */
export async function verifyPacts(
  options: VerifyOptions,
): Promise<VerificationOutcome | undefined> {
  // No usage statistics sent from test runs (set it to false to allow them).
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const env = options.env ?? process.env;
  const failures: string[] = [];
  // The table's states, and (without a broker) any other the local pacts name.
  const names = value(env, 'PACT_BROKER_BASE_URL')
    ? PROVIDER_STATE_NAMES
    : [...PROVIDER_STATE_NAMES, ...statesUsedBy(pactFiles())];
  const { options: verifierOptions, summary } = buildVerifierOptions(env, {
    providerBaseUrl: options.providerBaseUrl,
    stateHandlers: providerStateHandlers(
      names,
      postStateChange(options.providerStatesUrl, value(env, 'MOCK_CONTROL_TOKEN')),
      failures,
    ),
    localPactFiles: () => pactFiles(),
    git: options.git ?? {},
    logLevel: options.logLevel,
  });
  options.onStart?.(summary);
  const stateFailures = () =>
    failures.length ? `Provider states failed:\n- ${failures.join('\n- ')}` : '';
  let report: string;
  try {
    report = await new Verifier(verifierOptions).verifyProvider();
  } catch (error) {
    if (failures.length) throw new Error(stateFailures(), { cause: error });
    // A mismatch rejects with the verifier's JSON results; anything else is not a verification.
    if (!(error instanceof Error) || !interactionResultsOf(error.message)) throw error;
    report = error.message;
  }
  if (failures.length) throw new Error(stateFailures());
  const results = interactionResultsOf(report);
  if (!results) return undefined;
  const outcome = judgeResults(results, options.knownDefects ?? []);
  options.onOutcome?.(outcomeLines(outcome, results.length));
  if (outcome.unexpected.length) {
    const named = outcome.unexpected.map(
      ({ description, reasons }) => `${description} (${reasons.join('; ')})`,
    );
    throw new Error(`Failed, and not a listed defect: ${named.join(', ')}`, { cause: report });
  }
  return outcome;
}

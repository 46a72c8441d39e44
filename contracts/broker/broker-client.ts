import { git } from '../git';
import { CONSUMER } from '../pact-config';

/**
 * What pact:publish, pact:can-i-deploy and pact:record-deployment share: the broker and its
 * auth from the environment, the version and branch the client publishes under, and the calls
 * of the Pact Broker's HTTP API (the same on PactFlow).
 */

export type Env = Record<string, string | undefined>;
export type Json = Record<string, unknown>;
export type GitCommand = (command: string) => string | undefined;

/** Where the scripts print: `console`, or what a test collects. */
export interface Output {
  info: (text: string) => void;
  error: (text: string) => void;
}

export interface Broker {
  url: string;
  headers: Record<string, string>;
}

/** Refused, unreachable, or not what the scripts need: the message says which, for a person. */
export class BrokerError extends Error {}

export const BROKER_SETTINGS =
  'PACT_BROKER_BASE_URL (with PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)';

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The broker of PACT_BROKER_BASE_URL, with a bearer token or basic auth; undefined when unset. */
export function brokerFromEnv(env: Env): Broker | undefined {
  const url = value(env, 'PACT_BROKER_BASE_URL')?.replace(/\/+$/, '');
  if (!url) return undefined;
  const token = value(env, 'PACT_BROKER_TOKEN');
  const user = value(env, 'PACT_BROKER_USERNAME');
  const basic = () => Buffer.from(`${user}:${env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64');
  const authorization = token ? `Bearer ${token}` : user ? `Basic ${basic()}` : undefined;
  return {
    url,
    headers: {
      Accept: 'application/hal+json',
      ...(authorization && { Authorization: authorization }),
    },
  };
}

/**
 * The consumer version: PACT_CONSUMER_VERSION, else the short git commit; its branch:
 * PACT_CONSUMER_BRANCH, else the git branch (none on a detached HEAD).
 */
export function consumerVersion(env: Env, gitCommand: GitCommand = git) {
  const version = value(env, 'PACT_CONSUMER_VERSION') ?? gitCommand('rev-parse --short HEAD');
  const branch = value(env, 'PACT_CONSUMER_BRANCH') ?? gitCommand('rev-parse --abbrev-ref HEAD');
  return { version, branch: branch && branch !== 'HEAD' ? branch : undefined };
}

/**
 * The application a deploy script is about: the consumer at the version pact:publish uses, or
 * `--pacticipant` (the provider, say) with its `--version`, which is then required.
 */
export function deployTarget(
  flags: { pacticipant?: string; version?: string },
  env: Env,
  gitCommand: GitCommand = git,
): { pacticipant: string; version: string } {
  const pacticipant = flags.pacticipant?.trim() || CONSUMER;
  const version =
    flags.version?.trim() ||
    (pacticipant === CONSUMER ? consumerVersion(env, gitCommand).version : undefined);
  if (version) return { pacticipant, version };
  throw new BrokerError(
    pacticipant === CONSUMER
      ? 'No version: set PACT_CONSUMER_VERSION or --version (no git commit to use).'
      : `--pacticipant ${pacticipant} needs its --version.`,
  );
}

/** The broker's `errors` (a list, or lists by field) as one line. */
function errorsOf(body: Json): string {
  const { errors } = body;
  if (Array.isArray(errors)) return errors.join('; ');
  if (errors && typeof errors === 'object') return Object.values(errors).flat().join('; ');
  return typeof body.text === 'string' ? body.text : JSON.stringify(body);
}

/** `path` on the broker (or a link's full href) as JSON; throws a BrokerError when unreachable. */
export async function brokerRequest(
  broker: Broker,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: Json } = {},
): Promise<{ status: number; body: Json }> {
  let response: Response;
  try {
    response = await fetch(/^https?:/.test(path) ? path : `${broker.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...broker.headers, ...(init.body && { 'Content-Type': 'application/json' }) },
      body: init.body && JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const { cause, name, message } = error as Error & { cause?: { code?: string } };
    const why = name === 'TimeoutError' ? 'no answer in 30 s' : (cause?.code ?? message);
    throw new BrokerError(`The broker at ${broker.url} is unreachable (${why}).`);
  }
  const text = await response.text();
  let body: Json;
  try {
    body = text ? (JSON.parse(text) as Json) : {};
  } catch {
    body = { text };
  }
  if (response.status === 401 || response.status === 403) {
    throw new BrokerError(
      `The broker refused the credentials (${response.status}): check PACT_BROKER_TOKEN, or ` +
        'PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.',
    );
  }
  return { status: response.status, body };
}

/** Throws the broker's own errors unless the status is one of `ok`. */
export function expectStatus(
  { status, body }: { status: number; body: Json },
  what: string,
  ok = [200],
) {
  if (!ok.includes(status)) {
    throw new BrokerError(`${what}: the broker responded with ${status}: ${errorsOf(body)}`);
  }
  return body;
}

export interface Environment {
  uuid: string;
  name: string;
  production?: boolean;
}

/** The environment named `name` (`GET /environments`); a BrokerError names the known ones. */
export async function findEnvironment(broker: Broker, name: string): Promise<Environment> {
  const response = await brokerRequest(broker, '/environments');
  if (response.status === 404) {
    throw new BrokerError(
      'This broker has no environments: deployments need Pact Broker 2.80.0 or later, or PactFlow.',
    );
  }
  const body = expectStatus(response, 'Listing the environments');
  const embedded = body._embedded as { environments?: Environment[] } | undefined;
  const environments = embedded?.environments ?? [];
  const found = environments.find((environment) => environment.name === name);
  if (found) return found;
  const known = environments.map((environment) => environment.name).join(', ') || 'none';
  throw new BrokerError(
    `The broker has no environment named '${name}' (it has: ${known}). Create it on the broker ` +
      "(POST /environments, or PactFlow's settings) or name one of those.",
  );
}

/** The version resource (`GET /pacticipants/{name}/versions/{version}`), with its links. */
export async function findVersion(broker: Broker, pacticipant: string, version: string) {
  const path = `/pacticipants/${encodeURIComponent(pacticipant)}/versions/${encodeURIComponent(version)}`;
  const response = await brokerRequest(broker, path);
  if (response.status === 404) {
    throw new BrokerError(
      `The broker does not know ${pacticipant} version ${version}: ` +
        (pacticipant === CONSUMER
          ? 'publish its pacts first (npm run pact:publish).'
          : 'publish its verification results first.'),
    );
  }
  return expectStatus(response, `Reading ${pacticipant} version ${version}`);
}

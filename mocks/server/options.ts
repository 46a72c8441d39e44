import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_API_WAKE_SECONDS,
  DEFAULT_SEED_PRODUCTS,
  MAX_API_WAKE_SECONDS,
  MAX_LATENCY_MS,
  MAX_SERVER_SEED_PRODUCTS,
  parseWholeSetting,
} from '../settings';
import { parseScenarioList } from '../scenarios';
import { DEFAULT_CORS_ORIGINS } from './cors';

export interface MockServerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  latencyMs: number;
  seedProducts: number;
  corsOrigins: string[];
  /** The access token's lifetime (and its cookie's Max-Age), in seconds. */
  accessTokenTtlSeconds?: number;
  /** How long the `api-asleep` scenario's API takes to wake, in seconds. */
  apiWakeSeconds?: number;
  /** When set, every control call must carry `Authorization: Bearer <token>`. */
  controlToken?: string;
  /** Photos the seed products show instead of the drawings (absolute URLs); none: the drawings. */
  seedPictures?: string[];
  /** Scenarios every session starts with (and a reset brings back). */
  scenarios?: string[];
}

export const DEFAULT_MOCK_PORT = 9090;
export const DEFAULT_MOCK_HOST = '127.0.0.1';

function whole(
  value: string | undefined,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = parseWholeSetting(value, 0, max);
  if (number === undefined) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}".`);
  }
  return number;
}

function accessTtl(value: string | undefined): number {
  const seconds = whole(value, 'MOCK_ACCESS_TTL_SECONDS', DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
  if (seconds < 1) throw new Error(`MOCK_ACCESS_TTL_SECONDS must be at least 1, got "${value}".`);
  return seconds;
}

/** Absolute http(s) URLs, comma-separated; empty or unset is none. */
function pictureUrls(value: string | undefined): string[] {
  const urls =
    value
      ?.split(',')
      .map((url) => url.trim())
      .filter(Boolean) ?? [];
  const bad = urls.find((url) => !/^https?:$/.test(URL.parse(url)?.protocol ?? ''));
  if (bad !== undefined) {
    throw new Error(`MOCK_SEED_PICTURES must be http(s) URLs separated by commas, got "${bad}".`);
  }
  return urls;
}

/**
 * MOCK_HOST, MOCK_PORT, MOCK_LATENCY_MS, MOCK_SEED_PRODUCTS, MOCK_CORS_ORIGINS (comma-separated),
 * MOCK_ACCESS_TTL_SECONDS, MOCK_API_WAKE_SECONDS, MOCK_CONTROL_TOKEN, MOCK_SEED_PICTURES and
 * MOCK_SCENARIOS (comma-separated).
 */
export function readServerOptions(environment: NodeJS.ProcessEnv): MockServerOptions {
  const origins = environment.MOCK_CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    host: environment.MOCK_HOST?.trim() || DEFAULT_MOCK_HOST,
    port: whole(environment.MOCK_PORT, 'MOCK_PORT', DEFAULT_MOCK_PORT, 65_535),
    latencyMs: whole(environment.MOCK_LATENCY_MS, 'MOCK_LATENCY_MS', 0, MAX_LATENCY_MS),
    seedProducts: whole(
      environment.MOCK_SEED_PRODUCTS,
      'MOCK_SEED_PRODUCTS',
      DEFAULT_SEED_PRODUCTS,
      MAX_SERVER_SEED_PRODUCTS,
    ),
    corsOrigins: origins?.length ? origins : DEFAULT_CORS_ORIGINS,
    accessTokenTtlSeconds: accessTtl(environment.MOCK_ACCESS_TTL_SECONDS),
    apiWakeSeconds: whole(
      environment.MOCK_API_WAKE_SECONDS,
      'MOCK_API_WAKE_SECONDS',
      DEFAULT_API_WAKE_SECONDS,
      MAX_API_WAKE_SECONDS,
    ),
    controlToken: environment.MOCK_CONTROL_TOKEN?.trim() || undefined,
    seedPictures: pictureUrls(environment.MOCK_SEED_PICTURES),
    scenarios: parseScenarioList(environment.MOCK_SCENARIOS),
  };
}

import { forwardedToSession, perSession } from './sessions/session-state';

/** Tunables of the mock backend, changed by tests, the toolbar and `window.__mock`. */
export const DEFAULT_LATENCY_MS = 150;
/** Production's token lifetimes: access 10 minutes (settable: QA shortens it), refresh 10 days. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 10 * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_MS = REFRESH_TOKEN_TTL_SECONDS * 1000;
/** The mock's own: a cart unused for a week is dropped (production keeps every cart for ever). */
export const CART_IDLE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const DEFAULT_SEED_PRODUCTS = 40;
/**
 * Well above the bench's largest catalogue; far larger ones take too long to show a first card
 * (docs/performance.md, "Pictures, scale and the mock server").
 */
export const MAX_SEED_PRODUCTS = 10_000;
/**
 * The HTTP server's bound (MOCK_SEED_PRODUCTS): the largest catalogue the build is measured
 * against (docs/performance.md, "Pictures, scale and the mock server"), seeded in seconds; no
 * browser shows it.
 */
export const MAX_SERVER_SEED_PRODUCTS = 50_000;
/** Longer than a minute reads as a hang, not a slow network. */
export const MAX_LATENCY_MS = 60_000;

/** How long the `api-asleep` scenario's API takes to wake, after its first call. */
export const DEFAULT_API_WAKE_SECONDS = 20;
/** Longer than the client waits for a waking API (90 s) makes no sense to play. */
export const MAX_API_WAKE_SECONDS = 300;

export const ACCESS_TTL_RULE = 'The access token lifetime is whole seconds, at least 1.';
export const API_WAKE_RULE = `The API's wake time is whole seconds, 0 to ${MAX_API_WAKE_SECONDS}.`;

/** What a session's settings start as (the HTTP server sets its options over them). */
const DEFAULT_SETTINGS = {
  latencyMs: DEFAULT_LATENCY_MS,
  seedProducts: DEFAULT_SEED_PRODUCTS,
  /** Photo URLs the seed products show instead of the drawings (the HTTP server's option). */
  seedPictures: [] as readonly string[],
  /** The access token's lifetime and its cookie's Max-Age, in seconds (at least 1). */
  accessTokenTtlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  apiWakeSeconds: DEFAULT_API_WAKE_SECONDS,
};

export type MockSettings = typeof DEFAULT_SETTINGS;
const settingsOfSession = perSession((): MockSettings => ({ ...DEFAULT_SETTINGS }));
/** The current session's settings (mocks/sessions/session-state.ts). */
export const mockSettings: MockSettings = forwardedToSession(settingsOfSession);

/** The access-token lifetime from a setting's raw value: a whole number of seconds, at least 1. */
export function parseAccessTokenTtl(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isSafeInteger(seconds) && seconds >= 1
    ? seconds
    : undefined;
}

/** A setting's raw value as a whole number from `min` to `max`; undefined when it is not one. */
export function parseWholeSetting(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isSafeInteger(number) &&
    number >= min &&
    number <= max
    ? number
    : undefined;
}

export function accessTokenTtlMs(): number {
  return mockSettings.accessTokenTtlSeconds * 1000;
}

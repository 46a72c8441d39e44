/** Tunables of the mock backend, changed by tests, the toolbar and `window.__mock`. */
export const DEFAULT_LATENCY_MS = 150;
/** Production's token lifetimes: access 10 minutes, refresh 10 days. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 10 * 24 * 60 * 60 * 1000;
export const DEFAULT_SEED_PRODUCTS = 40;

export const mockSettings = {
  latencyMs: DEFAULT_LATENCY_MS,
  seedProducts: DEFAULT_SEED_PRODUCTS,
};

/** Tunables of the mock backend, changed by tests, the toolbar and `window.__mock`. */
export const DEFAULT_LATENCY_MS = 150;
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const DEFAULT_SEED_PRODUCTS = 40;

export const mockSettings = {
  latencyMs: DEFAULT_LATENCY_MS,
  seedProducts: DEFAULT_SEED_PRODUCTS,
};

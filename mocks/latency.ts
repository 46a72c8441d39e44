import { isPathRule, PATH_RULE, pathMatches } from './http/path-patterns';
import { perSession } from './sessions/session-state';
import { DEFAULT_LATENCY_MS, MAX_LATENCY_MS, mockSettings, parseWholeSetting } from './settings';

/**
 * How long the mock waits before it answers: one latency for every API call, and latencies of
 * their own for some paths (API or Storage), the first one set that matches a call winning.
 */
const pathLatenciesOfSession = perSession(() => new Map<string, number>());

export const LATENCY_RULE = `The latency is whole milliseconds, 0 to ${MAX_LATENCY_MS}.`;

/** A latency's milliseconds, or undefined: a whole number from 0 to MAX_LATENCY_MS. */
export function parseLatency(ms: unknown): number | undefined {
  return typeof ms === 'number' ? parseWholeSetting(ms, 0, MAX_LATENCY_MS) : undefined;
}

/**
 * Sets the latency of every API call, or of `path`'s calls (`ms` null: that path's own latency
 * goes); returns why it cannot, and then nothing changed.
 */
export function setLatency(ms: unknown, path?: unknown): string | undefined {
  if (path !== undefined && !isPathRule(path)) return PATH_RULE;
  if (ms === null && path !== undefined) {
    pathLatenciesOfSession().delete(path);
    return undefined;
  }
  const valid = parseLatency(ms);
  if (valid === undefined) return LATENCY_RULE;
  if (path === undefined) mockSettings.latencyMs = valid;
  else pathLatenciesOfSession().set(path, valid);
  return undefined;
}

/** The latencies of paths of their own, in the order they were set. */
export function pathLatencies(): Record<string, number> {
  return Object.fromEntries(pathLatenciesOfSession());
}

/** The milliseconds a call to `path` waits: its path's own latency, else the API's, else none. */
export function latencyFor(path: string): number {
  for (const [pattern, ms] of pathLatenciesOfSession()) {
    if (pathMatches(path, pattern)) return ms;
  }
  return path.startsWith('/api/') ? mockSettings.latencyMs : 0;
}

/** Every latency back as a session starts: the default for API calls, no path of its own. */
export function resetLatencies(): void {
  mockSettings.latencyMs = DEFAULT_LATENCY_MS;
  pathLatenciesOfSession().clear();
}

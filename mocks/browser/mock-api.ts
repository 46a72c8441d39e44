import { clearDocumentAuthCookies } from '../auth/response-cookies';
import { takeSnapshot, type DbSnapshot } from '../data/snapshot';
import type { JournalEntry } from '../journal/entries';
import { pathLatencies, resetLatencies, setLatency } from '../latency';
import type { SharedDb } from '../persistence/shared-db';
import { scenarios, type ScenarioControl } from '../scenarios';
import {
  ACCESS_TTL_RULE,
  API_WAKE_RULE,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_API_WAKE_SECONDS,
  MAX_API_WAKE_SECONDS,
  mockSettings,
  parseAccessTokenTtl,
  parseWholeSetting,
} from '../settings';
import type { BrowserJournal } from './journal';
import {
  forgetKeptSettings,
  keepAccessTokenTtl,
  keepApiWakeSeconds,
  keepLatency,
  keepScenarios,
} from './kept-settings';

/** What QA scripts reach as `window.__mock` (docs/mock-backend.md). */
export interface MockApi {
  /** Resolves once the mock answers this page's calls (its service worker controls the page). */
  ready: Promise<void>;
  scenarios: string[];
  use(...names: string[]): string[];
  clear(): void;
  active(): string[];
  /** The settings in force, as the HTTP server's `GET /__mock/state` names them. */
  state(): MockState;
  /**
   * Everything back as a new browser starts (the seed's size aside): the seed's data in every
   * tab, no sign-in, no scenario, every setting's default, an empty journal.
   */
  reset(): Promise<void>;
  /** A plain copy of every table. */
  snapshot(): DbSnapshot;
  /** Every API call's latency, or `path`'s own (`ms` null takes it away); throws when refused. */
  setLatency(ms: number | null, path?: string): void;
  /** The access token's lifetime for the next sign-ins and refreshes. */
  setAccessTokenTtl(seconds: number): void;
  /** How long the `api-asleep` scenario's API takes to wake. */
  setApiWakeSeconds(seconds: number): void;
  /** What this tab sent the mock's API and Storage, in order; filtered by method and path. */
  requests(filter?: { method?: string; path?: string }): JournalEntry[];
  clearRequests(): void;
}

export interface MockState {
  scenarios: string[];
  latencyMs: number;
  pathLatencyMs: Record<string, number>;
  accessTokenTtlSeconds: number;
  apiWakeSeconds: number;
  seedProducts: number;
}

declare global {
  interface Window {
    __mock?: MockApi;
  }
}

interface MockParts {
  control: ScenarioControl;
  shared: SharedDb;
  journal: BrowserJournal;
  ready: Promise<void>;
}

export function createMockApi({ control, shared, journal, ready }: MockParts): MockApi {
  // A one-shot scenario that fired is off, also after a reload.
  control.onRetire(keepScenarios);
  ready.catch(() => undefined); // the start's own failure is reported where it is awaited
  return {
    ready,
    scenarios: Object.keys(scenarios),
    use: (...names) => {
      const active = control.use(names);
      keepScenarios(active);
      return active;
    },
    clear: () => {
      control.clear();
      keepScenarios([]);
    },
    active: () => control.active(),
    state: () => ({
      scenarios: control.active(),
      latencyMs: mockSettings.latencyMs,
      pathLatencyMs: pathLatencies(),
      accessTokenTtlSeconds: mockSettings.accessTokenTtlSeconds,
      apiWakeSeconds: mockSettings.apiWakeSeconds,
      seedProducts: mockSettings.seedProducts,
    }),
    reset: async () => {
      await shared.reseed();
      // The new data knows none of the old tokens.
      clearDocumentAuthCookies();
      control.clear();
      resetLatencies();
      mockSettings.accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
      mockSettings.apiWakeSeconds = DEFAULT_API_WAKE_SECONDS;
      forgetKeptSettings();
      journal.clear();
    },
    snapshot: () => takeSnapshot(),
    setLatency: (ms, path) => {
      const refusal = setLatency(ms, path);
      if (refusal) throw new Error(refusal);
      keepLatency(ms, path);
    },
    setAccessTokenTtl: (seconds) => {
      const valid = parseAccessTokenTtl(seconds);
      if (valid === undefined) throw new Error(ACCESS_TTL_RULE);
      mockSettings.accessTokenTtlSeconds = valid;
      keepAccessTokenTtl(valid);
    },
    setApiWakeSeconds: (seconds) => {
      const valid = parseWholeSetting(seconds, 0, MAX_API_WAKE_SECONDS);
      if (valid === undefined) throw new Error(API_WAKE_RULE);
      mockSettings.apiWakeSeconds = valid;
      keepApiWakeSeconds(valid);
    },
    requests: (filter) => journal.entries(filter?.method, filter?.path),
    clearRequests: () => journal.clear(),
  };
}

import type { BrowserJournal } from '../browser/journal';

/** What the toolbar needs of the mock backend (mocks/browser/start.ts gives it). */
export interface ToolbarBackend {
  mode: string;
  scenarios: Array<{ name: string; description: string }>;
  active(): string[];
  setScenarios(names: string[]): string[];
  /** Calls back with the active list when a one-shot scenario has fired and gone off. */
  onRetire(listener: (active: string[]) => void): () => void;
  latency(): number;
  setLatency(ms: number): void;
  /** The paths with a latency of their own (`window.__mock.setLatency(ms, path)`, `?latency=`). */
  pathLatencies(): Record<string, number>;
  removePathLatency(path: string): void;
  /** The access token's lifetime in seconds (next sign-ins and refreshes). */
  accessTokenTtl(): number;
  setAccessTokenTtl(seconds: number): void;
  /** What this tab sent the mock. */
  journal: Pick<BrowserJournal, 'entries' | 'clear' | 'subscribe'>;
  /** Everything back as a new browser starts, in every tab (`window.__mock.reset()`). */
  reset(): Promise<void>;
}

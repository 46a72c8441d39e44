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
  /** The access token's lifetime in seconds (next sign-ins and refreshes). */
  accessTokenTtl(): number;
  setAccessTokenTtl(seconds: number): void;
  /** Restores the seed and forgets the stored data, in every tab. */
  resetData(): Promise<void>;
}

/** What the toolbar needs of the mock backend (mocks/browser.ts gives it). */
export interface ToolbarBackend {
  mode: string;
  scenarios: Array<{ name: string; description: string }>;
  active(): string[];
  setScenarios(names: string[]): string[];
  latency(): number;
  setLatency(ms: number): void;
  /** Restores the seed and forgets the stored data. */
  resetData(): void;
}

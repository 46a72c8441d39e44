import type { RequestHandler } from 'msw';

/**
 * A named edge case QA can switch on: per-route overrides that run before the normal handlers.
 * Sticky overrides answer every time; one-shot ones are MSW handlers with `{ once: true }`.
 */
export interface Scenario {
  description: string;
  handlers: () => RequestHandler[];
}

export type ScenarioGroup = Record<string, Scenario>;

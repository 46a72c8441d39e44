import type { RequestHandler } from 'msw';

/**
 * A named edge case QA can switch on: per-route overrides that run before the normal handlers.
 * Sticky overrides respond every time; one-shot ones are MSW handlers with `{ once: true }`.
 * A scenario that fires once and is then over calls `retire`: it leaves the active list.
 */
export interface Scenario {
  description: string;
  handlers: (retire?: () => void) => RequestHandler[];
}

export type ScenarioGroup = Record<string, Scenario>;

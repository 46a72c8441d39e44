import type { RequestHandler } from 'msw';
import { catalogueScenarios } from './catalogue';
import { defectScenarios } from './defects';
import { networkScenarios } from './network';
import { storageScenarios } from './storage';
import { shopScenarios } from './shop';
import { ordersScenarios } from './orders';
import { authScenarios } from './auth';
import type { Scenario } from './types';

/** Every scenario by name; each group lives in the file of its area. */
export const scenarios: Record<string, Scenario> = {
  ...catalogueScenarios,
  ...networkScenarios,
  ...storageScenarios,
  ...shopScenarios,
  ...ordersScenarios,
  ...authScenarios,
  ...defectScenarios,
};

export type { Scenario } from './types';

/** What can take runtime handlers: the browser worker, msw/node's server, the HTTP server. */
export interface HandlerHost {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

export interface ScenarioControl {
  use(names: string[]): string[];
  clear(): void;
  active(): string[];
  /** Called with the active list whenever a one-shot scenario retires itself. Returns the unsubscribe. */
  onRetire(listener: (active: string[]) => void): () => void;
}

export function unknownScenarios(names: string[]): string[] {
  return names.filter((name) => !Object.hasOwn(scenarios, name));
}

/** Switches scenarios on a handler host; `use` replaces the active set. */
export function createScenarioControl(host: HandlerHost): ScenarioControl {
  let active: string[] = [];
  const listeners = new Set<(active: string[]) => void>();
  /** A fired one-shot scenario leaves the list; its used-up handlers stay, inert. */
  const retire = (name: string) => {
    if (!active.includes(name)) return;
    active = active.filter((other) => other !== name);
    listeners.forEach((listener) => listener([...active]));
  };
  return {
    use(names) {
      const unknown = unknownScenarios(names);
      if (unknown.length) {
        throw new Error(
          `Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(scenarios).join(', ')}.`,
        );
      }
      active = [...new Set(names)];
      host.resetHandlers();
      host.use(...active.flatMap((name) => scenarios[name].handlers(() => retire(name))));
      return [...active];
    },
    clear() {
      active = [];
      host.resetHandlers();
    },
    active: () => [...active],
    onRetire(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** "a, b,,c" -> ["a", "b", "c"] */
export function parseScenarioList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

import type { RequestHandler } from 'msw';
import type { HandlerHost } from '../scenarios';

/** The server's handlers: runtime overrides (scenarios) first, like msw's `use`, then the base ones. */
export interface HandlerList extends HandlerHost {
  current(): RequestHandler[];
}

export function createHandlerList(base: readonly RequestHandler[]): HandlerList {
  let overrides: RequestHandler[] = [];
  return {
    use(...handlers) {
      overrides = [...handlers, ...overrides];
    },
    resetHandlers() {
      overrides = [];
    },
    current: () => [...overrides, ...base],
  };
}

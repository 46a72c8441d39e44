import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler as Middleware } from 'express';
import type { RequestHandler } from 'msw';
import type { HandlerHost } from '../scenarios';
import { beforeWriteHead } from './before-write-head';

/**
 * The server's handlers: runtime overrides (scenarios) first, like msw's `use`, then the base
 * ones. `middleware` responds by the handlers in force when a request comes in.
 */
export interface HandlerList extends HandlerHost {
  middleware: Middleware;
}

export function createHandlerList(base: readonly RequestHandler[]): HandlerList {
  let overrides: RequestHandler[] = [];
  // createMiddleware keeps the list it is given: it is made again whenever the list changes.
  let respond = createMiddleware(...base);
  const change = (next: RequestHandler[]) => {
    overrides = next;
    respond = createMiddleware(...overrides, ...base);
  };
  return {
    use: (...handlers) => change([...handlers, ...overrides]),
    resetHandlers: () => change([]),
    middleware: (request, response, next) => {
      // `HttpResponse.error()` is a network failure: the connection closes without a response.
      beforeWriteHead(response, () => {
        if (response.statusCode !== 0) return true;
        response.destroy();
        return false;
      });
      return respond(request, response, next);
    },
  };
}

import type { ServerResponse } from 'node:http';

/**
 * Runs `callback` just before the status line and headers go out, whoever writes them (Express,
 * or the msw middleware piping a handler's response). When it returns `false`, nothing is written.
 */
export function beforeWriteHead(response: ServerResponse, callback: () => boolean | void): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (callback() === false) return this;
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

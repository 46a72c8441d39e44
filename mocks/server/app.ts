import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, HttpResponse } from 'msw';
import { handlers } from '../handlers';
import { DETAILS, NO_CORS_HEADER } from '../http';
import { createScenarioControl, type ScenarioControl } from '../scenarios';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, mockSettings } from '../settings';
import { handleControl, reseed } from './control';
import { corsHeaders } from './cors';
import { createHandlerList, type HandlerList } from './handler-list';
import { sendFetchResponse, toFetchRequest } from './node-fetch';
import type { MockServerOptions } from './options';

/** The mock backend over plain HTTP: the same MSW handlers the browser worker and Vitest use. */
export interface MockServer {
  server: Server;
  handlers: HandlerList;
  scenarios: ScenarioControl;
  /** Resolves with the base URL once listening. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** MSW's route matching throws on a path that is not valid percent-encoding: a 400 instead. */
function hasValidEncoding(request: Request): boolean {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return true;
  } catch {
    return false;
  }
}

async function answer(request: Request, list: HandlerList, control: ScenarioControl) {
  if (!hasValidEncoding(request)) {
    return HttpResponse.json({ detail: DETAILS.malformedPath }, { status: 400 });
  }
  const controlled = await handleControl(request, { scenarios: control });
  if (controlled) return controlled;
  // Every path goes through the handlers: /api/* and the Storage REST paths alike.
  const mocked = await getResponse(list.current(), request);
  return mocked ?? HttpResponse.json({ detail: DETAILS.notFound }, { status: 404 });
}

/** Production's 500s carry no CORS headers: a marked answer gets none (and loses the mark). */
function corsOf(response: Response, cors: Record<string, string>): Record<string, string> {
  if (!response.headers.has(NO_CORS_HEADER)) return cors;
  response.headers.delete(NO_CORS_HEADER);
  return {};
}

export function createMockServer(options: MockServerOptions): MockServer {
  mockSettings.latencyMs = options.latencyMs;
  mockSettings.seedProducts = options.seedProducts;
  mockSettings.accessTokenTtlSeconds =
    options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  reseed();
  const list = createHandlerList(handlers);
  const control = createScenarioControl(list);

  async function onRequest(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const origin = incoming.headers.origin ?? null;
    const preflight =
      incoming.method === 'OPTIONS' && !!incoming.headers['access-control-request-method'];
    const cors = corsHeaders(origin, options.corsOrigins, preflight);
    if (preflight) {
      outgoing.writeHead(204, cors).end();
      return;
    }
    try {
      const request = await toFetchRequest(incoming);
      const response = await answer(request, list, control);
      await sendFetchResponse(response, outgoing, corsOf(response, cors));
    } catch (error) {
      console.error('[mock server]', incoming.method, incoming.url, error);
      const detail = `Mock server error: ${error instanceof Error ? error.message : String(error)}`;
      if (!outgoing.headersSent) {
        await sendFetchResponse(HttpResponse.json({ detail }, { status: 500 }), outgoing, cors);
      } else {
        outgoing.destroy();
      }
    }
  }

  const server = createServer((incoming, outgoing) => void onRequest(incoming, outgoing));

  return {
    server,
    handlers: list,
    scenarios: control,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          const { port } = server.address() as AddressInfo;
          const host = options.host.includes(':') ? `[${options.host}]` : options.host;
          resolve(`http://${host}:${port}`);
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

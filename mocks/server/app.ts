import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { handlers } from '../handlers';
import { DETAILS } from '../http';
import { createScenarioControl, type ScenarioControl } from '../scenarios';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, mockSettings } from '../settings';
import { giveDownloadTokensTo } from '../storage/download-tokens';
import { CONTROL_PATH, controlRouter, reseed } from './control';
import { cors, isAllowedOrigin } from './cors';
import { createHandlerList, type HandlerList } from './handler-list';
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
const rejectMalformedPaths: RequestHandler = (request, response, next) => {
  try {
    decodeURIComponent(request.path);
  } catch {
    response.status(400).json({ detail: DETAILS.malformedPath });
    return;
  }
  next();
};

const notFound: RequestHandler = (_request, response) => {
  response.status(404).json({ detail: DETAILS.notFound });
};

const serverError: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  console.error('[mock server]', request.method, request.url, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  response.status(500).json({ detail: `Mock server error: ${message}` });
};

export function createMockServer(options: MockServerOptions): MockServer {
  mockSettings.latencyMs = options.latencyMs;
  mockSettings.seedProducts = options.seedProducts;
  mockSettings.accessTokenTtlSeconds =
    options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  reseed();
  // Only the shop's pages get a picture's download token with its metadata (curl, other sites not).
  giveDownloadTokensTo((origin) => isAllowedOrigin(origin, options.corsOrigins));
  const list = createHandlerList(handlers);
  const control = createScenarioControl(list);

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // Checks every request must pass belong here, before the control endpoints and the API.
  app.use(cors(options.corsOrigins));
  app.use(rejectMalformedPaths);
  app.use(CONTROL_PATH, controlRouter(control));
  // Every other path goes through the handlers: /api/* and the Storage REST paths alike.
  app.use(list.middleware);
  app.use(notFound);
  app.use(serverError);

  const server = createServer(app);
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

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { handlers } from '../handlers';
import { DETAILS } from '../http/responses';
import { createScenarioControl, type ScenarioControl } from '../scenarios';
import { forgetEverything, perSession } from '../sessions/session-state';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_API_WAKE_SECONDS,
  mockSettings,
  type MockSettings,
} from '../settings';
import { giveDownloadTokensTo } from '../storage/download-tokens';
import { bodyLimitOf, limitBodies } from './body-limit';
import { respondToClientErrors } from './client-errors';
import { CONTROL_PATH, CONTROL_SNAPSHOT_PATH, controlRouter, reseed } from './control';
import { cors, isAllowedOrigin } from './cors';
import { createHandlerList, type HandlerList } from './handler-list';
import type { MockServerOptions } from './options';
import { refuse } from './refusal';
import { refuseUnknownExpectations, rejectMalformedPaths, requireHost } from './request-checks';
import { recordRequests } from './journal';
import { createSessionRegistry } from './sessions';
import { answerWithStubs } from './stubs';
import { readUnreadBodiesAway } from './unread-bodies';

/**
 * The mock backend over plain HTTP: the same MSW handlers the browser worker and Vitest use, for
 * many tests at once, each in a session of its own (sessions.ts).
 */
export interface MockServer {
  server: Server;
  /** The shared session's handlers (the named sessions' are found by request). */
  handlers: HandlerList;
  /** The shared session's scenarios. */
  scenarios: ScenarioControl;
  /** Resolves with the base URL once listening. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const notFound: RequestHandler = (request, response) => {
  refuse(request, response, 404, DETAILS.notFound);
};

/** A 4xx an Express part raises (a body it cannot read, say); its message is meant to be shown. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const serverError: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  // A connection cut off (by its client, or by the body limit) has no one left to respond to.
  if (request.socket.destroyed) return;
  const message = error instanceof Error ? error.message : String(error);
  const status = clientErrorStatus(error);
  if (status && !response.headersSent) {
    refuse(request, response, status, message);
    return;
  }
  console.error('[mock server]', request.method, request.url, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.status(500).json({ detail: `Mock server error: ${message}` });
};

export function createMockServer(options: MockServerOptions): MockServer {
  const settings: MockSettings = {
    latencyMs: options.latencyMs,
    seedProducts: options.seedProducts,
    seedPictures: options.seedPictures ?? [],
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    apiWakeSeconds: options.apiWakeSeconds ?? DEFAULT_API_WAKE_SECONDS,
  };
  const handlersOfSession = perSession(() => {
    const list = createHandlerList(handlers);
    return { list, scenarios: createScenarioControl(list) };
  });
  /** The current session as the server started: its settings, its seed, its scenarios. */
  const startSession = () => {
    forgetEverything();
    Object.assign(mockSettings, settings);
    reseed();
    handlersOfSession().scenarios.use(options.scenarios ?? []);
  };
  const sessions = createSessionRegistry(startSession);
  // Only the shop's pages get a picture's download token with its metadata (curl, other sites not).
  // The rule is the process's: handed back when the server closes, for the in-process mock of a
  // test file that runs next in the same worker.
  giveDownloadTokensTo((origin) => isAllowedOrigin(origin, options.corsOrigins));

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(readUnreadBodiesAway);
  // Checks every request must pass belong here, before the control endpoints and the API.
  app.use(cors(options.corsOrigins));
  app.use(requireHost);
  app.use(refuseUnknownExpectations);
  app.use(limitBodies((request) => bodyLimitOf(request, CONTROL_SNAPSHOT_PATH)));
  app.use(rejectMalformedPaths);
  app.use(sessions.middleware);
  app.use(
    CONTROL_PATH,
    controlRouter(
      { scenarios: () => handlersOfSession().scenarios, startSession, sessions, options },
      options,
    ),
  );
  // Every other call is recorded in its session's journal, then answered by a stub QA added,
  // else by the handlers: /api/* and the Storage REST paths alike.
  app.use(recordRequests);
  app.use(answerWithStubs);
  app.use((request, response, next) =>
    handlersOfSession().list.middleware(request, response, next),
  );
  app.use(notFound);
  app.use(serverError);

  // Node's bare responses (no Host, an unknown Expect, an unreadable request) become the app's.
  const server = createServer({ requireHostHeader: false }, app);
  server.on('checkContinue', app);
  server.on('checkExpectation', app);
  respondToClientErrors(server);
  return {
    server,
    get handlers() {
      return sessions.inSharedSession(() => handlersOfSession().list);
    },
    get scenarios() {
      return sessions.inSharedSession(() => handlersOfSession().scenarios);
    },
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
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }).finally(() => giveDownloadTokensTo(undefined)),
  };
}

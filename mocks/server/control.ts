import express, { type Request, type RequestHandler, type Router } from 'express';
import { clock } from '../data/clock';
import {
  applyProviderState,
  providerStates,
  UnknownProviderStateError,
  type StateAction,
  type StateParams,
} from './provider-state-setups';
import { scenarios, unknownScenarios, type ScenarioControl } from '../scenarios';
import { seedDb } from '../data/seed';
import {
  MAX_API_WAKE_SECONDS,
  MAX_SERVER_SEED_PRODUCTS,
  mockSettings,
  parseAccessTokenTtl,
  parseWholeSetting,
} from '../settings';
import { isSnapshot, restoreSnapshot, tableCounts } from '../data/snapshot';
import { controlAccess } from './control-access';
import { clearJournal, journalEntries } from './journal';
import { pathLatencies, setLatency } from '../latency';
import { addStub, listStubs, removeStub, stubFrom } from './stubs';
import type { MockServerOptions } from './options';
import { refuse, SERVER_DETAILS } from './refusal';
import { isSessionName, SESSION_COOKIE, SESSION_DETAILS, type SessionRegistry } from './sessions';
import { snapshotWithoutSecrets, withSecretsKept } from './snapshot-secrets';

/** The `/__mock/*` endpoints QA scripts and the Pact verifier use to steer the server. */
export const CONTROL_PATH = '/__mock';
export const CONTROL_SNAPSHOT_PATH = `${CONTROL_PATH}/snapshot`;

export function reseed(): void {
  seedDb({ products: mockSettings.seedProducts, pictures: mockSettings.seedPictures });
  clock.reset();
}

interface ControlResponse {
  status?: number;
  json: unknown;
}

type JsonObject = Record<string, unknown>;

function bad(detail: string, extra: JsonObject = {}): ControlResponse {
  return { status: 400, json: { detail, ...extra } };
}

/** A body's fields other than `known`: refused, never ignored (a setting QA thinks was taken). */
function unknownFields(body: JsonObject | null, ...known: string[]): ControlResponse | undefined {
  const unknown = Object.keys(body ?? {}).filter((field) => !known.includes(field));
  if (!unknown.length) return undefined;
  return bad(`Unknown field(s): ${unknown.join(', ')}. The body takes ${known.join(', ')}.`, {
    unknown,
  });
}

/** The body as a JSON object (none is `{}`), or null when it is not one. */
function jsonBody(text: unknown): JsonObject | null {
  try {
    const body: unknown = JSON.parse((typeof text === 'string' && text) || '{}');
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : null;
  } catch {
    return null;
  }
}

/** What the control endpoints act on: the caller's session. */
export interface ControlContext {
  scenarios(): ScenarioControl;
  /** Puts everything of the caller's session back as the server started. */
  startSession(): void;
  sessions: SessionRegistry;
  options: Pick<MockServerOptions, 'corsOrigins'>;
}

function state({ scenarios: control, sessions }: ControlContext) {
  return {
    session: sessions.currentName() ?? null,
    scenarios: control().active(),
    knownScenarios: Object.keys(scenarios),
    latencyMs: mockSettings.latencyMs,
    pathLatencyMs: pathLatencies(),
    accessTokenTtlSeconds: mockSettings.accessTokenTtlSeconds,
    apiWakeSeconds: mockSettings.apiWakeSeconds,
    seedProducts: mockSettings.seedProducts,
    counts: tableCounts(),
  };
}

type Route = (
  body: JsonObject | null,
  context: ControlContext,
  request: Request,
) => ControlResponse;

const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);

const routes: Record<string, Route> = {
  'GET state': (_body, context) => ({ json: state(context) }),

  'POST reset': (_body, context) => {
    context.startSession();
    return { json: state(context) };
  },

  'GET snapshot': () => ({ json: snapshotWithoutSecrets() }),

  'POST snapshot': (body, context) => {
    const snapshot = body && withSecretsKept(body);
    if (!isSnapshot(snapshot)) return bad('Body must be a snapshot from GET /__mock/snapshot.');
    try {
      restoreSnapshot(snapshot);
    } catch (error) {
      reseed();
      return bad(`The snapshot does not fit the db (${String(error)}); the seed is back.`);
    }
    return { json: state(context) };
  },

  'POST scenario': (body, context) => {
    const extra = unknownFields(body, 'scenarios');
    if (extra) return extra;
    const names = body?.scenarios;
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
      return bad('Body must be {"scenarios": ["name", ...]}.', { known: Object.keys(scenarios) });
    }
    const unknown = unknownScenarios(names);
    if (unknown.length) {
      return bad(`Unknown scenario(s): ${unknown.join(', ')}.`, {
        unknown,
        known: Object.keys(scenarios),
      });
    }
    return { json: { scenarios: context.scenarios().use(names) } };
  },

  'POST latency': (body) => {
    const extra = unknownFields(body, 'ms', 'path');
    if (extra) return extra;
    const refusal = setLatency(body?.ms, body?.path);
    if (refusal) {
      return bad(
        `${refusal} Body: {"ms"} for every API call, {"ms", "path"} for one path's ("ms": null takes it away).`,
      );
    }
    return { json: { latencyMs: mockSettings.latencyMs, pathLatencyMs: pathLatencies() } };
  },

  'POST access-ttl': (body) => {
    const extra = unknownFields(body, 'seconds');
    if (extra) return extra;
    const seconds = parseAccessTokenTtl(body?.seconds);
    if (seconds === undefined) {
      return bad('Body must be {"seconds": <whole number, at least 1>}.');
    }
    mockSettings.accessTokenTtlSeconds = seconds;
    return { json: { accessTokenTtlSeconds: seconds } };
  },

  'POST api-wake': (body) => {
    const extra = unknownFields(body, 'seconds');
    if (extra) return extra;
    const seconds = parseWholeSetting(body?.seconds, 0, MAX_API_WAKE_SECONDS);
    if (seconds === undefined) {
      return bad(`Body must be {"seconds": <whole number from 0 to ${MAX_API_WAKE_SECONDS}>}.`);
    }
    mockSettings.apiWakeSeconds = seconds;
    return { json: { apiWakeSeconds: seconds } };
  },

  'GET stubs': () => ({ json: listStubs() }),

  'POST stubs': (body) => {
    const stub = stubFrom(body);
    return typeof stub === 'string' ? bad(stub) : { status: 201, json: addStub(stub) };
  },

  'DELETE stubs/:id': (_body, _context, request) => {
    const id = String(request.params.id);
    return removeStub(id)
      ? { json: { removed: id } }
      : { status: 404, json: { detail: `No stub ${id} in this session.` } };
  },

  'GET requests': (_body, _context, request) => ({
    json: journalEntries(queryText(request.query.method), queryText(request.query.path)),
  }),

  'DELETE requests': () => {
    clearJournal();
    return { json: [] };
  },

  'POST seed': (body) => {
    const extra = unknownFields(body, 'products');
    if (extra) return extra;
    const products =
      typeof body?.products === 'number'
        ? parseWholeSetting(body.products, 0, MAX_SERVER_SEED_PRODUCTS)
        : undefined;
    if (products === undefined) {
      return bad(
        `Body must be {"products": <whole number from 0 to ${MAX_SERVER_SEED_PRODUCTS}>}.`,
      );
    }
    mockSettings.seedProducts = products;
    seedDb({ products, pictures: mockSettings.seedPictures, soldOutShare: 0 });
    return { json: { products, counts: tableCounts() } };
  },

  'POST provider-state': (body) => {
    const name = body?.state;
    const action = body?.action ?? 'setup';
    const params = body?.params ?? {};
    if (typeof name !== 'string' || (action !== 'setup' && action !== 'teardown')) {
      return bad('Body must be {"state": "...", "params": {...}, "action": "setup" | "teardown"}.');
    }
    if (!params || typeof params !== 'object' || Array.isArray(params)) {
      return bad('params must be an object.');
    }
    try {
      return {
        json: applyProviderState(name, action as StateAction, params as StateParams, { reseed }),
      };
    } catch (error) {
      if (error instanceof UnknownProviderStateError) {
        return bad(error.message, { known: Object.keys(providerStates) });
      }
      throw error;
    }
  },
};

/** JSON only: a page of another site cannot send that without a CORS preflight first. */
const requireJson: RequestHandler = (request, response, next) => {
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (type === 'application/json') next();
  else refuse(request, response, 415, SERVER_DETAILS.controlNeedsJson);
};

// Its size is held by the server's body limit (body-limit.ts); a compressed body gets 415.
const readText = express.text({
  type: () => true,
  inflate: false,
  limit: Number.POSITIVE_INFINITY,
});

/**
 * Where GET /__mock/session/<name> sends the browser: a path on this server, or a page of an
 * origin the server's CORS allows (the shop under test); undefined for any other address.
 */
function sessionRedirect(next: unknown, corsOrigins: readonly string[]): string | undefined {
  if (next === undefined) return '/';
  if (typeof next !== 'string') return undefined;
  if (next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  const url = URL.parse(next);
  // Named origins only: a server open to every origin (`*`) sends nobody elsewhere.
  const named = url && /^https?:$/.test(url.protocol) && corsOrigins.includes(url.origin);
  return named ? url.href : undefined;
}

/**
 * Names the session of a browser under test with the `mock_session` cookie, then sends it on:
 * every call it makes to this server from then on belongs to that session.
 */
function joinSession(corsOrigins: readonly string[]): RequestHandler {
  return (request, response) => {
    const name = request.params.name as string;
    if (!isSessionName(name)) {
      refuse(request, response, 400, SESSION_DETAILS.badName);
      return;
    }
    const next = sessionRedirect(request.query.next, corsOrigins);
    if (next === undefined) {
      refuse(request, response, 400, SESSION_DETAILS.badNext);
      return;
    }
    response.cookie(SESSION_COOKIE, name, { path: '/', sameSite: 'lax' });
    response.redirect(303, next);
  };
}

/**
 * The control endpoints, to be mounted at CONTROL_PATH, behind `controlAccess` (host and token);
 * other paths below it get 404. Each acts on the caller's session.
 */
export function controlRouter(
  context: ControlContext,
  access: Pick<MockServerOptions, 'host' | 'controlToken'>,
): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  // Joining a session steers nothing: it names one, as the X-Mock-Session header does.
  router.get('/session/:name', joinSession(context.options.corsOrigins));
  router.use(controlAccess(access));
  for (const [key, route] of Object.entries(routes)) {
    const [method, name] = key.split(' ');
    const respond: RequestHandler = (request, response) => {
      const { status = 200, json } = route(jsonBody(request.body), context, request);
      response.status(status).json(json);
    };
    if (method === 'GET') router.get(`/${name}`, respond);
    else if (method === 'DELETE') router.delete(`/${name}`, respond);
    else router.post(`/${name}`, requireJson, readText, respond);
  }
  router.use((_request, response) => {
    response.status(404).json({
      detail: 'Unknown control endpoint.',
      endpoints: ['GET session/<name>', ...Object.keys(routes)],
    });
  });
  return router;
}

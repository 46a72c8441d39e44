import { HttpResponse } from 'msw';
import { clock } from '../clock';
import {
  applyProviderState,
  providerStates,
  UnknownProviderStateError,
  type StateAction,
  type StateParams,
} from '../provider-states';
import { scenarios, unknownScenarios, type ScenarioControl } from '../scenarios';
import { seedDb } from '../seed';
import { mockSettings, parseAccessTokenTtl } from '../settings';
import { isSnapshot, restoreSnapshot, tableCounts, takeSnapshot } from '../snapshot';

/** The `/__mock/*` endpoints QA scripts and the Pact verifier use to steer the server. */
export const CONTROL_PREFIX = '/__mock/';

export interface ControlContext {
  scenarios: ScenarioControl;
}

export function reseed(): void {
  seedDb({ products: mockSettings.seedProducts });
  clock.reset();
}

function bad(detail: string, extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json({ detail, ...extra }, { status: 400 });
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse((await request.text()) || '{}');
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function state(context: ControlContext) {
  return {
    scenarios: context.scenarios.active(),
    knownScenarios: Object.keys(scenarios),
    latencyMs: mockSettings.latencyMs,
    accessTokenTtlSeconds: mockSettings.accessTokenTtlSeconds,
    seedProducts: mockSettings.seedProducts,
    counts: tableCounts(),
  };
}

type Route = (request: Request, context: ControlContext) => Promise<Response> | Response;

const routes: Record<string, Route> = {
  'GET state': (_request, context) => HttpResponse.json(state(context)),

  'POST reset': (_request, context) => {
    reseed();
    return HttpResponse.json(state(context));
  },

  'GET snapshot': () => HttpResponse.json(takeSnapshot()),

  'POST snapshot': async (request, context) => {
    const body = await jsonBody(request);
    if (!isSnapshot(body)) return bad('Body must be a snapshot from GET /__mock/snapshot.');
    try {
      restoreSnapshot(body);
    } catch (error) {
      reseed();
      return bad(`The snapshot does not fit the db (${String(error)}); the seed is back.`);
    }
    return HttpResponse.json(state(context));
  },

  'POST scenario': async (request, context) => {
    const body = await jsonBody(request);
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
    return HttpResponse.json({ scenarios: context.scenarios.use(names) });
  },

  'POST latency': async (request) => {
    const ms = (await jsonBody(request))?.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      return bad('Body must be {"ms": <number not below 0>}.');
    }
    mockSettings.latencyMs = ms;
    return HttpResponse.json({ latencyMs: ms });
  },

  'POST access-ttl': async (request) => {
    const seconds = parseAccessTokenTtl((await jsonBody(request))?.seconds);
    if (seconds === undefined) {
      return bad('Body must be {"seconds": <whole number, at least 1>}.');
    }
    mockSettings.accessTokenTtlSeconds = seconds;
    return HttpResponse.json({ accessTokenTtlSeconds: seconds });
  },

  'POST provider-state': async (request) => {
    const body = await jsonBody(request);
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
      const result = applyProviderState(name, action as StateAction, params as StateParams, {
        reseed,
      });
      return HttpResponse.json(result);
    } catch (error) {
      if (error instanceof UnknownProviderStateError) {
        return bad(error.message, { known: Object.keys(providerStates) });
      }
      throw error;
    }
  },
};

/** The answer of a control endpoint, or undefined when the path is not one. */
export async function handleControl(
  request: Request,
  context: ControlContext,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(CONTROL_PREFIX)) return undefined;
  const route = routes[`${request.method} ${pathname.slice(CONTROL_PREFIX.length)}`];
  if (route) return route(request, context);
  return HttpResponse.json(
    { detail: 'Unknown control endpoint.', endpoints: Object.keys(routes) },
    { status: 404 },
  );
}

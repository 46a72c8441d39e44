import type { RequestHandler } from 'express';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { delay } from 'msw';
import { perSession } from '../sessions/session-state';
import { MAX_LATENCY_MS, parseWholeSetting } from '../settings';
import { isPathRule, PATH_RULE, pathMatches } from '../http/path-patterns';

/**
 * An answer QA adds at run time: it answers before the mock's own rules and its scenarios, in its
 * session only, every time or `times` times.
 */
export interface Stub {
  id: string;
  /** GET, POST, PUT, PATCH or DELETE; absent: any. */
  method?: string;
  /** Exact (`/api/products`) or a pattern as MSW reads it (`/api/product/:id`, `/api/*`). */
  path: string;
  status: number;
  body?: unknown;
  headers: Record<string, string>;
  delayMs: number;
  /** How many calls it answers before it is gone; absent: every call. */
  times?: number;
  /** How many it has answered. */
  answered: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const FIELDS = ['method', 'path', 'status', 'body', 'headers', 'delayMs', 'times'];
const stubsOfSession = perSession(() => ({ stubs: [] as Stub[], nextId: 1 }));

/** The stub a body describes, or why it is refused. */
export function stubFrom(body: Record<string, unknown> | null): Stub | string {
  if (!body) return 'Body must be a JSON object: {"path", "status", ...}.';
  const unknown = Object.keys(body).filter((field) => !FIELDS.includes(field));
  if (unknown.length)
    return `Unknown field(s): ${unknown.join(', ')}. A stub takes ${FIELDS.join(', ')}.`;
  const { method, path, status = 200, headers = {}, delayMs = 0, times } = body;
  if (
    method !== undefined &&
    (typeof method !== 'string' || !METHODS.includes(method.toUpperCase()))
  ) {
    return `method is one of ${METHODS.join(', ')} (absent: any).`;
  }
  if (!isPathRule(path)) return PATH_RULE;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    return 'status is a whole number from 200 to 599.';
  }
  const headerValues =
    headers && typeof headers === 'object' && !Array.isArray(headers)
      ? Object.values(headers)
      : [0];
  if (!headerValues.every((value) => typeof value === 'string') || !validHeaders(headers)) {
    return 'headers is an object of valid HTTP header names and string values.';
  }
  const delayValue =
    typeof delayMs === 'number' ? parseWholeSetting(delayMs, 0, MAX_LATENCY_MS) : undefined;
  if (delayValue === undefined) return `delayMs is a whole number from 0 to ${MAX_LATENCY_MS}.`;
  const timesValue =
    typeof times === 'number' ? parseWholeSetting(times, 1, Number.MAX_SAFE_INTEGER) : undefined;
  if (times !== undefined && timesValue === undefined)
    return 'times is a whole number, at least 1 (absent: every call).';
  return {
    id: '',
    ...(method !== undefined && { method: (method as string).toUpperCase() }),
    path,
    status,
    ...('body' in body && { body: body.body }),
    headers: headers as Record<string, string>,
    delayMs: delayValue,
    ...(timesValue !== undefined && { times: timesValue }),
    answered: 0,
  };
}

function validHeaders(headers: unknown): boolean {
  try {
    for (const [name, value] of Object.entries(headers as Record<string, string>)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    }
    return true;
  } catch {
    return false;
  }
}

export function addStub(stub: Stub): Stub {
  const session = stubsOfSession();
  const added = { ...stub, id: `stub-${session.nextId++}` };
  session.stubs.push(added);
  return added;
}

export const listStubs = (): Stub[] => [...stubsOfSession().stubs];

/** Removes a stub; false when the session has none of that id. */
export function removeStub(id: string): boolean {
  const session = stubsOfSession();
  const before = session.stubs.length;
  session.stubs = session.stubs.filter((stub) => stub.id !== id);
  return session.stubs.length < before;
}

/** Answers a call a stub of its session matches (the first added first); else the mock does. */
export const answerWithStubs: RequestHandler = (request, response, next) => {
  const session = stubsOfSession();
  const stub = session.stubs.find(
    (candidate) =>
      (!candidate.method || candidate.method === request.method) &&
      pathMatches(request.path, candidate.path),
  );
  if (!stub) {
    next();
    return;
  }
  stub.answered += 1;
  if (stub.times !== undefined && stub.answered >= stub.times) removeStub(stub.id);
  delay(stub.delayMs)
    .then(() => {
      response.status(stub.status).set(stub.headers);
      if (stub.body === undefined) response.end();
      else if (typeof stub.body === 'string')
        response.type(response.get('Content-Type') ?? 'text/plain').send(stub.body);
      else response.json(stub.body);
    })
    .catch(next);
};

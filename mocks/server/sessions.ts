import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { findSessionsWith, type SessionState } from '../sessions/session-state';
import { refuse } from './refusal';

/** The request header that names a test's session (curl, an API client, Playwright's requests). */
export const SESSION_HEADER = 'X-Mock-Session';
/** The cookie that names it for a browser under test (set by GET /__mock/session/<name>). */
export const SESSION_COOKIE = 'mock_session';
/** Named sessions a server keeps at once; an idle one is dropped to make room. */
export const MAX_SESSIONS = 500;
/** A named session unused this long is dropped: its next request starts it afresh. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const SESSION_DETAILS = {
  badName: `A mock session's name (${SESSION_HEADER} or the ${SESSION_COOKIE} cookie) is 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.`,
  badNext:
    'next is a path on this server, or an address of an origin its CORS allows (MOCK_CORS_ORIGINS).',
  tooMany: `The mock server holds ${MAX_SESSIONS} sessions, none idle for ${SESSION_IDLE_MS / 60_000} minutes: reuse session names, or restart the server.`,
} as const;

/**
 * The session each request is answered in, and everything it calls after: Node carries it across
 * every await and callback of the request, so `perSession` state is found through it.
 */
const requestSession = new AsyncLocalStorage<SessionState>();
findSessionsWith(() => requestSession.getStore());

export function isSessionName(name: string): boolean {
  return NAME.test(name);
}

/** A cookie's value as sent; one that is not valid percent-encoding is kept raw (a bad name). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return undefined;
}

/** The session a request names: its header first, then its cookie; undefined: the shared one. */
function sessionNameOf(request: Request): string | undefined {
  return request.get(SESSION_HEADER) ?? cookieValue(request.headers.cookie, SESSION_COOKIE);
}

interface NamedSession {
  state: SessionState;
  lastUsedAt: number;
}

export interface SessionRegistry {
  /** Answers each request within its session, which starts on its first request. */
  middleware: RequestHandler;
  /** Runs `task` in the server's shared session (the one of requests that name none). */
  inSharedSession<T>(task: () => T): T;
  /** The name of the session being answered; undefined: the shared one. */
  currentName(): string | undefined;
}

/**
 * A server's sessions: its shared one, started at once, and the named ones, each started by
 * `start` (as the server started: its seed, settings and scenarios) on its first request. Each
 * server has its own, so two servers in one process (a test's) share nothing.
 */
export function createSessionRegistry(start: () => void): SessionRegistry {
  const shared: SessionState = new Map();
  const named = new Map<string, NamedSession>();
  const names = new WeakMap<SessionState, string>();
  requestSession.run(shared, start);

  const dropIdle = (now: number) => {
    for (const [name, session] of named) {
      if (now - session.lastUsedAt >= SESSION_IDLE_MS) named.delete(name);
    }
  };

  let sweptAt = 0;
  const sessionCalled = (name: string, now: number): NamedSession | undefined => {
    // Idle sessions go at most once a minute, whichever session calls.
    if (now - sweptAt >= 60_000) {
      sweptAt = now;
      dropIdle(now);
    }
    const kept = named.get(name);
    if (kept) return kept;
    dropIdle(now);
    if (named.size >= MAX_SESSIONS) return undefined;
    const session = { state: new Map(), lastUsedAt: now };
    named.set(name, session);
    names.set(session.state, name);
    requestSession.run(session.state, start);
    return session;
  };

  return {
    middleware: (request, response, next) => {
      const name = sessionNameOf(request);
      if (name === undefined) {
        requestSession.run(shared, next);
        return;
      }
      if (!isSessionName(name)) {
        refuse(request, response, 400, SESSION_DETAILS.badName);
        return;
      }
      const now = Date.now();
      const session = sessionCalled(name, now);
      if (!session) {
        refuse(request, response, 503, SESSION_DETAILS.tooMany);
        return;
      }
      session.lastUsedAt = now;
      requestSession.run(session.state, next);
    },
    inSharedSession: (task) => requestSession.run(shared, task),
    currentName: () => {
      const state = requestSession.getStore();
      return state && names.get(state);
    },
  };
}

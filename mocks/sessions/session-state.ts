/**
 * Everything a test can change in the mock (its data, carts, sign-ins, settings, scenarios, the
 * clock, uploads in progress) belongs to a session. A module keeps its part of that state with
 * `perSession`, so the same code serves one shared session (the browser's worker, Vitest's
 * msw/node) or many (each HTTP server's, which finds each request's session by its name:
 * mocks/server/sessions.ts).
 *
 * A session's parts are made on first use, so emptying a session (`forgetEverything`) puts every
 * part back as a new one starts: the one reset of everything.
 */
export type SessionState = Map<object, unknown>;

const sharedSession: SessionState = new Map();
let findSession: () => SessionState | undefined = () => undefined;

/**
 * The session of the request an HTTP server is answering; elsewhere (the browser's worker,
 * msw/node, a server's own code outside a request) the process's one session.
 */
export function currentSession(): SessionState {
  return findSession() ?? sharedSession;
}

/** Where the current session is found (the HTTP server's request context); undefined: shared. */
export function findSessionsWith(finder: () => SessionState | undefined): void {
  findSession = finder;
}

/** A part of every session's state, made by `create` the first time a session asks for it. */
export function perSession<T>(create: () => T): () => T {
  const key = {};
  return () => {
    const session = currentSession();
    if (!session.has(key)) session.set(key, create());
    return session.get(key) as T;
  };
}

/** Empties the current session: each of its parts is made anew when next asked for. */
export function forgetEverything(): void {
  currentSession().clear();
}

/**
 * An object that stands for the current session's `part`: reading, writing and listing its
 * properties reach that session's. For module-level names every handler already uses (`db`,
 * `mockSettings`), so none of them needs to know about sessions.
 */
export function forwardedToSession<T extends object>(part: () => T): T {
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(part(), property),
    set: (_target, property, value) => Reflect.set(part(), property, value),
    has: (_target, property) => Reflect.has(part(), property),
    ownKeys: () => Reflect.ownKeys(part()),
    getOwnPropertyDescriptor: (_target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(part(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

import { afterEach, beforeEach } from 'vitest';
import { httpClient } from '../src/lib/api-client';
import { PACT_SESSION } from './support';

/**
 * Node's HTTP adapter, not jsdom's XHR: Pact's mock server sends no CORS headers, and the
 * requests it sees are the same either way. The cookies the client reads come from document.cookie.
 */
httpClient.defaults.adapter = 'http';

const COOKIES = { session_id: PACT_SESSION.sessionId, csrftoken: PACT_SESSION.csrfToken };
// The checks run in Node, without a document.
const hasDocument = typeof document !== 'undefined';

beforeEach(() => {
  if (!hasDocument) return;
  for (const [name, value] of Object.entries(COOKIES)) document.cookie = `${name}=${value}; Path=/`;
});

afterEach(() => {
  if (!hasDocument) return;
  for (const name of Object.keys(COOKIES)) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

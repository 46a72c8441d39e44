import { afterEach, beforeEach } from 'vitest';
import { httpClient } from '../src/lib/api-client';
import { PACT_SESSION } from './support';

/**
 * Node's HTTP adapter, not jsdom's XHR: Pact's mock server sends no CORS headers, and the
 * requests it sees are the same either way. The client reads its `session_id` cookie from
 * document.cookie; production's cookies are HttpOnly, so no `csrftoken` is readable (and the
 * client sends no `X-XSRF-TOKEN`), and the staff tests send their `Cookie` header themselves.
 */
httpClient.defaults.adapter = 'http';

const COOKIES = { session_id: PACT_SESSION.sessionId };
// The checks run in Node, without a document.
const hasDocument = typeof document !== 'undefined';

beforeEach(() => {
  if (!hasDocument) return;
  for (const [name, value] of Object.entries(COOKIES)) document.cookie = `${name}=${value}; Path=/`;
});

afterEach(() => {
  delete httpClient.defaults.headers.common.Cookie;
  if (!hasDocument) return;
  for (const name of Object.keys(COOKIES)) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

import { afterEach, beforeEach } from 'vitest';
import { httpClient } from '../src/lib/api-client';
import { PACT_SESSION } from './support';

/**
 * Node's HTTP adapter, not jsdom's XHR: Pact's mock server sends no CORS headers, and the
 * requests it sees are the same either way. The cookies the client reads come from document.cookie.
 */
httpClient.defaults.adapter = 'http';

beforeEach(() => {
  document.cookie = `session_id=${PACT_SESSION.sessionId}; Path=/`;
  document.cookie = `csrftoken=${PACT_SESSION.csrfToken}; Path=/`;
});

afterEach(() => {
  for (const name of ['session_id', 'csrftoken']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

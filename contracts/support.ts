import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { httpClient } from '../src/lib/api-client';
import { CONSUMER, PACT_DIR, PROVIDER } from './pact-config';

/** Shared pieces of the consumer tests: the pact, the session, and the matchers they use. */

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** Points the app's own client at Pact's mock server. */
export function useApi(url: string): void {
  httpClient.defaults.baseURL = url;
}

/** The session id and CSRF token the tests put in the cookies (and so in the headers). */
export const PACT_SESSION = {
  sessionId: 'b7e3f1d2-5c4a-4e8b-9f0a-1d2c3b4a5e6f',
  csrfToken: 'Qx7mK2pL9vR4tW8zN3bF6hJ1cD5sG0aY',
} as const;

/** The provider-state params of every state that involves the visitor's session. */
export const sessionParams = { ...PACT_SESSION };

/** The signed-in staff user of the staff calls (the path of the profile calls names it). */
export const STAFF_USER_ID = 1;
export const staffParams = { ...sessionParams, userId: STAFF_USER_ID };

const OPAQUE_TOKEN = '^[A-Za-z0-9_-]{8,128}$';

/** Every call: the session header. */
export const sessionHeaders = {
  'X-Session-ID': MatchersV3.regex(OPAQUE_TOKEN, PACT_SESSION.sessionId),
};

/** POST, PATCH, DELETE: the session and the CSRF header. */
export const mutationHeaders = {
  ...sessionHeaders,
  'X-XSRF-TOKEN': MatchersV3.regex(OPAQUE_TOKEN, PACT_SESSION.csrfToken),
};

/** ISO 8601 date and time, with or without fractions, `Z` or an offset. */
export const isoDateTime = (example: string) =>
  MatchersV3.regex(
    '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
    example,
  );

/** An error body: the client shows `detail`, whatever its wording. */
export const errorBody = (example: string) => ({ detail: MatchersV3.string(example) });

export const { like, eachLike, integer, number, boolean, string, regex } = MatchersV3;

import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { httpClient } from '../src/lib/api-client';
import { CONSUMER, PACT_DIR, PROVIDER } from './pact-config';

/**
 * Shared pieces of the consumer tests: the pact, the session, the provider-state params and the
 * matchers they use.
 *
 * Responses are pinned in the production API's shapes (its wire behaviour is the contract), with
 * type and regex matchers; an exact value only where the client branches on it. Where the client
 * reads nothing of a success body, the interaction pins the one field production sends, by type.
 */

export const { like, eachLike, integer, number, boolean, string, regex } = MatchersV3;

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** Points the app's own client at Pact's mock server. */
export function useApi(url: string): void {
  httpClient.defaults.baseURL = url;
}

/** The visitor's session id: the tests put it in the `session_id` cookie, the client sends it. */
export const PACT_SESSION = { sessionId: 'b7e3f1d2-5c4a-4e8b-9f0a-1d2c3b4a5e6f' } as const;

/** The params of the cart states: whose cart (the `X-Session-ID` the requests carry). */
export const sessionParams = { sessionId: PACT_SESSION.sessionId };

/** The staff account of the pacts (the mock's seeded admin). */
export const STAFF = { username: 'admin', password: 'Admin123!' } as const;

/** The signed-in staff user of the staff calls (the path of the profile calls names it). */
export const STAFF_USER_ID = 1;

/** 'a staff user is signed in', 'the access token has expired', 'a staff account exists'. */
export const staffParams = { ...STAFF };

/**
 * Examples of the `Cookie` header a browser sends after production's login (all three cookies
 * are HttpOnly; the client never reads them). The verifier sends instead what the provider state
 * returns as `cookie`: 'a staff user is signed in' both tokens, 'the access token has expired'
 * only the refresh token (the browser has dropped the expired access cookie).
 */
export const STAFF_COOKIES = {
  signedIn:
    'access_token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl; ' +
    'refresh_token=Zp3Lr8Vx1Qm6Tn0Kw4Hy7Bc2',
  accessExpired: 'refresh_token=Zp3Lr8Vx1Qm6Tn0Kw4Hy7Bc2',
} as const;
export type StaffCookie = keyof typeof STAFF_COOKIES;

/**
 * A staff call's `Cookie` header: in the pact, the value the provider state returned
 * (`${cookie}`, Pact's provider-state injection); in the consumer test, the example.
 */
export const staffHeaders = (cookie: StaffCookie = 'signedIn') => ({
  Cookie: MatchersV3.fromProviderState('${cookie}', STAFF_COOKIES[cookie]),
});

/**
 * The browser sends the HttpOnly cookies by itself; axios in Node (the tests' adapter) sends no
 * cookies, so a test of a staff call sets the example header on the client (setup.ts clears it).
 */
export function sendStaffCookie(cookie: StaffCookie = 'signedIn'): void {
  httpClient.defaults.headers.common.Cookie = STAFF_COOKIES[cookie];
}

/**
 * The cart lines of 'the cart holds two items': 2 × product 1 on the first line, 1 × product 2
 * on the second. The provider picks the lines' ids and returns them as `firstItemId` and
 * `secondItemId`; the verifier puts those in the requests. The values here are the examples.
 */
const CART_LINES = { firstItemId: 1, secondItemId: 2 } as const;
export type CartLine = keyof typeof CART_LINES;

/**
 * A value the verifier takes from the provider state's setup response (Pact's `fromProviderState`),
 * matched by `matcher` rather than by type alone.
 */
const fromProviderStateMatching = <T>(matcher: MatchersV3.Matcher<T>, expression: string) => ({
  ...matcher,
  'pact:generator:type': 'ProviderState',
  expression,
});

/** A cart line's id in a request body: the one the provider state returned. */
export const cartLineId = (line: CartLine) =>
  fromProviderStateMatching(MatchersV3.integer(CART_LINES[line]), `\${${line}}`);

/** The path that removes a cart line, with the id the provider state returned. */
export const removeCartLinePath = (line: CartLine) =>
  fromProviderStateMatching(
    MatchersV3.regex(
      `^${endpoints.removeCartItem.path.replace(':id', '[0-9]+')}$`,
      endpointPath('removeCartItem', { id: CART_LINES[line] }),
    ),
    endpoints.removeCartItem.path.replace(':id', `\${${line}}`),
  );

const OPAQUE_TOKEN = '^[A-Za-z0-9_-]{8,128}$';

/**
 * Cart and checkout calls: the session header production keys the cart by. A fixed example, the
 * `sessionId` param of the cart states, so the verifier sends the session the state set up.
 */
export const cartHeaders = {
  'X-Session-ID': MatchersV3.regex(OPAQUE_TOKEN, PACT_SESSION.sessionId),
};

/**
 * ISO 8601 date and time, with or without fractions; with `Z`, an offset, or (as production
 * sends it) none, which the client reads as UTC.
 */
export const isoDateTime = (example: string) =>
  MatchersV3.regex(
    '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$',
    example,
  );

/** An error body: the client shows `detail`, whatever its wording. */
export const errorBody = (example: string) => ({ detail: MatchersV3.string(example) });

/**
 * A schema failure (422): a non-empty list of `{loc, msg}`, the two fields the client reads
 * (it joins them into one sentence), by type. `loc` is a non-empty list of names, as given.
 */
export const validationErrorBody = (loc: string[], msg: string) => ({
  detail: MatchersV3.atLeastOneLike({
    loc: { ...MatchersV3.atLeastOneLike(loc[0]), value: loc },
    msg: MatchersV3.string(msg),
  }),
});

/** A list that may be empty (a filtered catalogue), its entries like the template. */
export const listOf = <T>(template: T) => MatchersV3.atLeastLike(template, 0, 1);

/**
 * The refresh the client sends after a 401, in the two states the pacts meet it in. Several
 * tests replay them, so each is defined once (and the pact holds it once). Production refreshes
 * with the refresh cookie alone (an access cookie sent along is refused).
 */
export const refreshAccepted = (pact: PactV4) =>
  pact
    .addInteraction()
    .given('the access token has expired', staffParams)
    .uponReceiving('a token refresh while the refresh token is valid')
    .withRequest('POST', endpoints.refresh.path, (b) => b.headers(staffHeaders('accessExpired')))
    .willRespondWith(200, (b) => b.jsonBody({ message: like('Successfully refreshed') }));

/** Without a refresh cookie production refuses: 403 `You are logged out`. */
export const refreshRefused = (pact: PactV4) =>
  pact
    .addInteraction()
    .given('the visitor is not signed in')
    .uponReceiving('a token refresh from a session that is not signed in')
    .withRequest('POST', endpoints.refresh.path)
    .willRespondWith(403, (b) => b.jsonBody(errorBody('You are logged out')));

/** A staff call's response without an access token. */
export const NOT_AUTHORIZED = 'Not authorized';

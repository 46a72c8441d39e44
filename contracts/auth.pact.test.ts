import axios, { type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import type { PactV4 } from '@pact-foundation/pact';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { getCurrentUser, signedInUserId } from '../src/features/auth/api/current-user';
import { login, loginFailureMessage } from '../src/features/auth/api/login';
import { logout } from '../src/features/auth/api/logout';
import { ApiError, httpClient } from '../src/lib/api-client';
import { getUser } from '../src/features/profile/api/get-user';
import {
  createPact,
  errorBody,
  integer,
  NOT_AUTHORIZED,
  refreshAccepted,
  refreshRefused,
  regex,
  sendStaffCookie,
  STAFF,
  STAFF_COOKIES,
  staffHeaders,
  staffParams,
  STAFF_USER_ID,
  string,
  useApi,
} from './support';

const pact = createPact();
/** A cookie login sets: `access_token`, `refresh_token` or `csrftoken`, with its attributes. */
const SIGN_IN_COOKIE = '^(access_token|refresh_token|csrftoken)=[^;]+(;.*)?$';
const profile = { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' };

/** `me` as a signed-in staff user: the test of it and the retry after a refresh replay it. */
const meAsStaff = (on: PactV4) =>
  on
    .addInteraction()
    .given('a staff user is signed in', staffParams)
    .uponReceiving('a request for the current user from a signed-in staff user')
    .withRequest('GET', endpoints.me.path, (b) => b.headers(staffHeaders()))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        user: {
          id: integer(STAFF_USER_ID),
          name: string(profile.name),
          username: string(profile.username),
          email: string(profile.email),
          is_auth: true,
        },
      }),
    );

describe('auth', () => {
  it('me, signed out: a guest, whatever its id', async () => {
    await pact
      .addInteraction()
      .given('the visitor is not signed in')
      .uponReceiving('a request for the current user from a guest')
      .withRequest('GET', endpoints.me.path)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: {
            id: integer(0),
            name: string('Guest'),
            username: string('guest123'),
            email: string('template'),
            is_auth: false,
          },
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getCurrentUser();
        expect(result).toMatchObject({ user: { is_auth: false, id: 0 } });
        expect(signedInUserId(result.user)).toBeNull();
      });
  });

  it('me, signed in: the user id', async () => {
    await meAsStaff(pact).executeTest(async (server) => {
      useApi(server.url);
      sendStaffCookie();
      const result = await getCurrentUser();
      expect(result).toMatchObject({ user: { is_auth: true, id: 1 } });
      expect(signedInUserId(result.user)).toBe(STAFF_USER_ID);
    });
  });

  it('login with the right credentials', async () => {
    await pact
      .addInteraction()
      .given('a staff account exists', STAFF)
      .given('the visitor is not signed in')
      .uponReceiving('a login with the right credentials')
      .withRequest('POST', endpoints.login.path, (b) => b.jsonBody(STAFF))
      // Pact applies the regex to each Set-Cookie header: every one is one of production's
      // three cookies. The client reads none of them; the browser keeps them.
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Set-Cookie': regex(
              SIGN_IN_COOKIE,
              `${STAFF_COOKIES.signedIn.split(';')[0]}; HttpOnly`,
            ),
          })
          .jsonBody({ message: string('Successfully logged in') }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await login(STAFF)).toEqual({ message: 'Successfully logged in' });
      });
  });

  it('login with a wrong password: 401', async () => {
    const wrong = { username: STAFF.username, password: 'Wrong-password1!' };
    await pact
      .addInteraction()
      .given('a staff account exists', STAFF)
      .given('the visitor is not signed in')
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', endpoints.login.path, (b) => b.jsonBody(wrong))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('Invalid credentials')))
      .executeTest(async (server) => {
        useApi(server.url);
        const failure = new ApiError(401, 'Invalid credentials');
        await expect(login(wrong)).rejects.toEqual(failure);
        expect(loginFailureMessage(failure)).toBe('Wrong credentials');
      });
  });

  it('login while already signed in: 403', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a login from a session that is already signed in')
      .withRequest('POST', endpoints.login.path, (b) => b.headers(staffHeaders()).jsonBody(STAFF))
      .willRespondWith(403, (b) => b.jsonBody(errorBody('Already logged in')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        const failure = new ApiError(403, 'Already logged in');
        await expect(login(STAFF)).rejects.toEqual(failure);
        expect(loginFailureMessage(failure)).toBe('You are already signed in');
      });
  });

  it('logout', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a logout')
      .withRequest('POST', endpoints.logout.path, (b) => b.headers(staffHeaders()).jsonBody({}))
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Successfully logged out') }))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await logout()).toEqual({ message: 'Successfully logged out' });
      });
  });
});

describe('a call with a 401 response', () => {
  const httpAdapter = axios.getAdapter('http') as AxiosAdapter;
  const userPath = endpointPath('getUser', { id: STAFF_USER_ID });
  const retryPact = createPact();

  afterEach(() => {
    httpClient.defaults.adapter = 'http';
  });

  /**
   * Pact's mock server responds to a request with the first interaction it matches, so the 401
   * and the 200 of one identical request can't come from the same server: the call to `path`
   * made after the refresh goes to the second Pact mock server. Both write to the same pact file.
   * Returns how many times `path` was called.
   */
  function retryOnSecondServer(first: string, second: string, path: string): () => number {
    useApi(first);
    let calls = 0;
    httpClient.defaults.adapter = (config) => {
      const isCall = config.url === path;
      if (isCall) calls += 1;
      const baseURL = isCall && calls > 1 ? second : config.baseURL;
      return httpAdapter({ ...config, baseURL });
    };
    return () => calls;
  }

  it('a staff call with an expired access token is refreshed once and retried', async () => {
    pact
      .addInteraction()
      .given('the access token has expired', staffParams)
      .uponReceiving('a staff call whose access token has expired')
      .withRequest('GET', userPath, (b) => b.headers(staffHeaders('accessExpired')))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(NOT_AUTHORIZED)));
    await refreshAccepted(pact).executeTest(async (first) => {
      await retryPact
        .addInteraction()
        .given('a staff user is signed in', staffParams)
        .uponReceiving('the staff call retried after a token refresh')
        .withRequest('GET', userPath, (b) => b.headers(staffHeaders()))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            user: {
              name: string(profile.name),
              username: string(profile.username),
              email: string(profile.email),
            },
          }),
        )
        .executeTest(async (second) => {
          // One header for the three calls: the browser's cookies change, the header's name not.
          sendStaffCookie();
          const userCalls = retryOnSecondServer(first.url, second.url, userPath);
          expect(await getUser(STAFF_USER_ID)).toEqual({ user: profile });
          expect(userCalls()).toBe(2);
        });
    });
  });

  it('me with only a refresh token (the access token expired) is refreshed and retried', async () => {
    pact
      .addInteraction()
      .given('the access token has expired', staffParams)
      .uponReceiving('a request for the current user whose access token has expired')
      .withRequest('GET', endpoints.me.path, (b) => b.headers(staffHeaders('accessExpired')))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('You are logged out')));
    await refreshAccepted(pact).executeTest(async (first) => {
      await meAsStaff(retryPact).executeTest(async (second) => {
        sendStaffCookie();
        const meCalls = retryOnSecondServer(first.url, second.url, endpoints.me.path);
        expect(await getCurrentUser()).toMatchObject({
          user: { is_auth: true, id: STAFF_USER_ID },
        });
        expect(meCalls()).toBe(2);
      });
    });
  });

  it('a staff call without a session rejects with the original 401 when refresh is refused', async () => {
    pact
      .addInteraction()
      .given('the visitor is not signed in')
      .uponReceiving('a staff call from a session that is not signed in')
      .withRequest('GET', userPath)
      .willRespondWith(401, (b) => b.jsonBody(errorBody(NOT_AUTHORIZED)));
    await refreshRefused(pact).executeTest(async (server) => {
      useApi(server.url);
      await expect(getUser(STAFF_USER_ID)).rejects.toEqual(new ApiError(401, NOT_AUTHORIZED));
    });
  });
});

import axios, { type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { getCurrentUser } from '../src/features/auth/api/current-user';
import { login } from '../src/features/auth/api/login';
import { logout } from '../src/features/auth/api/logout';
import { httpClient } from '../src/lib/api-client';
import { getUser } from '../src/features/profile/api/get-user';
import {
  boolean,
  createPact,
  errorBody,
  integer,
  like,
  mutationHeaders,
  regex,
  sessionHeaders,
  sessionParams,
  staffParams,
  STAFF_USER_ID,
  string,
  useApi,
} from './support';

const pact = createPact();
const STAFF = { username: 'admin', password: 'Admin123!' };
const csrfCookie = regex(
  '^csrftoken=[^;]+(;.*)?$',
  'csrftoken=Qx7mK2pL9vR4tW8zN3bF6hJ1cD5sG0aY; Path=/; SameSite=Lax',
);

describe('auth', () => {
  it('me, signed out: not authenticated, and the CSRF cookie is set', async () => {
    await pact
      .addInteraction()
      .given('the visitor is not signed in', sessionParams)
      .uponReceiving('a request for the current user from a guest')
      .withRequest('GET', endpoints.me.path, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.headers({ 'Set-Cookie': csrfCookie }).jsonBody({ user: { is_auth: false, id: null } }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getCurrentUser();
        expect(result).toMatchObject({ ok: true, data: { user: { is_auth: false, id: null } } });
      });
  });

  it('me, signed in: the user id', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request for the current user from a signed-in staff user')
      .withRequest('GET', endpoints.me.path, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody({ user: { is_auth: boolean(true), id: integer(1) } }))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getCurrentUser();
        expect(result).toMatchObject({ ok: true, data: { user: { is_auth: true, id: 1 } } });
      });
  });

  it('login with the right credentials', async () => {
    await pact
      .addInteraction()
      .given('a staff account exists', STAFF)
      .given('the visitor is not signed in', sessionParams)
      .uponReceiving('a login with the right credentials')
      .withRequest('POST', endpoints.login.path, (b) => b.headers(mutationHeaders).jsonBody(STAFF))
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Login successful') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await login(STAFF)).toEqual({
          ok: true,
          status: 200,
          data: { detail: 'Login successful' },
        });
      });
  });

  it('login with a wrong password: 401', async () => {
    const wrong = { username: STAFF.username, password: 'Wrong-password1!' };
    await pact
      .addInteraction()
      .given('a staff account exists', STAFF)
      .given('the visitor is not signed in', sessionParams)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', endpoints.login.path, (b) => b.headers(mutationHeaders).jsonBody(wrong))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('Invalid username or password.')))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await login(wrong);
        expect(result).toMatchObject({ ok: false, status: 401 });
      });
  });

  it('login while already signed in: 403', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a login from a session that is already signed in')
      .withRequest('POST', endpoints.login.path, (b) => b.headers(mutationHeaders).jsonBody(STAFF))
      .willRespondWith(403, (b) => b.jsonBody(errorBody('You are already signed in.')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await login(STAFF)).toMatchObject({ ok: false, status: 403 });
      });
  });

  it('logout', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a logout')
      .withRequest('POST', endpoints.logout.path, (b) => b.headers(mutationHeaders).jsonBody({}))
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Logged out') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await logout()).toMatchObject({ ok: true, data: { detail: 'Logged out' } });
      });
  });
});

describe('a staff call answered 401', () => {
  const httpAdapter = axios.getAdapter('http') as AxiosAdapter;
  const userPath = endpointPath('getUser', { id: STAFF_USER_ID });
  const profile = { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' };
  const retryPact = createPact();

  afterEach(() => {
    httpClient.defaults.adapter = 'http';
  });

  /**
   * Pact's mock server answers a request with the first interaction it matches, so the 401 and
   * the 200 of one identical request can't come from the same server: the call made after the
   * refresh goes to a second Pact mock server. Both write to the same pact file.
   */
  it('with an expired access token is refreshed once and retried', async () => {
    pact
      .addInteraction()
      .given('the access token has expired', staffParams)
      .uponReceiving('a staff call whose access token has expired')
      .withRequest('GET', userPath, (b) => b.headers(sessionHeaders))
      .willRespondWith(401, (b) =>
        b.jsonBody(errorBody('Authentication credentials were not provided.')),
      );
    await pact
      .addInteraction()
      .given('the access token has expired', staffParams)
      .uponReceiving('a token refresh while the refresh token is valid')
      .withRequest('POST', endpoints.refresh.path, (b) => b.headers(mutationHeaders))
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Token refreshed') }))
      .executeTest(async (first) => {
        await retryPact
          .addInteraction()
          .given('a staff user is signed in', staffParams)
          .uponReceiving('the staff call retried after a token refresh')
          .withRequest('GET', userPath, (b) => b.headers(sessionHeaders))
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
            useApi(first.url);
            let userCalls = 0;
            httpClient.defaults.adapter = (config) => {
              const isUserCall = config.url === userPath;
              if (isUserCall) userCalls += 1;
              const baseURL = isUserCall && userCalls > 1 ? second.url : config.baseURL;
              return httpAdapter({ ...config, baseURL });
            };
            expect(await getUser(STAFF_USER_ID)).toEqual({
              ok: true,
              status: 200,
              data: { user: profile },
            });
            expect(userCalls).toBe(2);
          });
      });
  });

  it('without a valid refresh token answers the original 401', async () => {
    const notSignedIn = 'Authentication credentials were not provided.';
    pact
      .addInteraction()
      .given('the visitor is not signed in', sessionParams)
      .uponReceiving('a staff call from a session that is not signed in')
      .withRequest('GET', userPath, (b) => b.headers(sessionHeaders))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(notSignedIn)));
    await pact
      .addInteraction()
      .given('the visitor is not signed in', sessionParams)
      .uponReceiving('a token refresh from a session that is not signed in')
      .withRequest('POST', endpoints.refresh.path, (b) => b.headers(mutationHeaders))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('Refresh token is missing or expired.')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await getUser(STAFF_USER_ID)).toEqual({
          ok: false,
          status: 401,
          detail: notSignedIn,
        });
      });
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/data/db';
import {
  dispatch,
  expectSaneResponse,
  fuzzOptions,
  reseed,
  RUNS,
  staffVisitor,
} from './fuzz-client';

/** What a browser, a proxy or an attacker may put in a Cookie header. */
const cookieText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '""', '"x', '%', '%zz', 'a=b', ';;', '=', 'null', 'undefined'),
  fc.base64String({ maxLength: 60 }),
);

const AUTH_CALLS = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/orders'],
  ['GET', '/api/user/1'],
  ['DELETE', '/api/product/1'],
] as const;

describe('fuzz: auth cookies', () => {
  it('any access, refresh or CSRF cookie value gets a sane 2xx or 4xx response, and only a real token signs in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_CALLS),
        fc.record({
          access: fc.option(cookieText),
          refresh: fc.option(cookieText),
          csrf: fc.option(cookieText),
          raw: fc.option(cookieText),
        }),
        async ([method, path], { access, refresh, csrf, raw }) => {
          reseed();
          const pairs = [
            access !== null && `access_token=${access}`,
            refresh !== null && `refresh_token=${refresh}`,
            csrf !== null && `csrftoken=${csrf}`,
            raw,
          ].filter((pair): pair is string => typeof pair === 'string');
          const body =
            path === '/api/auth/login'
              ? JSON.stringify({ username: 'admin', password: 'x' })
              : '{}';
          const response = await dispatch(path, {
            method,
            headers: { 'Content-Type': 'application/json', Cookie: pairs.join('; ') },
            body: method === 'GET' ? undefined : body,
            credentials: 'omit',
          });
          const result = {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            text: await response.text(),
          };
          const context = `${method} ${path} Cookie: ${pairs.join('; ')}`;
          const parsed = expectSaneResponse(result, context) as { user?: { is_auth?: boolean } };
          // No forged value is ever a known token.
          if (path === '/api/auth/me' && result.status === 200) {
            expect(parsed.user?.is_auth, context).toBe(false);
          }
          if (['/api/orders', '/api/user/1', '/api/product/1'].includes(path)) {
            expect(result.status, context).toBe(401);
          }
          expect(db.accessToken.count(), context).toBe(0);
        },
      ),
      fuzzOptions(RUNS.cookies),
    );
  });

  it('a signed-in visitor stays signed in whatever junk cookies come along', async () => {
    const staff = await staffVisitor();
    const junk = 'a=; =b; csrftoken; "x"=y; access_token_x=1';
    const response = await staff.call('GET', '/api/auth/me', undefined, {
      Cookie: `${junk}; ${staff.cookies.header()}`,
    });
    expect(response.body).toMatchObject({ user: { id: 1, is_auth: true } });
  });
});

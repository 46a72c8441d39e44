// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../../functions/api/[[path]]';

afterEach(() => vi.unstubAllGlobals());

/** Runs the function on `request`; the request it forwarded, and its response. */
async function forward(request: Request, env: { API_ORIGIN?: string } = {}) {
  const apiResponse = new Response('{"message": "Successfully logged in"}', { status: 200 });
  apiResponse.headers.append(
    'Set-Cookie',
    'access_token=a; HttpOnly; Secure; SameSite=None; Path=/',
  );
  apiResponse.headers.append(
    'Set-Cookie',
    'refresh_token=r; HttpOnly; Secure; SameSite=None; Path=/',
  );
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => apiResponse);
  vi.stubGlobal('fetch', fetch);
  const response = await onRequest({ request, env });
  const [target, init] = fetch.mock.calls[0];
  return { forwarded: new Request(target, init), init, response };
}

describe('the Cloudflare Pages Function in front of the API', () => {
  it('forwards method, path, query, headers and body to the hosted API', async () => {
    const { forwarded, init } = await forward(
      new Request('https://shop.example/api/auth/login?x=1&y=2', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: 'refresh_token=r',
          'X-Session-ID': 's-1',
        },
        body: '{"username":"admin"}',
      }),
    );
    expect(forwarded.url).toBe('https://mini-webshop-server.onrender.com/api/auth/login?x=1&y=2');
    expect(forwarded.method).toBe('POST');
    expect(forwarded.headers.get('cookie')).toBe('refresh_token=r');
    expect(forwarded.headers.get('x-session-id')).toBe('s-1');
    expect(forwarded.headers.get('content-type')).toBe('application/json');
    expect(await forwarded.text()).toBe('{"username":"admin"}');
    expect(init?.redirect).toBe('manual');
  });

  it('responds with every Set-Cookie of the API', async () => {
    const { response } = await forward(new Request('https://shop.example/api/auth/login'));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      'access_token=a; HttpOnly; Secure; SameSite=None; Path=/',
      'refresh_token=r; HttpOnly; Secure; SameSite=None; Path=/',
    ]);
  });

  it('goes to API_ORIGIN when the project sets it, and sends no body with a GET', async () => {
    const { forwarded, init } = await forward(
      new Request('https://shop.example/api/products?sort=asc'),
      { API_ORIGIN: 'https://api.example ' },
    );
    expect(forwarded.url).toBe('https://api.example/api/products?sort=asc');
    expect(init?.body).toBeUndefined();
  });
});

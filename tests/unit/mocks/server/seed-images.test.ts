// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, guestSession, useMockServer } from '../../support/harness';

const server = useMockServer();

describe('seed product pictures through the HTTP mock server', () => {
  it('returns image_url on the mock server origin (the app runs on another) and serves it', async () => {
    const session = await guestSession(server.url());
    const products = (await (
      await call(server.url(), 'GET', '/api/products', { session })
    ).json()) as Array<{
      image_url: string;
    }>;
    const url = products[0].image_url;
    expect(url.startsWith(`${server.url()}/mock-images/`)).toBe(true);
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toContain('<svg');
  });
});

// @vitest-environment node
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, call, useMockServer } from '../../support/harness';

const server = useMockServer();

describe('failures over HTTP', () => {
  afterEach(async () => {
    server.mock().handlers.resetHandlers();
    await call(server.url(), 'POST', '/__mock/scenario', { body: { scenarios: [] } });
  });

  it('api-unreachable closes the connection without a response, and the server serves on', async () => {
    await call(server.url(), 'POST', '/__mock/scenario', {
      body: { scenarios: ['api-unreachable'] },
    });
    await expect(call(server.url(), 'GET', '/api/products')).rejects.toThrow();
    await call(server.url(), 'POST', '/__mock/scenario', { body: { scenarios: [] } });
    expect((await call(server.url(), 'GET', '/api/products')).status).toBe(200);
  });

  it('responds with 500 and a detail when a handler throws, CORS headers included', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.mock().handlers.use(
      http.get('*/api/products', () => {
        throw new Error('the handler broke');
      }),
    );
    const response = await call(server.url(), 'GET', '/api/products');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'Mock server error: the handler broke' });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(logged).toHaveBeenCalledWith('[mock server]', 'GET', '/api/products', expect.any(Error));
    logged.mockRestore();
  });

  it('responds to a control body that is not JSON with 400 and what it must be', async () => {
    const response = await fetch(`${server.url()}/__mock/latency`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ms": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail:
        'The latency is whole milliseconds, 0 to 60000. Body: {"ms"} for every API call, {"ms", "path"} for one path\'s ("ms": null takes it away).',
    });
  });

  it('responds to an unknown control endpoint with 404 and the list of endpoints', async () => {
    const response = await call(server.url(), 'POST', '/__mock/State');
    expect(response.status).toBe(404);
    expect((await response.json()).endpoints).toContain('GET state');
  });
});

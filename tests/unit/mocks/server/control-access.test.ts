// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { controlHosts, hostNameOf } from '../../../../mocks/server/control-access';
import { httpCall, type HttpCall } from '../../support/raw-http';
import { call, useMockServer } from '../../support/harness';

const TOKEN = 'open-sesame';
const server = useMockServer({ controlToken: TOKEN });

const AUTHORIZED = { Authorization: `Bearer ${TOKEN}` };
const control = (request: HttpCall) =>
  httpCall(server.url(), { ...request, headers: { ...AUTHORIZED, ...request.headers } });
const latency = async () =>
  JSON.parse((await control({ path: '/__mock/state' })).text).latencyMs as number;
const detailOf = (response: { text: string }) => JSON.parse(response.text).detail as string;

describe('who may call the control endpoints', () => {
  it('takes POST bodies as application/json only: anything else gets 415 and changes nothing', async () => {
    for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await control({
        method: 'POST',
        path: '/__mock/latency',
        headers: type ? { 'Content-Type': type } : {},
        body: '{"ms": 500}',
      });
      expect(response.status, String(type)).toBe(415);
      expect(detailOf(response)).toBe(
        'Control calls send their body as Content-Type: application/json.',
      );
    }
    expect(await latency()).toBe(0);
  });

  it('so a page of another site must send a preflight first, and the preflight gets no permission', async () => {
    const preflight = await httpCall(server.url(), {
      method: 'OPTIONS',
      path: '/__mock/provider-state',
      headers: {
        Origin: 'http://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('responds to loopback host names only (a DNS name rebound to loopback gets 403)', async () => {
    for (const host of ['localhost:9090', '127.0.0.1', '[::1]:80', 'LOCALHOST']) {
      expect((await control({ path: '/__mock/state', headers: { Host: host } })).status).toBe(200);
    }
    for (const host of ['evil.example:9090', 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const response = await control({ path: '/__mock/state', headers: { Host: host } });
      expect(response.status, host).toBe(403);
      expect(detailOf(response)).toMatch(/localhost, 127\.0\.0\.1, \[::1\] and MOCK_HOST/);
    }
    const rebound = await control({
      method: 'POST',
      path: '/__mock/latency',
      headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
      body: '{"ms": 500}',
    });
    expect(rebound.status).toBe(403);
    expect(await latency()).toBe(0);
  });

  it('knows the host it listens on, unless that is every interface', () => {
    expect(controlHosts('127.0.0.1')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(controlHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(controlHosts('::')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(controlHosts('Mock.Test')).toContain('mock.test');
    expect(controlHosts('fd00::1')).toContain('[fd00::1]');
    expect(hostNameOf('[FD00::1]:9090')).toBe('[fd00::1]');
    expect(hostNameOf('evil.example@localhost')).toBeUndefined();
    expect(hostNameOf('localhost:9090/x')).toBeUndefined();
    expect(hostNameOf(undefined)).toBeUndefined();
  });

  it('with MOCK_CONTROL_TOKEN, every control call needs it as a bearer token (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      for (const path of ['/__mock/state', '/__mock/no-such']) {
        const response = await httpCall(server.url(), {
          path,
          headers: authorization ? { Authorization: authorization } : {},
        });
        expect(response.status, `${authorization} ${path}`).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer realm="mock control"');
        expect(detailOf(response)).toBe(
          'Control calls need the header Authorization: Bearer <MOCK_CONTROL_TOKEN>.',
        );
      }
    }
    expect((await control({ path: '/__mock/state' })).status).toBe(200);
  });

  it('leaves the API alone: it needs neither the token nor a loopback host', async () => {
    const products = await httpCall(server.url(), {
      path: '/api/products',
      headers: { Host: 'shop.example' },
    });
    expect(products.status).toBe(200);
    expect((await call(server.url(), 'GET', '/api/products')).status).toBe(200);
  });
});

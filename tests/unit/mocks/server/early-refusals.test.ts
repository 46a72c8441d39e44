// @vitest-environment node
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useMockServer } from '../../support/harness';

// A request the server refuses before it reads the body leaves that body on the connection. The
// next requests on a kept-alive connection must still be answered: the server reads the body
// away, or says `Connection: close` so that the client opens a new connection.

const server = useMockServer({ controlToken: 'secret' });
const FOLLOW_UPS = 20;
const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** Large enough to outlast the socket's buffers, under the JSON body limit. */
const BODY = JSON.stringify({ name: 'x'.repeat(900 * 1024) });
/** Under the upload limit. */
const UPLOAD_BODY = JSON.stringify({ name: 'x'.repeat(2_000_000) });
const UPLOAD = '/v0/b/webshop-demo.appspot.com/o?name=product_picture%2Fearly.png';
const WRONG_LOGIN = JSON.stringify({ username: 'admin', password: 'wrong' });

interface Call {
  method: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** Sends `Expect: 100-continue` and the body only once the server has said to. */
  waitForContinue?: boolean;
  setHost?: boolean;
}

interface Answer {
  status: number;
  connection: string | undefined;
  socket: Socket;
}

function send(agent: Agent, call: Call): Promise<Answer> {
  const { hostname, port } = new URL(server.url());
  const headers = { ...call.headers };
  if (call.body !== undefined) headers['Content-Length'] = Buffer.byteLength(call.body);
  if (call.waitForContinue) headers.Expect = '100-continue';
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: hostname,
      port,
      method: call.method,
      path: call.path,
      headers,
      setHost: call.setHost ?? true,
      agent,
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: request.socket!,
        }),
      );
    });
    request.on('error', reject);
    if (call.waitForContinue) request.on('continue', () => request.end(call.body));
    else request.end(call.body);
  });
}

const REFUSALS: Array<{ kind: string; status: number; call: Call }> = [
  {
    kind: 'an unknown path',
    status: 404,
    call: { method: 'POST', path: '/api/nowhere', headers: JSON_HEADERS, body: BODY },
  },
  {
    kind: 'an unknown path, the body sent after 100 Continue',
    status: 404,
    call: {
      method: 'POST',
      path: '/api/nowhere',
      headers: JSON_HEADERS,
      body: BODY,
      waitForContinue: true,
    },
  },
  {
    kind: 'a path that is not valid percent-encoding',
    status: 400,
    call: { method: 'POST', path: '/api/%E0%A4%A', headers: JSON_HEADERS, body: BODY },
  },
  {
    kind: 'an upload that is not multipart',
    status: 400,
    call: { method: 'POST', path: UPLOAD, headers: JSON_HEADERS, body: UPLOAD_BODY },
  },
  {
    kind: 'a product created without a session',
    status: 401,
    call: { method: 'POST', path: '/api/create/product', headers: JSON_HEADERS, body: BODY },
  },
  {
    kind: 'a control call without its token',
    status: 401,
    call: { method: 'POST', path: '/__mock/scenario', headers: JSON_HEADERS, body: BODY },
  },
  {
    kind: 'a control call for another host',
    status: 403,
    call: {
      method: 'POST',
      path: '/__mock/scenario',
      headers: { ...JSON_HEADERS, Host: 'shop.example' },
      body: BODY,
    },
  },
  {
    kind: 'an HTTP/1.1 request without Host',
    status: 400,
    call: {
      method: 'POST',
      path: '/api/nowhere',
      headers: JSON_HEADERS,
      body: BODY,
      setHost: false,
    },
  },
  {
    kind: 'an expectation the server does not know',
    status: 417,
    call: {
      method: 'POST',
      path: '/api/create/product',
      headers: { ...JSON_HEADERS, Expect: 'something-else' },
      body: BODY,
    },
  },
  {
    kind: 'a body over its limit',
    status: 413,
    call: {
      method: 'POST',
      path: '/api/auth/login',
      headers: JSON_HEADERS,
      body: JSON.stringify({ username: 'x'.repeat(1_200_000) }),
    },
  },
];

describe('after an early refusal the next requests are answered', () => {
  const agents: Agent[] = [];
  afterAll(() => agents.forEach((agent) => agent.destroy()));

  for (const refusal of REFUSALS) {
    it(`${refusal.kind} (${refusal.status})`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      const refused = await send(agent, refusal.call);
      expect(refused.status).toBe(refusal.status);
      const statuses: number[] = [];
      let onTheSameConnection = 0;
      for (let index = 0; index < FOLLOW_UPS; index += 1) {
        const answer = await send(agent, {
          method: 'POST',
          path: '/api/auth/login',
          headers: JSON_HEADERS,
          body: WRONG_LOGIN,
        });
        statuses.push(answer.status);
        if (answer.socket === refused.socket) onTheSameConnection += 1;
      }
      expect(statuses).toEqual(Array(FOLLOW_UPS).fill(401));
      // Kept alive, every follow-up came on the refused request's own connection.
      if (refused.connection !== 'close') expect(onTheSameConnection).toBe(FOLLOW_UPS);
    });
  }
});

// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  JSON_BODY_LIMIT,
  LINGER_BYTES,
  SNAPSHOT_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from '../../../../mocks/server/body-limit';
import { exchange, httpCall, type HttpResponseRecord } from '../../support/raw-http';
import { call, useMockServer } from '../../support/harness';

const server = useMockServer();
const MEGABYTE = 1024 * 1024;
const UPLOAD_PATH = '/v0/b/webshop-demo.appspot.com/o?name=product_picture%2Flimit.png';
const LOGIN = JSON.stringify({ username: 'admin', password: 'Admin123!' });

/**
 * A Content-Length so far above `limit` that the server refuses it at once: a body announced
 * only a little above it is read to its end first, for up to five seconds when it never comes.
 */
const farAbove = (limit: number) => limit + LINGER_BYTES + 1;

const json = (response: { text: string }) => JSON.parse(response.text) as Record<string, unknown>;

function expectDetail(response: HttpResponseRecord, status: number, detail: RegExp | string): void {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(json(response).detail).toMatch(detail);
}

/** 64 KB pieces, `total` bytes in all. */
function* pieces(total: number, fill = ' '): Generator<Buffer> {
  const piece = Buffer.alloc(64 * 1024, fill);
  for (let sent = 0; sent < total; sent += piece.length) {
    yield piece.subarray(0, Math.min(piece.length, total - sent));
  }
}

/**
 * A client that writes the whole body before it reads anything (as many do): the status and
 * detail it then reads, or the error its writing met.
 */
function sendWholeThenRead(base: string, path: string, body: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.end(body, () => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('end', () => {
        const text = Buffer.concat(received).toString('utf8');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        const { detail } = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as {
          detail: string;
        };
        resolve(`${status} ${detail}`);
      });
    });
  });
}

async function serverStillResponds(): Promise<void> {
  expect((await call(server.url(), 'GET', '/api/products')).status).toBe(200);
}

describe('body limits', () => {
  it('refuses a body over 1 MB by its Content-Length before any of it is sent', async () => {
    const response = await httpCall(server.url(), {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': 'application/json', 'Content-Length': 100 * MEGABYTE },
      withholdBody: true,
    });
    expectDetail(response, 413, 'The request body may be at most 1024 KB.');
    expect(response.headers.connection).toBe('close');
    await serverStillResponds();
  });

  it('lets a client that sends a 10 MB body whole before reading read its 413, every time', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(10 * MEGABYTE), password: 'y' });
    const seen: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      seen.push(await sendWholeThenRead(server.url(), '/api/auth/login', body));
    }
    expect(seen).toEqual(Array(20).fill('413 The request body may be at most 1024 KB.'));
    await serverStillResponds();
  });

  it('refuses a chunked body once it passes the limit, and keeps responding', async () => {
    const response = await httpCall(server.url(), {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': 'application/json' },
      chunks: pieces(20 * MEGABYTE),
    });
    expectDetail(response, 413, 'The request body may be at most 1024 KB.');
    await serverStillResponds();
  });

  it('hands a chunked body under the limit to the handler whole', async () => {
    const login = await httpCall(server.url(), {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': 'application/json', 'X-Session-ID': 'limits' },
      chunks: [LOGIN.slice(0, 10), LOGIN.slice(10), ' '.repeat(JSON_BODY_LIMIT - LOGIN.length)],
    });
    expect(login.status, login.text).toBe(200);
    const control = await httpCall(server.url(), {
      method: 'POST',
      path: '/__mock/latency',
      headers: { 'Content-Type': 'application/json' },
      chunks: ['{"ms":', ' 0}'],
    });
    expect(json(control)).toEqual({ latencyMs: 0, pathLatencyMs: {} });
  });

  it("refuses an upload over the storage limit in Firebase's error shape", async () => {
    const response = await httpCall(server.url(), {
      method: 'POST',
      path: UPLOAD_PATH,
      headers: {
        'Content-Type': 'multipart/related; boundary=b',
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Length': farAbove(UPLOAD_BODY_LIMIT),
      },
      withholdBody: true,
    });
    expect(response.status).toBe(413);
    expect(json(response)).toEqual({
      error: {
        code: 413,
        message: `The request body may be at most ${UPLOAD_BODY_LIMIT / 1024} KB.`,
      },
    });
  });

  it('takes a snapshot over 1 MB, up to its own limit', async () => {
    const snapshot = await (await call(server.url(), 'GET', '/__mock/snapshot')).json();
    snapshot.product[0].description = 'x'.repeat(2 * MEGABYTE);
    const restored = await call(server.url(), 'POST', '/__mock/snapshot', { body: snapshot });
    expect(restored.status).toBe(200);
    const product = await (await call(server.url(), 'GET', '/api/product/1')).json();
    expect(product.product.description).toHaveLength(2 * MEGABYTE);
    await call(server.url(), 'POST', '/__mock/reset', { body: {} });

    const tooLarge = await httpCall(server.url(), {
      method: 'POST',
      path: '/__mock/snapshot',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': farAbove(SNAPSHOT_BODY_LIMIT),
      },
      withholdBody: true,
    });
    expectDetail(tooLarge, 413, `${SNAPSHOT_BODY_LIMIT / 1024} KB`);
  });

  it('responds to Expect: 100-continue with 413 for a body over the limit, else with 100 Continue', async () => {
    const head = (length: number) =>
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;
    const refused = await exchange(server.url(), head(2 * MEGABYTE));
    expect(refused.interim).toEqual([]);
    expectDetail(refused, 413, 'The request body may be at most 1024 KB.');

    const accepted = await exchange(server.url(), head(LOGIN.length) + LOGIN);
    expect(accepted.interim).toEqual([100]);
    expect(accepted.status).toBe(200);
  });
});

describe("the server's own refusals have a detail", () => {
  it('431 for a URL or a header over 16 KB', async () => {
    const longUrl = await exchange(
      server.url(),
      `GET /api/products?name=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expectDetail(longUrl, 431, 'The request line and headers may be at most 16 KB.');
    const longHeader = await httpCall(server.url(), {
      path: '/api/products',
      headers: { 'X-Long': 'b'.repeat(20_000) },
    });
    expectDetail(longHeader, 431, 'The request line and headers may be at most 16 KB.');
    await serverStillResponds();
  });

  it('400 for bytes that are not HTTP', async () => {
    const response = await exchange(server.url(), 'HELLO there\r\n\r\n');
    expectDetail(response, 400, /^The request is not valid HTTP \(.+\)\.$/);
    const conflicting = await exchange(
      server.url(),
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\n' +
        'Content-Length: 2\r\n\r\nab',
    );
    expectDetail(conflicting, 400, /^The request is not valid HTTP/);
  });

  it('400 without a Host header, 417 for an expectation other than 100-continue (HTTP/1.1)', async () => {
    const noHost = await exchange(
      server.url(),
      'GET /api/products HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expectDetail(noHost, 400, 'The request has no Host header.');
    const http10 = await exchange(server.url(), 'GET /api/products HTTP/1.0\r\n\r\n');
    expect(http10.status).toBe(200);
    const expectation = await httpCall(server.url(), {
      path: '/api/products',
      headers: { Expect: 'the-unexpected' },
    });
    expectDetail(expectation, 417, 'Only the expectation 100-continue is supported.');
    const ignored = await exchange(
      server.url(),
      'GET /api/products HTTP/1.0\r\nExpect: 100-continue, the-unexpected\r\n\r\n',
    );
    expect([ignored.interim, ignored.status]).toEqual([[], 200]);
  });

  it('415 for a control body in a charset or an encoding it cannot read', async () => {
    const charset = await httpCall(server.url(), {
      method: 'POST',
      path: '/__mock/latency',
      headers: { 'Content-Type': 'application/json; charset=klingon' },
      body: '{"ms": 0}',
    });
    expectDetail(charset, 415, /charset/i);
    const gzip = await httpCall(server.url(), {
      method: 'POST',
      path: '/__mock/latency',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: '{"ms": 0}',
    });
    expectDetail(gzip, 415, /encoding/i);
  });

  it('400 for a path that is not valid percent-encoding', async () => {
    expectDetail(
      await httpCall(server.url(), { path: '/api/product/%E0%A4%A' }),
      400,
      'The request path is not valid percent-encoding.',
    );
  });
});

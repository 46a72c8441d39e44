// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../../mocks/server/body-limit';
import { STORAGE_PATH_PREFIX } from '../../../mocks/server/refusal';
import { useMockServer } from '../support/harness';
import { exchange, httpCall, type HttpResponseRecord } from '../support/raw-http';
import { expectSaneResponse, fuzzOptions, RUNS } from './fuzz-client';

/**
 * The HTTP mock server itself, below the handlers: bodies of every size and framing, odd
 * headers, long URLs and broken multipart uploads. Whatever comes in, it responds without a 5xx,
 * every 4xx carries a `detail` (Firebase's `{error: {code, message}}` on the storage paths, where
 * the server's own refusals of unreadable HTTP keep their `detail`), and it keeps responding
 * afterwards.
 */
const server = useMockServer();

const MEGABYTE = 1024 * 1024;
const UPLOAD_PATH = '/v0/b/webshop-demo.appspot.com/o?name=product_picture%2Ffuzz.png';

function expectSaneHttpResponse(response: HttpResponseRecord, path: string, context: string): void {
  const where = `${context} -> ${response.status} ${response.text.slice(0, 300)}`;
  if (path.startsWith(STORAGE_PATH_PREFIX) && response.status >= 400) {
    expect(response.status, where).toBeLessThan(500);
    const body = JSON.parse(response.text) as { detail?: unknown; error?: Record<string, unknown> };
    const firebaseShape =
      body.error?.code === response.status && typeof body.error.message === 'string';
    expect(firebaseShape || typeof body.detail === 'string', where).toBe(true);
    return;
  }
  const contentType = String(response.headers['content-type'] ?? '');
  expectSaneResponse({ status: response.status, contentType, text: response.text }, where);
}

async function expectServerResponds(context: string): Promise<void> {
  const products = await httpCall(server.url(), { path: '/api/products' });
  expect(products.status, `after ${context}`).toBe(200);
}

const describeBytes = (bytes: string | Buffer) =>
  `${bytes.length} bytes: ${JSON.stringify(bytes.toString().slice(0, 120))}`;

describe('fuzz: the HTTP server below the handlers', () => {
  it('responds to bodies of any size, type and framing without a 5xx', async () => {
    const targets = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/create/product'],
      ['POST', '/api/add-item'],
      ['PATCH', '/api/cart/inc'],
      ['PATCH', '/api/user/1'],
      ['POST', '/api/create-order'],
      ['PUT', '/api/product/1'],
      ['DELETE', '/api/remove-item/1'],
      ['GET', '/api/products'],
      ['POST', UPLOAD_PATH],
      ['POST', '/__mock/provider-state'],
      ['POST', '/__mock/snapshot'],
      ['POST', '/__mock/nothing'],
      ['POST', '/nowhere'],
    ] as const;
    const size = fc.oneof(
      { weight: 12, arbitrary: fc.nat(4096) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          JSON_BODY_LIMIT,
          JSON_BODY_LIMIT + 1,
          UPLOAD_BODY_LIMIT + 1,
          6 * MEGABYTE,
        ),
      },
    );
    const input = fc.record({
      target: fc.constantFrom(...targets),
      start: fc.uint8Array({ maxLength: 64 }),
      fill: fc.constantFrom('x', ' ', '{', '0', '"', 'é', '\u0000', '--'),
      size,
      chunked: fc.boolean(),
      contentType: fc.option(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'application/json; charset=nope',
          'text/plain',
          'multipart/related; boundary=fuzz',
          'application/x-www-form-urlencoded',
          ';;;',
        ),
      ),
      encoding: fc.option(fc.constantFrom('gzip', 'identity', 'br')),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ target, start, fill, size, chunked, ...headers }) => {
        const [method, path] = target;
        const body = Buffer.alloc(size, fill);
        body.set(start.subarray(0, size));
        const sent = {
          ...(headers.contentType && { 'Content-Type': headers.contentType }),
          ...(headers.encoding && { 'Content-Encoding': headers.encoding }),
          'X-Goog-Upload-Protocol': 'multipart',
        };
        const pieces = [body.subarray(0, 7), body.subarray(7)];
        const response = await httpCall(server.url(), {
          method,
          path,
          headers: sent,
          ...(chunked ? { chunks: pieces } : { body }),
        });
        const context = `${method} ${path} ${JSON.stringify(sent)} ${chunked ? 'chunked' : ''} ${describeBytes(body)}`;
        expectSaneHttpResponse(response, path, context);
        await expectServerResponds(context);
      }),
      fuzzOptions(RUNS.httpBodies),
    );
  });

  it('responds to odd and broken headers without a 5xx', async () => {
    const name = fc
      .string({ unit: fc.constantFrom(...'abcxyzXYZ-_019!#'), minLength: 1, maxLength: 20 })
      .filter((text) => !/^(content-length|transfer-encoding|host|expect|connection)$/i.test(text));
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.integer({ min: 1000, max: 20_000 }).map((length) => 'v'.repeat(length)),
    );
    const line = fc.oneof(
      fc.tuple(name, value).map(([header, text]) => `${header}: ${text.replace(/[\r\n]/g, ' ')}`),
      fc.constantFrom(
        'Content-Length: 5',
        'Content-Length: -1',
        'Content-Length: 5x',
        'Transfer-Encoding: chunked',
        'Transfer-Encoding: gzip',
        'Transfer-Encoding: chunked, identity',
        'Expect: 100-continue',
        'Expect: 200-ok',
        'Host:',
        'Host: evil.example',
        'Host: [::1]:1',
        ' folded: continuation',
        'NoColonHere',
        'Bad Name: x',
        'X-Nul: a\u0000b',
        'Content-Type: application/json',
        'Content-Encoding: br',
        'Cookie: access_token=x; refresh_token=y; csrftoken=',
        `X-Session-ID: ${'s'.repeat(5000)}`,
        'Authorization: Bearer nope',
        'Origin: null',
        'Origin: http://evil.example',
      ),
    );
    const input = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'BREW', 'get'),
      path: fc.constantFrom('/api/products', '/api/auth/login', '/__mock/state', UPLOAD_PATH),
      lines: fc.array(line, { maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ method, path, lines }) => {
        // A body that fits what the headers announce, so no request waits for bytes never sent.
        const te = lines.findLast((header) => /^transfer-encoding:/i.test(header));
        const body = te ? '5\r\nhello\r\n0\r\n\r\n' : 'hello';
        const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...lines];
        const framing = lines.some((header) =>
          /^(content-length|transfer-encoding):/i.test(header),
        );
        if (!framing) head.push('Content-Length: 5');
        const request = `${head.join('\r\n')}\r\nConnection: close\r\n\r\n${body}`;
        const response = await exchange(server.url(), request);
        expectSaneHttpResponse(response, path, describeBytes(request));
        await expectServerResponds(describeBytes(request));
      }),
      fuzzOptions(RUNS.httpHeaders),
    );
  });

  it('responds to URLs of any length and spelling without a 5xx', async () => {
    const piece = fc.constantFrom(
      'a',
      '/',
      '//',
      '..',
      '%20',
      '%zz',
      '%',
      '%00',
      '%E0%A4%A',
      '%F0%9F%98%80',
      '?',
      '&',
      '=',
      '#',
      'é',
      '\u0001',
      ' ',
    );
    const input = fc.record({
      prefix: fc.constantFrom(
        '/api/products',
        '/api/product/',
        '/__mock/',
        STORAGE_PATH_PREFIX,
        '/',
      ),
      pieces: fc.array(piece, { maxLength: 12 }),
      length: fc.oneof(
        fc.nat(300),
        fc.constantFrom(8_000, 16_000, 16_400, 17_000, 40_000, 100_000),
      ),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ prefix, pieces, length }) => {
        const tail = pieces.join('');
        const path = `${prefix}${tail}${'x'.repeat(Math.max(0, length - prefix.length - tail.length))}`;
        const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
        const response = await exchange(server.url(), request);
        expectSaneHttpResponse(response, path, describeBytes(request));
        // Too long is 431, unless a character the parser refuses comes first (400).
        if (Buffer.byteLength(request) > 16 * 1024) expect([400, 431]).toContain(response.status);
        await expectServerResponds(describeBytes(request));
      }),
      fuzzOptions(RUNS.httpUrls),
    );
  });

  it('responds to broken multipart uploads in Firebase’s error shape', async () => {
    const boundary = fc.string({
      unit: fc.constantFrom(..."ab09'()+_,-./:=? "),
      maxLength: 100,
    });
    const upload = fc
      .record({ boundary, other: boundary, quoted: fc.boolean(), protocol: fc.nat(9) })
      .chain((shape) => {
        const { boundary: b } = shape;
        const wellFormed = [
          `--${b}\r\n`,
          'Content-Type: application/json; charset=utf-8\r\n\r\n',
          '{"name":"product_picture/fuzz.png","contentType":"image/png"}',
          `\r\n--${b}\r\n`,
          'Content-Type: image/png\r\n\r\n',
          '\u0089PNG\r\n\u001a\n',
          `\r\n--${b}--`,
        ];
        const piece = fc.oneof(
          fc.constantFrom(
            ...wellFormed,
            `--${shape.other}\r\n`,
            '\r\n',
            '{"name":',
            'Content-Type: image/svg+xml\r\n\r\n',
            '<svg><script>alert(1)</script></svg>',
          ),
          fc.string({ unit: 'binary', maxLength: 64 }),
        );
        // Pieces in any order, the SDK's body, or the SDK's body with one piece changed or dropped.
        const parts = fc.oneof(
          fc.array(piece, { maxLength: 10 }),
          fc.constant(wellFormed),
          fc
            .record({ at: fc.nat(wellFormed.length - 1), replacement: fc.option(piece) })
            .map(({ at, replacement }) =>
              wellFormed.flatMap((part, index) =>
                index !== at ? [part] : replacement === null ? [] : [replacement],
              ),
            ),
        );
        return fc.record({ shape: fc.constant(shape), parts });
      });
    await fc.assert(
      fc.asyncProperty(upload, async ({ shape, parts }) => {
        const value = shape.quoted ? `"${shape.boundary}"` : shape.boundary;
        const headers = {
          'Content-Type': `multipart/related; boundary=${value}`,
          ...(shape.protocol > 0 && { 'X-Goog-Upload-Protocol': 'multipart' }),
        };
        const body = Buffer.from(parts.join(''), 'latin1');
        const response = await httpCall(server.url(), {
          method: 'POST',
          path: UPLOAD_PATH,
          headers,
          body,
        });
        const context = `${JSON.stringify(headers)} ${describeBytes(body)}`;
        expectSaneHttpResponse(response, UPLOAD_PATH, context);
        if (response.status >= 400) {
          expect(JSON.parse(response.text).error?.code, context).toBe(response.status);
        }
        await expectServerResponds(context);
      }),
      fuzzOptions(RUNS.multipart),
    );
  });
});

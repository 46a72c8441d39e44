// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { storageScenarios } from '../../../../mocks/scenarios/storage';
import { getResponse } from 'msw';
import { giveDownloadTokensTo } from '../../../../mocks/storage/download-tokens';
import { storageHandlers } from '../../../../mocks/storage/handlers';
import { boundaryOf, parseMultipartUpload } from '../../../../mocks/storage/multipart';
import { MAX_UPLOAD_BODY_BYTES, readUploadBody } from '../../../../mocks/storage/upload-body';
import {
  multipartBody,
  objectUrl,
  PICTURES,
  SAFETY_HEADERS,
  safetyHeadersOf,
  SVG_WITH_SCRIPT,
  uploadRequest,
  type UploadParts,
} from '../../../support/storage-upload';

const STORAGE = 'https://firebasestorage.googleapis.com';
const SHOP = 'https://shop.example';

afterEach(() => giveDownloadTokensTo(undefined));

const upload = (parts: UploadParts, headers?: Record<string, string>) =>
  fetch(...uploadRequest(STORAGE, parts, headers));

let uploads = 0;
/** A name no other upload of this file has. */
const freshName = (extension = 'png') => `product_picture/upload-${(uploads += 1)}.${extension}`;

async function uploadPng(headers?: Record<string, string>) {
  const name = freshName();
  const response = await upload(
    { name, contentType: 'image/png', bytes: PICTURES['image/png'] },
    headers,
  );
  expect(response.status).toBe(200);
  return { name, response, metadata: (await response.json()) as Record<string, unknown> };
}

describe('the pictures the mock bucket takes', () => {
  it.each(Object.entries(PICTURES))('takes %s with bytes of that type', async (type, bytes) => {
    const response = await upload({ name: freshName(), contentType: type, bytes });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ contentType: type, size: String(bytes.length) });
  });

  it.each([
    ['an SVG, script and all', 'image/svg+xml', SVG_WITH_SCRIPT],
    ['a second type after the first', 'image/png,text/html', PICTURES['image/png']],
    ['parameters after the type', 'image/png; charset=utf-8', PICTURES['image/png']],
    ['a type in capitals', 'IMAGE/PNG', PICTURES['image/png']],
    ['PNG bytes declared as JPEG', 'image/jpeg', PICTURES['image/png']],
    ['a page declared as PNG', 'image/png', new TextEncoder().encode('<html><script>1</script>')],
    ['an empty file', 'image/gif', new Uint8Array()],
  ])('refuses %s with a 403', async (_case, contentType, bytes) => {
    const response = await upload({ name: freshName(), contentType, bytes });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 403, message: expect.any(String) } });
  });

  it('refuses metadata that declares another type than the file part', async () => {
    const name = freshName();
    const response = await upload({
      name,
      contentType: 'image/png',
      bytes: PICTURES['image/png'],
      metadata: { name, contentType: 'text/html' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the headers of every storage response', () => {
  it('on metadata, on the bytes (inline, with a safe file name) and on errors', async () => {
    const { name, response, metadata } = await uploadPng();
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);

    const read = await fetch(objectUrl(STORAGE, name));
    expect(safetyHeadersOf(read)).toEqual(SAFETY_HEADERS);

    const bytes = await fetch(objectUrl(STORAGE, name, String(metadata.downloadTokens)));
    expect(bytes.status).toBe(200);
    expect(safetyHeadersOf(bytes)).toEqual(SAFETY_HEADERS);
    const fileName = name.split('/')[1];
    expect(bytes.headers.get('content-disposition')).toBe(
      `inline; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );

    for (const refused of [
      await fetch(objectUrl(STORAGE, name, 'forged')),
      await fetch(objectUrl(STORAGE, 'product_picture/none.png')),
      await fetch(`${STORAGE}/v0/b/bucket/unknown`, { method: 'DELETE' }),
      await upload({
        name: freshName('svg'),
        contentType: 'image/svg+xml',
        bytes: SVG_WITH_SCRIPT,
      }),
    ]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(safetyHeadersOf(refused)).toEqual(SAFETY_HEADERS);
    }
  });

  it('on the responses of the storage scenarios', async () => {
    server.use(...storageScenarios['storage-quota'].handlers());
    const response = await upload({
      name: freshName(),
      contentType: 'image/png',
      bytes: PICTURES['image/png'],
    });
    expect(response.status).toBe(402);
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
  });

  it('names a file by safe characters only, the whole name encoded beside', async () => {
    const name = 'product_picture/a b\'(1)".png';
    const stored = await upload({ name, contentType: 'image/png', bytes: PICTURES['image/png'] });
    const { downloadTokens } = (await stored.json()) as { downloadTokens: string };
    const bytes = await fetch(objectUrl(STORAGE, name, downloadTokens));
    expect(bytes.headers.get('content-disposition')).toBe(
      `inline; filename="a_b__1__.png"; filename*=UTF-8''a%20b%27%281%29%22.png`,
    );
  });
});

describe("a picture's bytes, by range", () => {
  it('sends the bytes asked for with 206, as the bucket does, and the whole without a range', async () => {
    const { name, metadata } = await uploadPng();
    const url = objectUrl(STORAGE, name, String(metadata.downloadTokens));
    const size = PICTURES['image/png'].byteLength;

    const head = await fetch(url, { headers: { Range: 'bytes=0-3' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-3/${size}`);
    expect([...new Uint8Array(await head.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const past = await fetch(url, { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
  });
});

describe('the download token in metadata responses', () => {
  it('goes to every caller in process (the browser worker, Vitest): the shop itself', async () => {
    const { name, metadata } = await uploadPng();
    expect(metadata.downloadTokens).toEqual(expect.any(String));
    const read = await fetch(objectUrl(STORAGE, name));
    expect(await read.json()).toMatchObject({ downloadTokens: metadata.downloadTokens });
  });

  it("goes only to the shop's origins once a rule is given (the HTTP server's)", async () => {
    giveDownloadTokensTo((origin) => origin === SHOP);
    const fromShop = await uploadPng({ Origin: SHOP });
    const token = fromShop.metadata.downloadTokens;
    expect(token).toEqual(expect.any(String));

    const stranger = await uploadPng();
    expect(stranger.metadata).not.toHaveProperty('downloadTokens');
    expect(stranger.metadata).toMatchObject({ name: stranger.name, contentType: 'image/png' });
    const strangers: Record<string, string>[] = [{}, { Origin: 'https://elsewhere.example' }];
    for (const headers of strangers) {
      const read = await fetch(objectUrl(STORAGE, fromShop.name), { headers });
      expect(await read.json()).not.toHaveProperty('downloadTokens');
    }
    const read = await fetch(objectUrl(STORAGE, fromShop.name), { headers: { Origin: SHOP } });
    expect(await read.json()).toMatchObject({ downloadTokens: token });
    // The download URL itself works for anyone who has it, as Firebase's does (an <img> sends no Origin).
    const bytes = await fetch(objectUrl(STORAGE, fromShop.name, String(token)));
    expect(bytes.status).toBe(200);
  });
});

describe('the multipart body', () => {
  const boundary = (length: number) => 'b'.repeat(length);

  it('takes a boundary of 1 to 70 characters of RFC 2046, and nothing else', () => {
    const header = (value: string) => `multipart/related; boundary=${value}`;
    expect(boundaryOf(header(boundary(70)))).toBe(boundary(70));
    expect(boundaryOf(header(`"${boundary(68)} x"`))).toBe(`${boundary(68)} x`);
    expect(boundaryOf(header(boundary(71)))).toBeNull();
    expect(boundaryOf(header(boundary(8_000)))).toBeNull();
    expect(boundaryOf(header('"ends with a space "'))).toBeNull();
    expect(boundaryOf(header('semi<colon>'))).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBeNull();
  });

  it('refuses an upload whose boundary is longer than 70 characters with a 400', async () => {
    for (const length of [71, 8_000]) {
      const response = await upload({
        name: freshName(),
        contentType: 'image/png',
        bytes: PICTURES['image/png'],
        boundary: boundary(length),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 400, message: expect.any(String) } });
    }
    const longest = await upload({
      name: freshName(),
      contentType: 'image/png',
      bytes: PICTURES['image/png'],
      boundary: boundary(70),
    });
    expect(longest.status).toBe(200);
  });

  it('finds the boundary after near misses that overlap it', () => {
    const nearMisses = new TextEncoder().encode(`\r\n--${'b'.repeat(69)}a`.repeat(100));
    const bytes = new Uint8Array([...PICTURES['image/png'], ...nearMisses]);
    const body = multipartBody({
      name: 'x',
      contentType: 'image/png',
      bytes,
      boundary: boundary(70),
    });
    expect(parseMultipartUpload(body, boundary(70))).toEqual({
      metadata: { name: 'x', contentType: 'image/png' },
      contentType: 'image/png',
      bytes,
    });
  });

  it('refuses a body of more than two parts or without its closing delimiter', () => {
    const body = new TextDecoder().decode(
      multipartBody({ name: 'x', contentType: 'image/png', bytes: PICTURES['image/gif'] }),
    );
    const encode = (text: string) => new TextEncoder().encode(text);
    const threeParts = body.replace(
      '--1234567890--',
      '--1234567890\r\nContent-Type: text/plain\r\n\r\nx\r\n--1234567890--',
    );
    expect(parseMultipartUpload(encode(body), '1234567890')).not.toBeNull();
    expect(parseMultipartUpload(encode(threeParts), '1234567890')).toBeNull();
    expect(
      parseMultipartUpload(encode(body.replace(/\r\n--1234567890--$/, '')), '1234567890'),
    ).toBeNull();
  });
});

describe('the size of an upload', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${STORAGE}/v0/b/bucket/o`, {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit);

  it('is refused by its Content-Length, before a byte is read', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      { pull: () => void (pulled = true) },
      { highWaterMark: 0 },
    );
    const request = post(body, { 'Content-Length': String(MAX_UPLOAD_BODY_BYTES + 1) });
    expect(await readUploadBody(request)).toBeNull();
    expect(pulled).toBe(false);
  });

  it('without a Content-Length, is read up to the limit only', async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    expect(await readUploadBody(post(endless))).toBeNull();
    expect(sent).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 2 * chunk.byteLength);
    const whole = new Uint8Array(MAX_UPLOAD_BODY_BYTES).fill(7);
    const read = await readUploadBody(post(whole));
    expect(read?.byteLength).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(read?.every((byte) => byte === 7)).toBe(true);
  });

  it('above the limit returns 413 in the storage error shape', async () => {
    const response = await upload({
      name: freshName(),
      contentType: 'image/png',
      bytes: new Uint8Array(MAX_UPLOAD_BODY_BYTES),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 413, message: expect.any(String) } });
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
  });
});

describe('a request without a body stream, as Firefox hands one to the mock', () => {
  /** Firefox's Request has no `body` getter: the browser mock's requests read as this one. */
  const withoutStream = (request: Request) =>
    Object.defineProperty(request, 'body', { value: undefined });

  it('is read whole, and refused above the limit', async () => {
    const post = (bytes: Uint8Array<ArrayBuffer>) =>
      withoutStream(new Request(`${STORAGE}/v0/b/bucket/o`, { method: 'POST', body: bytes }));
    const read = await readUploadBody(post(new Uint8Array([1, 2, 3])));
    expect(read && [...read]).toEqual([1, 2, 3]);
    expect(await readUploadBody(post(new Uint8Array(9)), 8)).toBeNull();
  });

  it('stores the picture the SDK sends in one body', async () => {
    const name = freshName();
    const request = withoutStream(
      new Request(
        ...uploadRequest(STORAGE, { name, contentType: 'image/png', bytes: PICTURES['image/png'] }),
      ),
    );
    const response = await getResponse(storageHandlers, request);
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ name, contentType: 'image/png' });
  });
});

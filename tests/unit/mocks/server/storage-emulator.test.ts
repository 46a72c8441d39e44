// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINGER_BYTES } from '../../../../mocks/server/body-limit';
import { MAX_UPLOAD_BODY_BYTES } from '../../../../mocks/storage/upload-body';
import {
  BUCKET,
  objectUrl,
  PICTURES,
  SAFETY_HEADERS,
  safetyHeadersOf,
  SVG_WITH_SCRIPT,
  uploadRequest,
} from '../../../support/storage-upload';
import { APP_ORIGIN, useMockServer } from '../../support/harness';

const server = useMockServer();
const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'webshop-demo', storageBucket: BUCKET },
  'mock-server-storage-test',
);
let storage: FirebaseStorage;
beforeAll(() => {
  storage = getStorage(app);
  const { hostname, port } = new URL(server.url());
  connectStorageEmulator(storage, hostname, Number(port));
});
afterAll(() => deleteApp(app));
afterEach(() => vi.unstubAllGlobals());

/** The SDK's calls as the shop's page sends them: a browser adds the page's Origin. */
function sdkCallsFromTheShop(): void {
  const send = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', APP_ORIGIN);
    return send(input, { ...init, headers });
  });
}

const PNG = PICTURES['image/png'];

describe('Firebase Storage through the HTTP mock server (emulator host)', () => {
  it("uploads a picture with the SDK from the shop's page and serves its download URL", async () => {
    sdkCallsFromTheShop();
    const picture = ref(storage, 'product_picture/test-pixel.png');

    await uploadBytes(picture, PNG, { contentType: 'image/png' });
    const url = await getDownloadURL(picture);

    expect(url.startsWith(server.url())).toBe(true);
    const download = await fetch(url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    expect(safetyHeadersOf(download)).toEqual(SAFETY_HEADERS);
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="test-pixel.png"; filename*=UTF-8''test-pixel.png`,
    );
  });

  it('gives a caller from no allowed origin the metadata without the download token', async () => {
    const name = 'product_picture/stranger.png';
    const [url, init] = uploadRequest(server.url(), { name, contentType: 'image/png', bytes: PNG });
    const uploaded = await fetch(url, init);
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).not.toHaveProperty('downloadTokens');

    const strangers: Record<string, string>[] = [{}, { Origin: 'https://elsewhere.example' }];
    for (const headers of strangers) {
      const metadata = await fetch(objectUrl(server.url(), name), { headers });
      expect(metadata.status).toBe(200);
      expect(await metadata.json()).toMatchObject({ name, contentType: 'image/png' });
    }
    const stranger = await fetch(objectUrl(server.url(), name));
    expect(await stranger.json()).not.toHaveProperty('downloadTokens');
    const shop = await fetch(objectUrl(server.url(), name), { headers: { Origin: APP_ORIGIN } });
    expect(await shop.json()).toMatchObject({ downloadTokens: expect.any(String) });
    // The SDK outside a browser sends no Origin: it finds no download URL.
    await expect(getDownloadURL(ref(storage, name))).rejects.toMatchObject({
      code: 'storage/no-download-url',
    });
  });

  it('refuses an SVG and a second type after the first, with the storage headers', async () => {
    for (const [name, contentType, bytes] of [
      ['product_picture/script.svg', 'image/svg+xml', SVG_WITH_SCRIPT],
      ['product_picture/page.png', 'image/png,text/html', PNG],
    ] as const) {
      const response = await fetch(...uploadRequest(server.url(), { name, contentType, bytes }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 403, message: expect.any(String) } });
      expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
    }
  });

  it('refuses a boundary of 8,000 characters with a 400', async () => {
    const response = await fetch(
      ...uploadRequest(server.url(), {
        name: 'product_picture/long-boundary.png',
        contentType: 'image/png',
        bytes: PNG,
        boundary: 'b'.repeat(8_000),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 400, message: expect.any(String) } });
  });

  it('responds 413 to a Content-Length above the limit without waiting for the body', async () => {
    // Only the headers go out: the response must come while the body is still unsent. A body
    // announced only a little above the limit would be read to its end first (for up to five
    // seconds when it never comes), so this one is announced far above it.
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const sent = httpRequest(
          `${server.url()}/v0/b/${BUCKET}/o?name=product_picture%2Fhuge.png`,
          {
            method: 'POST',
            headers: {
              'X-Goog-Upload-Protocol': 'multipart',
              'Content-Type': 'multipart/related; boundary=1234567890',
              'Content-Length': String(MAX_UPLOAD_BODY_BYTES + LINGER_BYTES + 1),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body: text });
              sent.destroy();
            });
          },
        );
        sent.on('error', reject);
        sent.flushHeaders();
      },
    );
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: { code: 413, message: expect.any(String) } });
  });
});

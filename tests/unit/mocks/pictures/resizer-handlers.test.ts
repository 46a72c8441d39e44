// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { RESIZER_DETAILS } from '../../../../mocks/pictures/resizer-handlers';
import { PICTURE_RESIZERS, type PictureResizer } from '../../../../src/config/pictures';
import { resizedPictureUrl } from '../../../../src/lib/picture-sources';
import {
  objectUrl,
  PICTURES,
  SAFETY_HEADERS,
  safetyHeadersOf,
  uploadRequest,
} from '../../../support/storage-upload';

const STORAGE = 'https://firebasestorage.googleapis.com';
const SHOP = 'http://localhost:5173';
const DRAWING = '/mock-images/technology/phone/1f2937.svg';
const PNG = PICTURES['image/png'];

let uploads = 0;

/** A PNG in the mock bucket, by its download URL (token included), as getDownloadURL gives it. */
async function storedPng(): Promise<{ name: string; token: string; downloadUrl: string }> {
  const name = `product_picture/resized-${(uploads += 1)}.png`;
  const response = await fetch(
    ...uploadRequest(STORAGE, { name, contentType: 'image/png', bytes: PNG }),
  );
  expect(response.status).toBe(200);
  const { downloadTokens: token } = (await response.json()) as { downloadTokens: string };
  return { name, token, downloadUrl: objectUrl(STORAGE, name, token) };
}

/** The shop's request to its host's resizer (src/lib/picture-sources.ts), on the shop's origin. */
function resized(picture: string, resizer: PictureResizer, width = 384): string {
  const url = new URL(picture, SHOP);
  return SHOP + resizedPictureUrl(url, width, resizer, url.origin === SHOP);
}

/** The URLs of the requests the mock saw while `work` ran. */
async function requestsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(request.url);
  server.events.on('request:start', record);
  await work();
  server.events.removeListener('request:start', record);
  return seen;
}

describe.each(PICTURE_RESIZERS)("the %s resizer's URL on the mock", (resizer) => {
  it("answers a bucket picture's bytes whole, as the bucket serves them", async () => {
    const { downloadUrl } = await storedPng();
    const response = await fetch(resized(downloadUrl, resizer));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
  });

  it("answers a seed drawing on the shop's own origin", async () => {
    const response = await fetch(resized(`${SHOP}${DRAWING}`, resizer, 96));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg /);
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
  });

  it('refuses a width the shop never asks for with a 400', async () => {
    const { downloadUrl } = await storedPng();
    for (const width of [100, 2048]) {
      const response = await fetch(resized(downloadUrl, resizer, width));
      expect(response.status, String(width)).toBe(400);
      expect(await response.json()).toEqual({ detail: RESIZER_DETAILS.width });
    }
  });

  it('answers 404 for an object the bucket does not hold, 403 for another token', async () => {
    const { name, token } = await storedPng();
    const unknown = await fetch(
      resized(objectUrl(STORAGE, 'product_picture/none.png', token), resizer),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: RESIZER_DETAILS.notFound });
    const wrongToken = await fetch(resized(objectUrl(STORAGE, name, 'guessed'), resizer));
    expect(wrongToken.status).toBe(403);
    expect(await wrongToken.json()).toEqual({ detail: RESIZER_DETAILS.token });
    expect(safetyHeadersOf(wrongToken)).toEqual(SAFETY_HEADERS);
  });

  it('answers 404 for a picture of another origin, and fetches nothing from there', async () => {
    for (const elsewhere of [
      'https://pictures.example/photo.jpg',
      `https://pictures.example${DRAWING}`,
    ]) {
      const url = resized(elsewhere, resizer);
      let status = 0;
      const seen = await requestsDuring(async () => (status = (await fetch(url)).status));
      expect(status, elsewhere).toBe(404);
      expect(seen).toEqual([url]);
    }
  });
});

describe('the resizers on the mock, in the forms the shop writes', () => {
  it("reads Cloudflare's own path without its leading slash, and its short width option", async () => {
    const ownPath = await fetch(`${SHOP}/cdn-cgi/image/width=128,format=auto${DRAWING}`);
    expect(ownPath.status).toBe(200);
    const { downloadUrl } = await storedPng();
    const shortWidth = await fetch(`${SHOP}/cdn-cgi/image/w=128/${downloadUrl}`);
    expect(new Uint8Array(await shortWidth.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a request that names no picture with a 400', async () => {
    for (const path of ['/.netlify/images?w=384', '/_vercel/image?w=384&q=75', '/_pictures/384/']) {
      const response = await fetch(SHOP + path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ detail: RESIZER_DETAILS.source });
    }
  });
});

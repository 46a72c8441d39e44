// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resizedPictureUrl } from '../../../../src/lib/picture-sources';
import {
  objectUrl,
  PICTURES,
  SAFETY_HEADERS,
  safetyHeadersOf,
  uploadRequest,
} from '../../../support/storage-upload';
import { APP_ORIGIN, useMockServer } from '../../support/harness';

const server = useMockServer();
const PNG = PICTURES['image/png'];

/** A PNG uploaded from the shop's page (which is handed the token), by its download URL. */
async function storedPng(name: string): Promise<string> {
  const response = await fetch(
    ...uploadRequest(
      server.url(),
      { name, contentType: 'image/png', bytes: PNG },
      { Origin: APP_ORIGIN },
    ),
  );
  expect(response.status).toBe(200);
  const { downloadTokens } = (await response.json()) as { downloadTokens: string };
  return objectUrl(server.url(), name, downloadTokens);
}

describe('the resizers through the HTTP mock server (storage emulator host)', () => {
  it('answers the bucket picture whole in the nginx form, a whole URL in the path', async () => {
    const downloadUrl = await storedPng('product_picture/nginx.png');
    const path = resizedPictureUrl(new URL(downloadUrl), 384, 'nginx', false);
    expect(path).toContain('/_pictures/384/http://');

    const response = await fetch(server.url() + path);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(safetyHeadersOf(response)).toEqual(SAFETY_HEADERS);
  });

  it('answers the Netlify form too, and refuses a wrong width and another origin', async () => {
    const downloadUrl = await storedPng('product_picture/netlify.png');
    const asked = (picture: string, width: number) =>
      fetch(server.url() + resizedPictureUrl(new URL(picture), width, 'netlify', false));

    const picture = await asked(downloadUrl, 768);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    expect((await asked(downloadUrl, 700)).status).toBe(400);
    const elsewhere = await asked('https://pictures.example/photo.jpg', 768);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ detail: 'Not Found' });
  });
});

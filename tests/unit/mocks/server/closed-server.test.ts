// @vitest-environment node
import { get } from 'node:http';
import { expect, it } from 'vitest';
import { createMockServer } from '../../../../mocks/server/app';
import { DEFAULT_CORS_ORIGINS } from '../../../../mocks/server/cors';
import { mockSettings } from '../../../../mocks/settings';
import { PICTURES, uploadRequest } from '../../../support/storage-upload';

const STORAGE = 'https://firebasestorage.googleapis.com';

/** A GET over a socket of its own: this file's fetch goes to the in-process mock. */
const readJson = (url: string) =>
  new Promise<unknown>((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });

// The files of a worker share the mock's modules: an HTTP server keeps its settings in its own
// sessions, and a closed one hands back the download-token rule it set, or the next file's
// uploads come back without their download token.
it('keeps its settings to itself and hands back the download-token rule once it is closed', async () => {
  const before = { ...mockSettings };
  const server = createMockServer({
    host: '127.0.0.1',
    port: 0,
    latencyMs: 7,
    seedProducts: 3,
    seedPictures: ['https://pictures.example/photo.jpg'],
    corsOrigins: DEFAULT_CORS_ORIGINS,
  });
  const url = await server.listen();
  expect(await readJson(`${url}/__mock/state`)).toMatchObject({
    latencyMs: 7,
    seedProducts: 3,
  });
  expect(mockSettings).toEqual(before);
  await server.close();

  expect(mockSettings).toEqual(before);
  const upload = await fetch(
    ...uploadRequest(STORAGE, {
      name: 'product_picture/after-close.png',
      contentType: 'image/png',
      bytes: PICTURES['image/png'],
    }),
  );
  expect(upload.status).toBe(200);
  expect(await upload.json()).toHaveProperty('downloadTokens');
});

// @vitest-environment node
import { expect, it } from 'vitest';
import { createMockServer } from '../../../../mocks/server/app';
import { DEFAULT_CORS_ORIGINS } from '../../../../mocks/server/cors';
import { mockSettings } from '../../../../mocks/settings';
import { PICTURES, uploadRequest } from '../../../support/storage-upload';

const STORAGE = 'https://firebasestorage.googleapis.com';

// The files of a worker share the mock's modules: a closed HTTP server must leave the next file
// the in-process mock it found, or that file's uploads come back without their download token.
it('hands back the settings and the download-token rule it set once it is closed', async () => {
  const before = { ...mockSettings };
  const server = createMockServer({
    host: '127.0.0.1',
    port: 0,
    latencyMs: 7,
    seedProducts: 3,
    seedPictures: ['https://pictures.example/photo.jpg'],
    corsOrigins: DEFAULT_CORS_ORIGINS,
  });
  await server.listen();
  expect(mockSettings.latencyMs).toBe(7);
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

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, guestSession, useMockServer } from '../../support/harness';

const PHOTOS = ['http://127.0.0.1:8080/stored/photo-1.webp', 'https://pictures.test/photo-2.webp'];
const server = useMockServer({ seedPictures: PHOTOS });

describe('seed photos instead of the drawings (MOCK_SEED_PICTURES)', () => {
  it('gives product i photo (i - 1) mod N at a URL of its own', async () => {
    // The unit tests' setup seeds the shared db with drawings before each test: the server's
    // own seed comes back with a reset.
    await call(server.url(), 'POST', '/__mock/reset', { body: {} });
    const session = await guestSession(server.url());
    const imageUrls = await Promise.all(
      [1, 2, 3].map(async (id) => {
        const response = await call(server.url(), 'GET', `/api/product/${id}`, { session });
        return ((await response.json()) as { product: { image_url: string } }).product.image_url;
      }),
    );
    expect(imageUrls).toEqual([
      `${PHOTOS[0]}?product=1`,
      `${PHOTOS[1]}?product=2`,
      `${PHOTOS[0]}?product=3`,
    ]);
  });
});

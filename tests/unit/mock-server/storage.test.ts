// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { useMockServer } from './harness';

const server = useMockServer();
const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'webshop-demo', storageBucket: 'webshop-demo.appspot.com' },
  'mock-server-storage-test',
);
afterAll(() => deleteApp(app));

describe('Firebase Storage through the HTTP mock server (emulator host)', () => {
  it('uploads a picture with the SDK and serves its download URL', async () => {
    const storage = getStorage(app);
    const { hostname, port } = new URL(server.url());
    connectStorageEmulator(storage, hostname, Number(port));
    const picture = ref(storage, 'product_picture/test-pixel.png');
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

    await uploadBytes(picture, bytes, { contentType: 'image/png' });
    const url = await getDownloadURL(picture);

    expect(url.startsWith(server.url())).toBe(true);
    const download = await fetch(url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });
});

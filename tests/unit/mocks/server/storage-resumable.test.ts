// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET } from '../../../support/storage-upload';
import { describeResumableUploads } from '../../support/resumable-uploads';
import { APP_ORIGIN, useMockServer } from '../../support/harness';

/** The Firebase SDK's resumable uploads against the HTTP mock server (the emulator host). */
const server = useMockServer();
const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'webshop-demo', storageBucket: BUCKET },
  'mock-server-resumable-uploads-test',
);
let storage: FirebaseStorage;
beforeAll(() => {
  storage = getStorage(app);
  const { hostname, port } = new URL(server.url());
  connectStorageEmulator(storage, hostname, Number(port));
});
afterAll(() => deleteApp(app));

describeResumableUploads({
  base: () => server.url(),
  storage: () => storage,
  useScenarios: (names) => void server.mock().scenarios.use(names),
  clearScenarios: () => server.mock().scenarios.clear(),
  // A browser sends the page's origin with the SDK's cross-origin calls: the download token's key.
  pageHeaders: { Origin: APP_ORIGIN },
});

describe('CORS for the resumable protocol', () => {
  it("lets the shop's page send the protocol's headers and read the ones the SDK reads", async () => {
    const preflight = await fetch(`${server.url()}/v0/b/${BUCKET}/o`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'x-goog-upload-protocol,x-goog-upload-command,x-goog-upload-offset,x-goog-upload-header-content-length,x-goog-upload-header-content-type',
      },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'x-goog-upload-protocol',
      'x-goog-upload-command',
      'x-goog-upload-offset',
      'x-goog-upload-header-content-length',
      'x-goog-upload-header-content-type',
    ]) {
      expect(allowed).toContain(header);
    }

    const start = await fetch(`${server.url()}/v0/b/${BUCKET}/o?name=product_picture%2Fcors.png`, {
      method: 'POST',
      headers: {
        Origin: APP_ORIGIN,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '1000',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: '{}',
    });
    expect(start.status).toBe(200);
    const exposed = (start.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const header of [
      'x-goog-upload-url',
      'x-goog-upload-status',
      'x-goog-upload-size-received',
    ]) {
      expect(exposed).toContain(header);
    }
  });
});

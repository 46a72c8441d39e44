// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import { getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { storageScenarios } from '../../../../../mocks/scenarios/storage';
import { parseMultipartUpload } from '../../../../../mocks/storage/multipart';
import { db } from '../../../../../mocks/data/db';
import { clearObjects, MAX_OBJECT_BYTES } from '../../../../../mocks/storage/objects';
import { MAX_UPLOAD_BODY_BYTES } from '../../../../../mocks/storage/upload-body';
import {
  productPicturePath,
  sanitizeFileName,
} from '../../../../../src/features/product-admin/storage/object-name';
import {
  STORAGE_FAILURE_MESSAGES,
  StorageUploadError,
  storageFailureMessage,
} from '../../../../../src/features/product-admin/storage/storage-errors';

const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'webshop-demo', storageBucket: 'webshop-demo.appspot.com' },
  'product-admin-storage-test',
);
const storage = getStorage(app);
afterAll(() => deleteApp(app));
beforeEach(() => clearObjects());

const PIXEL = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 45, 45, 13, 10]);

async function uploadAndGetUrl(path: string, contentType = 'image/png', bytes = PIXEL) {
  const picture = ref(storage, path);
  await uploadBytes(picture, bytes, { contentType });
  return getDownloadURL(picture);
}

/** What the SDK throws for a storage call, as its code and the app's message. */
async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return { code: (error as { code?: string }).code, message: storageFailureMessage(error) };
  }
  throw new Error('The storage call did not fail.');
}

describe('storage error mapping', () => {
  it.each([
    ['storage/unauthenticated', STORAGE_FAILURE_MESSAGES.unauthenticated],
    ['storage/quota-exceeded', STORAGE_FAILURE_MESSAGES.quotaExceeded],
    ['storage/unauthorized', STORAGE_FAILURE_MESSAGES.unauthorized],
    ['storage/object-not-found', STORAGE_FAILURE_MESSAGES.objectNotFound],
    ['storage/retry-limit-exceeded', STORAGE_FAILURE_MESSAGES.noResponse],
    ['storage/canceled', STORAGE_FAILURE_MESSAGES.canceled],
  ])('maps %s', (code, message) => {
    expect(storageFailureMessage({ code })).toBe(message);
  });

  it('falls back on the HTTP status, then on a generic message', () => {
    expect(storageFailureMessage({ code: 'storage/unknown', status: 402 })).toBe(
      STORAGE_FAILURE_MESSAGES.quotaExceeded,
    );
    expect(storageFailureMessage({ code: 'storage/unknown', status: 404 })).toBe(
      STORAGE_FAILURE_MESSAGES.objectNotFound,
    );
    expect(storageFailureMessage({ code: 'storage/unknown', status: 413 })).toBe(
      STORAGE_FAILURE_MESSAGES.tooLarge,
    );
    expect(storageFailureMessage(new Error('boom'))).toBe(STORAGE_FAILURE_MESSAGES.unknown);
    expect(storageFailureMessage(null)).toBe(STORAGE_FAILURE_MESSAGES.unknown);
  });

  it('names the status in each of the four messages', () => {
    expect(STORAGE_FAILURE_MESSAGES.unauthenticated).toContain('401');
    expect(STORAGE_FAILURE_MESSAGES.quotaExceeded).toContain('402');
    expect(STORAGE_FAILURE_MESSAGES.unauthorized).toContain('403');
    expect(STORAGE_FAILURE_MESSAGES.objectNotFound).toContain('404');
  });

  it('StorageUploadError carries the mapped message and its cause', () => {
    const cause = { code: 'storage/quota-exceeded' };
    const error = new StorageUploadError(cause);
    expect(error.message).toBe(STORAGE_FAILURE_MESSAGES.quotaExceeded);
    expect(error.cause).toBe(cause);
  });
});

describe('product picture names', () => {
  it('sanitizes the original name and prefixes a unique id', () => {
    expect(sanitizeFileName('My Photo (1).PNG')).toBe('my-photo-1.png');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeFileName('???')).toBe('image');
    expect(productPicturePath('a b.png', 'id-1')).toBe('product_picture/id-1-a-b.png');
    expect(productPicturePath('a.png')).not.toBe(productPicturePath('a.png'));
  });
});

describe('mock Firebase Storage through the SDK (default host)', () => {
  it('stores the upload and serves its bytes and type at the download URL', async () => {
    const url = await uploadAndGetUrl('product_picture/abc-pixel.png');
    expect(url).toMatch(
      /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/webshop-demo\.appspot\.com\/o\/product_picture%2Fabc-pixel\.png\?alt=media&token=[\w-]+$/,
    );
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PIXEL);
    // Kept in the mock db, so it is reset and persisted with the products.
    expect(db.storageObject.count()).toBe(1);
  });

  it('refuses a download without the right token', async () => {
    const url = await uploadAndGetUrl('product_picture/token.png');
    const forged = await fetch(url.replace(/token=[\w-]+/, 'token=forged'));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: 403, message: expect.any(String) } });
  });

  it('forbids writing outside product_picture/, non-images and overwriting', async () => {
    expect((await failureOf(() => uploadAndGetUrl('elsewhere/a.png'))).code).toBe(
      'storage/unauthorized',
    );
    expect(
      (await failureOf(() => uploadAndGetUrl('product_picture/a.txt', 'text/plain'))).code,
    ).toBe('storage/unauthorized');
    const tooBig = new Uint8Array(MAX_OBJECT_BYTES + 1);
    expect(
      (await failureOf(() => uploadAndGetUrl('product_picture/big.png', 'image/png', tooBig))).code,
    ).toBe('storage/unauthorized');
    await uploadAndGetUrl('product_picture/once.png');
    expect((await failureOf(() => uploadAndGetUrl('product_picture/once.png'))).code).toBe(
      'storage/unauthorized',
    );
  });

  it('refuses a picture larger than an upload body may be with a 413, which the form names', async () => {
    const huge = new Uint8Array(MAX_UPLOAD_BODY_BYTES);
    huge.set(PIXEL);
    const failure = await failureOf(() =>
      uploadAndGetUrl('product_picture/huge.png', 'image/png', huge),
    );
    expect(failure.message).toBe(STORAGE_FAILURE_MESSAGES.tooLarge);
  });

  it('responds 404 (object-not-found) for the URL of an object never uploaded', async () => {
    const failure = await failureOf(() => getDownloadURL(ref(storage, 'product_picture/none.png')));
    expect(failure).toEqual({
      code: 'storage/object-not-found',
      message: STORAGE_FAILURE_MESSAGES.objectNotFound,
    });
  });
});

describe('storage scenarios make the SDK raise the matching error', () => {
  it.each([
    [
      'storage-unauthenticated',
      'storage/unauthenticated',
      STORAGE_FAILURE_MESSAGES.unauthenticated,
    ],
    ['storage-quota', 'storage/quota-exceeded', STORAGE_FAILURE_MESSAGES.quotaExceeded],
    ['storage-forbidden', 'storage/unauthorized', STORAGE_FAILURE_MESSAGES.unauthorized],
    ['storage-not-found', 'storage/object-not-found', STORAGE_FAILURE_MESSAGES.objectNotFound],
  ])('%s -> %s', async (scenario, code, message) => {
    server.use(...storageScenarios[scenario].handlers());
    const failure = await failureOf(() => uploadAndGetUrl('product_picture/scenario.png'));
    expect(failure).toEqual({ code, message });
  });
});

describe('multipart upload body', () => {
  it('keeps binary bytes intact, including CRLF and dashes', () => {
    const encoder = new TextEncoder();
    const head = encoder.encode(
      '--b1\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"x"}\r\n--b1\r\nContent-Type: image/png\r\n\r\n',
    );
    const tail = encoder.encode('\r\n--b1--');
    const body = new Uint8Array([...head, ...PIXEL, ...tail]);
    expect(parseMultipartUpload(body, 'b1')).toEqual({
      metadata: { name: 'x' },
      contentType: 'image/png',
      bytes: PIXEL,
    });
    expect(parseMultipartUpload(encoder.encode('garbage'), 'b1')).toBeNull();
  });
});

import { delay, http, HttpResponse } from 'msw';
import { storageError, STORAGE_MESSAGES } from '../storage/errors';
import { storagePaths } from '../storage/handlers';
import { chunkUnderWayOf, receivePartOf } from '../storage/resumable';
import { readUploadBody } from '../storage/upload-body';
import type { ScenarioGroup } from './types';

export const SLOW_UPLOAD_DELAY_MS = 1500;

/** Uploads an `upload-interrupted` scenario remembers having cut; a bound keeps the set small. */
const MAX_REMEMBERED_UPLOADS = 1000;

const failUpload = (status: number, message: string) =>
  http.post(storagePaths.bucket, () => storageError(status, message));

/**
 * The connection drops once per upload, halfway. A resumable upload's first chunk that reaches
 * half its declared size keeps the bytes before that point, then fails as a network error; the
 * SDK sends the chunk again, is told the offset is stale, queries and resumes from the half. A
 * one-shot (multipart) upload fails whole the first time; the SDK sends it again.
 */
function interruptOncePerUpload() {
  const interrupted = new Set<string>();
  const firstTime = (upload: string) => {
    if (interrupted.has(upload)) return false;
    if (interrupted.size >= MAX_REMEMBERED_UPLOADS) interrupted.clear();
    interrupted.add(upload);
    return true;
  };
  return http.post(storagePaths.bucket, async ({ request }) => {
    const chunk = chunkUnderWayOf(request);
    if (chunk) {
      const bytes = await readUploadBody(request.clone());
      const half = Math.ceil(chunk.declaredSize / 2);
      if (!bytes || chunk.offset + bytes.byteLength < half || !firstTime(chunk.uploadId)) return;
      receivePartOf(chunk, bytes.slice(0, half - chunk.offset));
      return HttpResponse.error();
    }
    const name = new URL(request.url).searchParams.get('name');
    const oneShot = request.headers.get('X-Goog-Upload-Protocol') === 'multipart';
    if (!oneShot || name === null || !firstTime(name)) return;
    // Dropped once the body was sent, not before: the whole picture went out for nothing.
    await readUploadBody(request);
    return HttpResponse.error();
  });
}

export const storageScenarios: ScenarioGroup = {
  'storage-unauthenticated': {
    description: 'Image uploads get 401: not signed in to the storage service.',
    handlers: () => [failUpload(401, STORAGE_MESSAGES.unauthenticated)],
  },
  'storage-quota': {
    description: 'Image uploads get 402: the bucket quota is exceeded.',
    handlers: () => [failUpload(402, STORAGE_MESSAGES.quota)],
  },
  'storage-forbidden': {
    description: 'Image uploads get 403: not allowed to write to product_picture/.',
    handlers: () => [failUpload(403, STORAGE_MESSAGES.forbidden)],
  },
  'storage-not-found': {
    description:
      'The upload succeeds but its object is not found afterwards: the download URL request gets 404.',
    handlers: () => [
      http.get(storagePaths.object, () => storageError(404, STORAGE_MESSAGES.notFound)),
    ],
  },
  'upload-interrupted': {
    description:
      'The connection drops once halfway through each image upload; the SDK tries again after 2 to 3 s: a picture above 256 KB resumes from where it stopped, a smaller one is sent again whole.',
    handlers: () => [interruptOncePerUpload()],
  },
  'slow-upload': {
    description: `Every image upload request (a picture up to 256 KB, or each 256 KB+ chunk of a larger one) is answered after ${SLOW_UPLOAD_DELAY_MS / 1000} s: progress can be watched, and the upload cancelled.`,
    handlers: () => [
      http.post(storagePaths.bucket, async () => {
        await delay(SLOW_UPLOAD_DELAY_MS);
      }),
    ],
  },
};

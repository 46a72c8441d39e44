import { http } from 'msw';
import { metadataResponse } from './download-tokens';
import { downloadableObject, downloadResponse } from './downloads';
import { storageError, STORAGE_MESSAGES } from './errors';
import { boundaryOf, parseMultipartUpload } from './multipart';
import { objectLocationOf } from './locations';
import { findObject, storeNewObject } from './objects';
import { isResumableUpload, resumableUpload } from './resumable';
import { mayStore } from './rules';
import { readUploadBody } from './upload-body';

/** Firebase Storage REST paths on any origin (the real host, or an emulator host:port). */
export const storagePaths = {
  bucket: '*/v0/b/:bucket/o',
  object: '*/v0/b/:bucket/o/:object',
  any: '*/v0/b/*',
} as const;

/** Bucket and object path of a storage request. */
const locationOf = (request: Request) => objectLocationOf(new URL(request.url).pathname);

/** The one-shot upload the SDK sends for files up to 256 KB: metadata and bytes in one body. */
async function multipartUpload(request: Request, bucket: string): Promise<Response> {
  const boundary = boundaryOf(request.headers.get('Content-Type'));
  if (request.headers.get('X-Goog-Upload-Protocol') !== 'multipart' || !boundary) {
    return storageError(400, STORAGE_MESSAGES.badRequest);
  }
  const body = await readUploadBody(request);
  if (!body) return storageError(413, STORAGE_MESSAGES.tooLarge);
  const parsed = parseMultipartUpload(body, boundary);
  const nameFromMetadata = typeof parsed?.metadata.name === 'string' ? parsed.metadata.name : '';
  const fullPath = new URL(request.url).searchParams.get('name') ?? nameFromMetadata;
  if (!parsed || !fullPath) return storageError(400, STORAGE_MESSAGES.badRequest);
  const { contentType, bytes } = parsed;
  const upload = {
    bucket,
    fullPath,
    contentType,
    metadataType: parsed.metadata.contentType,
    size: bytes.byteLength,
  };
  if (!mayStore(upload, bytes)) return storageError(403, STORAGE_MESSAGES.forbidden);
  return metadataResponse(request, storeNewObject(bucket, fullPath, contentType, bytes));
}

function upload(request: Request): Promise<Response> | Response {
  const location = locationOf(request);
  if (!location) return storageError(400, STORAGE_MESSAGES.badRequest);
  return isResumableUpload(request)
    ? resumableUpload(request, location.bucket)
    : multipartUpload(request, location.bucket);
}

/** The object's metadata (what getDownloadURL reads), or with alt=media its bytes. */
function read(request: Request): Response {
  const location = locationOf(request);
  const query = new URL(request.url).searchParams;
  if (query.get('alt') !== 'media') {
    const object = location && findObject(location.bucket, location.fullPath);
    return object
      ? metadataResponse(request, object)
      : storageError(404, STORAGE_MESSAGES.notFound);
  }
  const object = location ? downloadableObject(location, query.get('token')) : 404;
  if (object === 404) return storageError(404, STORAGE_MESSAGES.notFound);
  if (object === 403) return storageError(403, STORAGE_MESSAGES.forbidden);
  return downloadResponse(object, request.headers.get('Range'));
}

export const storageHandlers = [
  http.post(storagePaths.bucket, ({ request }) => upload(request)),
  http.get(storagePaths.object, ({ request }) => read(request)),
  // Anything else of the storage API gets a response here, so nothing ever reaches the network.
  http.all(storagePaths.any, () => storageError(400, STORAGE_MESSAGES.badRequest)),
];

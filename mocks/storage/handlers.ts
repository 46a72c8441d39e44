import { http, HttpResponse } from 'msw';
import { clock } from '../data/clock';
import { inlineDisposition, STORAGE_RESPONSE_HEADERS, storageJson } from './responses';
import { mayHaveDownloadToken } from './download-tokens';
import { storageError, STORAGE_MESSAGES } from './errors';
import { boundaryOf, parseMultipartUpload, type MultipartUpload } from './multipart';
import {
  findObject,
  MAX_OBJECT_BYTES,
  objectResource,
  saveObject,
  type StoredObject,
} from './objects';
import { isRasterImage } from '../pictures/raster-images';
import { readUploadBody } from './upload-body';

/** Where product pictures may be written, like the real bucket's security rules. */
export const UPLOAD_FOLDER = 'product_picture/';

/** Firebase Storage REST paths on any origin (the real host, or an emulator host:port). */
export const storagePaths = {
  bucket: '*/v0/b/:bucket/o',
  object: '*/v0/b/:bucket/o/:object',
  any: '*/v0/b/*',
} as const;

/** Bucket and object path from the URL; the path arrives as one encoded segment (a/b -> a%2Fb). */
function locationOf(request: Request): { bucket: string; fullPath: string } | null {
  const match = /\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/.exec(new URL(request.url).pathname);
  if (!match) return null;
  try {
    return {
      bucket: decodeURIComponent(match[1]),
      fullPath: match[2] ? decodeURIComponent(match[2]) : '',
    };
  } catch {
    return null;
  }
}

/**
 * A raster picture up to MAX_OBJECT_BYTES, directly in the upload folder; the metadata may not
 * declare another type than the file part.
 */
function mayWrite(fullPath: string, upload: MultipartUpload): boolean {
  const name = fullPath.slice(UPLOAD_FOLDER.length);
  const declared = upload.metadata.contentType;
  return (
    fullPath.startsWith(UPLOAD_FOLDER) &&
    name.length > 0 &&
    !name.includes('/') &&
    (declared === undefined || declared === upload.contentType) &&
    isRasterImage(upload.contentType, upload.bytes) &&
    upload.bytes.byteLength <= MAX_OBJECT_BYTES
  );
}

/** The object resource; its download token only for the shop's own pages. */
function metadataResponse(request: Request, object: StoredObject): Response {
  const { downloadTokens, ...metadata } = objectResource(object);
  return storageJson(mayHaveDownloadToken(request) ? { ...metadata, downloadTokens } : metadata);
}

async function upload(request: Request): Promise<Response> {
  const location = locationOf(request);
  const boundary = boundaryOf(request.headers.get('Content-Type'));
  if (!location || request.headers.get('X-Goog-Upload-Protocol') !== 'multipart' || !boundary) {
    return storageError(400, STORAGE_MESSAGES.badRequest);
  }
  const body = await readUploadBody(request);
  if (!body) return storageError(413, STORAGE_MESSAGES.tooLarge);
  const parsed = parseMultipartUpload(body, boundary);
  const nameFromMetadata = typeof parsed?.metadata.name === 'string' ? parsed.metadata.name : '';
  const fullPath = new URL(request.url).searchParams.get('name') ?? nameFromMetadata;
  if (!parsed || !fullPath) return storageError(400, STORAGE_MESSAGES.badRequest);
  // Objects are never overwritten: every product picture gets a name of its own.
  if (!mayWrite(fullPath, parsed) || findObject(location.bucket, fullPath)) {
    return storageError(403, STORAGE_MESSAGES.forbidden);
  }
  const now = clock.now();
  const object = {
    bucket: location.bucket,
    fullPath,
    contentType: parsed.contentType,
    bytes: parsed.bytes,
    downloadToken: crypto.randomUUID(),
    generation: String(now * 1000),
    timeCreated: new Date(now).toISOString(),
  };
  saveObject(object);
  return metadataResponse(request, object);
}

/** The object's metadata (what getDownloadURL reads), or with alt=media its bytes. */
function read(request: Request): Response {
  const location = locationOf(request);
  const object = location && findObject(location.bucket, location.fullPath);
  if (!object) return storageError(404, STORAGE_MESSAGES.notFound);
  const query = new URL(request.url).searchParams;
  if (query.get('alt') !== 'media') return metadataResponse(request, object);
  if (query.get('token') !== object.downloadToken) {
    return storageError(403, STORAGE_MESSAGES.forbidden);
  }
  return new HttpResponse(object.bytes, {
    headers: {
      ...STORAGE_RESPONSE_HEADERS,
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.byteLength),
      'Content-Disposition': inlineDisposition(object.fullPath),
      'Cache-Control': 'private, max-age=0',
    },
  });
}

export const storageHandlers = [
  http.post(storagePaths.bucket, ({ request }) => upload(request)),
  http.get(storagePaths.object, ({ request }) => read(request)),
  // Anything else of the storage API gets a response here, so nothing ever reaches the network.
  http.all(storagePaths.any, () => storageError(400, STORAGE_MESSAGES.badRequest)),
];

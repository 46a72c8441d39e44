import { http, HttpResponse } from 'msw';
import { inlineDisposition, STORAGE_RESPONSE_HEADERS } from './responses';
import { metadataResponse } from './download-tokens';
import { byteRange } from './byte-range';
import { storageError, STORAGE_MESSAGES } from './errors';
import { boundaryOf, parseMultipartUpload } from './multipart';
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
  const object = location && findObject(location.bucket, location.fullPath);
  if (!object) return storageError(404, STORAGE_MESSAGES.notFound);
  const query = new URL(request.url).searchParams;
  if (query.get('alt') !== 'media') return metadataResponse(request, object);
  if (query.get('token') !== object.downloadToken) {
    return storageError(403, STORAGE_MESSAGES.forbidden);
  }
  const size = object.bytes.byteLength;
  const headers = {
    ...STORAGE_RESPONSE_HEADERS,
    'Content-Type': object.contentType,
    'Content-Disposition': inlineDisposition(object.fullPath),
    'Cache-Control': 'private, max-age=0',
    'Accept-Ranges': 'bytes',
  };
  // Its first bytes only, as the bucket sends them (a resizer reads a photo's orientation so).
  const range = byteRange(request.headers.get('Range'), size);
  if (range === 'unsatisfiable') {
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    });
  }
  if (range) {
    const part = object.bytes.slice(range.start, range.end + 1);
    return new HttpResponse(part, {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(part.byteLength),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      },
    });
  }
  return new HttpResponse(object.bytes, {
    headers: { ...headers, 'Content-Length': String(size) },
  });
}

export const storageHandlers = [
  http.post(storagePaths.bucket, ({ request }) => upload(request)),
  http.get(storagePaths.object, ({ request }) => read(request)),
  // Anything else of the storage API gets a response here, so nothing ever reaches the network.
  http.all(storagePaths.any, () => storageError(400, STORAGE_MESSAGES.badRequest)),
];

import { HttpResponse } from 'msw';
import { byteRange } from './byte-range';
import type { ObjectLocation } from './locations';
import { findObject, type StoredObject } from './objects';
import { inlineDisposition, STORAGE_RESPONSE_HEADERS } from './responses';

/** Why a download URL gets no bytes: no such object (404), or not its token (403). */
export type DownloadRefusal = 403 | 404;

/**
 * The object a download URL (`alt=media&token=…`) names, when its token is the object's: the
 * token is the only key to the bytes. Read by the bucket and by the resizers' mock alike.
 */
export function downloadableObject(
  location: ObjectLocation,
  token: string | null,
): StoredObject | DownloadRefusal {
  const object = findObject(location.bucket, location.fullPath);
  if (!object) return 404;
  return token === object.downloadToken ? object : 403;
}

/** What an object's bytes carry wherever they are served: its type, its name, safety headers. */
export function objectBytesHeaders(object: StoredObject): Record<string, string> {
  return {
    ...STORAGE_RESPONSE_HEADERS,
    'Content-Type': object.contentType,
    'Content-Disposition': inlineDisposition(object.fullPath),
  };
}

/** The bytes of a download URL: whole, or the part a `Range` header asks for. */
export function downloadResponse(object: StoredObject, rangeHeader: string | null): Response {
  const size = object.bytes.byteLength;
  const headers = {
    ...objectBytesHeaders(object),
    'Cache-Control': 'private, max-age=0',
    'Accept-Ranges': 'bytes',
  };
  // Its first bytes only, as the bucket sends them (a resizer reads a photo's orientation so).
  const range = byteRange(rangeHeader, size);
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

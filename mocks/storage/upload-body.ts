import { MAX_OBJECT_BYTES } from './objects';

/** Room beside the file for the metadata part, the part headers and the boundaries. */
const MAX_ENVELOPE_BYTES = 64 * 1024;

/** The largest upload body the bucket reads: its largest object and the envelope around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_OBJECT_BYTES + MAX_ENVELOPE_BYTES;

/**
 * The upload's body, or null when it is larger than `limit`: a Content-Length above it is refused
 * before a byte is read, and a body without one is read up to the limit only. Firefox's requests
 * have no `body` stream (its service worker hands the mock such a request): there the body is read
 * whole, then measured.
 */
export async function readUploadBody(
  request: Request,
  limit = MAX_UPLOAD_BODY_BYTES,
): Promise<Uint8Array | null> {
  if (Number(request.headers.get('Content-Length')) > limit) return null;
  if (request.body === undefined) {
    const whole = new Uint8Array(await request.arrayBuffer());
    return whole.byteLength > limit ? null : whole;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      // Only let go: cancelling would close the connection before the response is sent.
      reader.releaseLock();
      return null;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

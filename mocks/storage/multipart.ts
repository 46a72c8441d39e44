/**
 * Reads the `multipart/related` body the Firebase SDK sends for `uploadBytes`:
 * a JSON metadata part, then the file's bytes with their content type.
 */
export interface MultipartUpload {
  metadata: Record<string, unknown>;
  contentType: string;
  bytes: Uint8Array;
}

/** RFC 2046: one to 70 characters of this set, the last one not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A search for `needle` that reads each byte of the haystack once (Knuth–Morris–Pratt), so a
 * hostile body costs time in proportion to its length, whatever the boundary.
 */
function byteFinder(needle: Uint8Array): (haystack: Uint8Array, from: number) => number {
  // fallback[i]: the length of the longest proper prefix of needle[0..i] that is also its suffix.
  const fallback = new Uint16Array(needle.length);
  for (let index = 1, matched = 0; index < needle.length; index += 1) {
    while (matched > 0 && needle[index] !== needle[matched]) matched = fallback[matched - 1];
    if (needle[index] === needle[matched]) matched += 1;
    fallback[index] = matched;
  }
  return (haystack, from) => {
    for (let index = from, matched = 0; index < haystack.length; index += 1) {
      while (matched > 0 && haystack[index] !== needle[matched]) matched = fallback[matched - 1];
      if (haystack[index] === needle[matched]) matched += 1;
      if (matched === needle.length) return index - needle.length + 1;
    }
    return -1;
  };
}

const findHeaderEnd = byteFinder(encoder.encode('\r\n\r\n'));

/** The boundary of a `multipart/related` Content-Type; null when absent or not as RFC 2046 allows. */
export function boundaryOf(contentType: string | null): string | null {
  const match = /^multipart\/related;\s*boundary=("?)([^";]+)\1/i.exec(contentType ?? '');
  return match && BOUNDARY.test(match[2]) ? match[2] : null;
}

/** One part: its headers (lower-case names) and its body bytes. */
function readPart(part: Uint8Array): { headers: Record<string, string>; body: Uint8Array } | null {
  const split = findHeaderEnd(part, 0);
  if (split < 0) return null;
  const headers: Record<string, string> = {};
  for (const line of decoder.decode(part.subarray(0, split)).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.subarray(split + 4) };
}

/** The metadata and file of an upload body; null when the body is not of that shape. */
export function parseMultipartUpload(body: Uint8Array, boundary: string): MultipartUpload | null {
  const delimiter = encoder.encode(`--${boundary}`);
  const findFirst = byteFinder(delimiter);
  const findNext = byteFinder(encoder.encode(`\r\n--${boundary}`));
  const parts: Uint8Array[] = [];
  let cursor = findFirst(body, 0);
  while (cursor >= 0) {
    const start = cursor + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // "--": the closing delimiter
    const next = findNext(body, start);
    if (next < 0 || parts.length === 2) return null;
    parts.push(body.subarray(start + 2, next)); // skips the CRLF after the delimiter
    cursor = next + 2;
  }
  if (parts.length !== 2) return null;
  const [metaPart, filePart] = parts.map(readPart);
  if (!metaPart || !filePart) return null;
  let metadata: unknown;
  try {
    metadata = JSON.parse(decoder.decode(metaPart.body));
  } catch {
    return null;
  }
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return null;
  return {
    metadata: metadata as Record<string, unknown>,
    contentType: filePart.headers['content-type'] ?? 'application/octet-stream',
    bytes: filePart.body.slice(),
  };
}

/**
 * Reads the `multipart/related` body the Firebase SDK sends for `uploadBytes`:
 * a JSON metadata part, then the file's bytes with their content type.
 */
export interface MultipartUpload {
  metadata: Record<string, unknown>;
  contentType: string;
  bytes: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let start = from; start <= haystack.length - needle.length; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

export function boundaryOf(contentType: string | null): string | null {
  const match = /^multipart\/related;\s*boundary=("?)([^";]+)\1/i.exec(contentType ?? '');
  return match ? match[2] : null;
}

/** One part: its headers (lower-case names) and its body bytes. */
function readPart(part: Uint8Array): { headers: Record<string, string>; body: Uint8Array } | null {
  const split = indexOfBytes(part, encoder.encode('\r\n\r\n'));
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
  const parts: Uint8Array[] = [];
  let cursor = indexOfBytes(body, delimiter);
  while (cursor >= 0) {
    const start = cursor + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // "--": the closing delimiter
    const next = indexOfBytes(body, encoder.encode(`\r\n--${boundary}`), start);
    if (next < 0) return null;
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

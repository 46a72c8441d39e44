import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * What every storage response carries, bytes, metadata and errors alike: the browser never guesses
 * another type than the one declared, and a response opened as a page is sandboxed with nothing
 * allowed, so no script in it runs on the mock's origin.
 */
export const STORAGE_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

export function storageJson(
  body: JsonBodyType,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return HttpResponse.json(body, { status, headers: { ...STORAGE_RESPONSE_HEADERS, ...headers } });
}

/** A `filename*` value (RFC 5987): encodeURIComponent leaves ' ( ) * as they are, it may not. */
const encodeAttribute = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `inline` with the object's own name: opened directly the picture shows (sandboxed, see above),
 * and an <img> ignores the header. The plain `filename` keeps only safe ASCII characters.
 */
export function inlineDisposition(fullPath: string): string {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  const plain = name.replace(/[^\w.-]/g, '_') || 'picture';
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeAttribute(name)}`;
}

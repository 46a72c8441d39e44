/**
 * The pictures the bucket takes: PNG, JPEG, WebP and GIF, each declared by its exact content type
 * and recognised by its first bytes. Nothing a browser could run as a page gets in: an SVG can
 * carry script, and `image/png,text/html` or bytes that are not the declared image are refused.
 */
const SIGNATURES = new Map<string, (bytes: Uint8Array) => boolean>([
  ['image/png', (bytes) => startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (bytes) => startsWith(bytes, 0, [0xff, 0xd8, 0xff])],
  [
    'image/gif',
    (bytes) => startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a')),
  ],
  [
    'image/webp',
    (bytes) => startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')),
  ],
]);

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, offset: number, expected: number[]): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** True when `contentType` is exactly one of the raster types, before any of its bytes is seen. */
export function isRasterType(contentType: string): boolean {
  return SIGNATURES.has(contentType);
}

/** True when `contentType` is exactly one of the raster types and the bytes are of that type. */
export function isRasterImage(contentType: string, bytes: Uint8Array): boolean {
  return SIGNATURES.get(contentType)?.(bytes) ?? false;
}

/** Firebase Storage REST calls as the SDK makes them, for the mock bucket's tests. */

export const BUCKET = 'webshop-demo.appspot.com';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The first bytes of a picture of each raster type the bucket takes, then a little more. */
export const PICTURES = {
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 13, 10, 45]),
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0]),
  'image/gif': new Uint8Array([...ascii('GIF89a'), 1, 0, 1, 0, 0]),
  'image/webp': new Uint8Array([...ascii('RIFF'), 26, 0, 0, 0, ...ascii('WEBPVP8 ')]),
} as const;

export const SVG_WITH_SCRIPT = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);

export interface UploadParts {
  /** The object's path in the bucket, e.g. product_picture/a.png. */
  name: string;
  /** The file part's Content-Type. */
  contentType: string;
  bytes: Uint8Array;
  /** The JSON metadata part; by default the name and content type, as the SDK sends them. */
  metadata?: Record<string, unknown>;
  boundary?: string;
}

/** The `multipart/related` body of an upload, exactly as the SDK lays it out. */
export function multipartBody({
  name,
  contentType,
  bytes,
  metadata = { name, contentType },
  boundary = '1234567890',
}: UploadParts): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
      `${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return body;
}

/** The request of an upload to `base` (an origin): its URL and init. */
export function uploadRequest(
  base: string,
  parts: UploadParts,
  headers: Record<string, string> = {},
): [string, RequestInit] {
  const boundary = parts.boundary ?? '1234567890';
  return [
    `${base}/v0/b/${BUCKET}/o?name=${encodeURIComponent(parts.name)}`,
    {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
        ...headers,
      },
      body: multipartBody({ ...parts, boundary }),
    },
  ];
}

/** The URL of an object's metadata at `base`; with a token, of its bytes. */
export function objectUrl(base: string, name: string, token?: string): string {
  const url = `${base}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
  return token === undefined ? url : `${url}?alt=media&token=${token}`;
}

/** The headers every response of the mock bucket carries. */
export const SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

export function safetyHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(
    Object.keys(SAFETY_HEADERS).map((name) => [name, response.headers.get(name)]),
  );
}

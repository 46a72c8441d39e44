import { http, HttpResponse } from 'msw';
import { PICTURE_WIDTHS } from '../../src/config/pictures';
import { DETAILS } from '../http/responses';
import { downloadableObject, objectBytesHeaders } from '../storage/downloads';
import { objectLocationOf } from '../storage/locations';
import { STORAGE_RESPONSE_HEADERS } from '../storage/responses';
import { DRAWING_TYPE, drawingAt } from './handlers';
import { isPictureWidth, resizeRequestOf, type ResizeRequest } from './resizer-urls';

export const RESIZER_DETAILS = {
  width: `The width must be one of ${PICTURE_WIDTHS.join(', ')}.`,
  source: 'The request names no picture URL.',
  token: "The download token is not the picture's.",
  notFound: DETAILS.notFound,
} as const;

/** The URL names the picture (a bucket object with its token) and a width: its bytes never change. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function refusal(status: number, detail: string): Response {
  return HttpResponse.json({ detail }, { status, headers: STORAGE_RESPONSE_HEADERS });
}

/**
 * A picture the mock holds, whole: a bucket object by its download URL (on any host, as the mock
 * bucket answers its paths on any host), or a seed drawing on the request's own origin. Nothing
 * else is fetched from anywhere: the mock is no open proxy.
 */
async function storedPicture(source: URL, ownOrigin: string): Promise<Response> {
  const { pathname, searchParams } = source;
  const location = pathname.startsWith('/v0/b/') ? objectLocationOf(pathname) : null;
  if (location?.fullPath && searchParams.get('alt') === 'media') {
    const object = downloadableObject(location, searchParams.get('token'));
    if (object === 404) return refusal(404, RESIZER_DETAILS.notFound);
    if (object === 403) return refusal(403, RESIZER_DETAILS.token);
    return new HttpResponse(object.bytes, {
      headers: {
        ...objectBytesHeaders(object),
        'Cache-Control': CACHE_CONTROL,
        'Content-Length': String(object.bytes.byteLength),
      },
    });
  }
  const svg = source.origin === ownOrigin ? await drawingAt(pathname) : null;
  if (!svg) return refusal(404, RESIZER_DETAILS.notFound);
  return new HttpResponse(svg, {
    headers: {
      ...STORAGE_RESPONSE_HEADERS,
      'Content-Type': DRAWING_TYPE,
      'Cache-Control': CACHE_CONTROL,
    },
  });
}

function sourceUrl(source: string, ownOrigin: string): URL | null {
  try {
    return source ? new URL(source, `${ownOrigin}/`) : null;
  } catch {
    return null;
  }
}

/**
 * The hosts' resizing URLs (docs/deployment.md, "Pictures at the size they are drawn") on any
 * origin, answered with the stored picture whole: the demo and the HTTP server draw the same
 * markup as a host, without an image library to resize with.
 */
export const resizerHandlers = [
  http.get<Record<keyof ResizeRequest, string>>(
    // A custom match: the nginx and Cloudflare forms carry a whole URL (`https://…`) in the path.
    ({ request }) => {
      const asked = resizeRequestOf(new URL(request.url));
      return asked ? { matches: true, params: { ...asked } } : false;
    },
    ({ request, params }) => {
      if (!isPictureWidth(params.width)) return refusal(400, RESIZER_DETAILS.width);
      const ownOrigin = new URL(request.url).origin;
      const source = sourceUrl(params.source, ownOrigin);
      if (!source) return refusal(400, RESIZER_DETAILS.source);
      return storedPicture(source, ownOrigin);
    },
  ),
];

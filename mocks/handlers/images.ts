import { http, HttpResponse } from 'msw';
import { parseImagePath, productSvg, SEED_IMAGE_PREFIX } from '../images';
import { DETAILS, errorResponse } from '../http';

/** The seed products' pictures, made on request (no latency: they are not API calls). */
export const imageHandlers = [
  http.get(`*${SEED_IMAGE_PREFIX}*`, ({ request }) => {
    const picture = parseImagePath(new URL(request.url).pathname);
    if (!picture) return errorResponse(404, DETAILS.notFound);
    return new HttpResponse(productSvg(picture), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // The path names the whole picture, so it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];

import { http, HttpResponse } from 'msw';
import { parseImagePath, SEED_IMAGE_PREFIX } from './seed-picture-urls';
import { DETAILS, errorResponse } from '../http/responses';

/** The seed products' pictures, made on request (no latency: they are not API calls). */
export const imageHandlers = [
  http.get(`*${SEED_IMAGE_PREFIX}*`, async ({ request }) => {
    const picture = parseImagePath(new URL(request.url).pathname);
    // The drawings load with the first picture, after the first cards: not before them.
    const svg = picture && (await import('./drawings/draw-picture')).drawPicture(picture);
    if (!svg) return errorResponse(404, DETAILS.notFound);
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // The path names the whole picture, so it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];

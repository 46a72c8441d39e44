import { http, HttpResponse } from 'msw';
import { parseImagePath, SEED_IMAGE_PREFIX } from './seed-picture-urls';
import { DETAILS, errorResponse } from '../http/responses';

export const DRAWING_TYPE = 'image/svg+xml; charset=utf-8';

/** The SVG of the seed picture a path names; null when it names none. */
export async function drawingAt(pathname: string): Promise<string | null> {
  const picture = parseImagePath(pathname);
  // The drawings load with the first picture, after the first cards: not before them.
  return picture && (await import('./drawings/draw-picture')).drawPicture(picture);
}

/** The seed products' pictures, made on request (no latency: they are not API calls). */
export const imageHandlers = [
  http.get(`*${SEED_IMAGE_PREFIX}*`, async ({ request }) => {
    const svg = await drawingAt(new URL(request.url).pathname);
    if (!svg) return errorResponse(404, DETAILS.notFound);
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': DRAWING_TYPE,
        // The path names the whole picture, so it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];

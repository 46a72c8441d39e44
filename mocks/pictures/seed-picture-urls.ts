import type { Picture } from './drawings/draw-picture';

/**
 * Seed product pictures: a flat SVG illustration of the product's kind in its colour
 * (mocks/pictures/), drawn by the mock backend on request. The db keeps a short path (an inline
 * SVG data URL per product made a large catalogue's response many times larger:
 * docs/performance.md, "Pictures, scale and the mock server"); responses carry it as an
 * absolute URL on the API's origin, so the picture loads from whichever mock responded (worker,
 * msw/node or the HTTP server). Products of one kind and colour share a URL, so the browser draws
 * and caches each picture once.
 */
export const SEED_IMAGE_PREFIX = '/mock-images/';

const WORD = /^[a-z]+(-[a-z]+)*$/;
const HEX_COLOUR = /^[0-9a-f]{6}$/;

/** The stored image_url of a seed product: `/mock-images/<category>/<kind>/<rrggbb>.svg`. */
export function productImage({ category, kind, colour }: Picture): string {
  return `${SEED_IMAGE_PREFIX}${category}/${kind}/${colour.slice(1)}.svg`;
}

/** The picture a seed image path names (not yet whether it can be drawn); null when not one. */
export function parseImagePath(pathname: string): Picture | null {
  if (!pathname.startsWith(SEED_IMAGE_PREFIX)) return null;
  const segments = pathname.slice(SEED_IMAGE_PREFIX.length).split('/');
  if (segments.length !== 3 || !segments[2].endsWith('.svg')) return null;
  const [category, kind, file] = segments;
  const hex = file.slice(0, -'.svg'.length);
  if (!WORD.test(category) || !WORD.test(kind) || !HEX_COLOUR.test(hex)) return null;
  return { category, kind, colour: `#${hex}` };
}

/**
 * What responses carry as image_url: seed paths made absolute on the request's origin (the
 * origin is read once per request; a catalogue response has thousands of rows).
 */
export function imageUrls(request: Request): (stored: string) => string {
  const origin = new URL(request.url).origin;
  return (stored) => (stored.startsWith(SEED_IMAGE_PREFIX) ? origin + stored : stored);
}

/**
 * A seed product's photo when the HTTP server is given some (MOCK_SEED_PICTURES, for the bench):
 * product `id` shows photo (id - 1) mod N at a URL of its own, so that a browser downloads each
 * card's picture, as production's products each have their own stored object.
 */
export function seedPhotoUrl(photos: readonly string[], id: number): string {
  const url = new URL(photos[(id - 1) % photos.length]);
  url.searchParams.set('product', String(id));
  return url.href;
}

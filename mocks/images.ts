/**
 * Seed product pictures: a small SVG per product, made on request by the mock backend.
 * The db keeps a short path (an inline SVG data URL per product made the 5,000-product
 * catalogue answer 4.6 MB); answers carry it as an absolute URL on the API's origin, so the
 * picture loads from whichever mock answered (worker, msw/node or the HTTP server).
 */
export const SEED_IMAGE_PREFIX = '/mock-images/';

const PALETTES: Record<string, [string, string]> = {
  technology: ['#1e3a8a', '#60a5fa'],
  clothing: ['#831843', '#f472b6'],
  accessories: ['#14532d', '#4ade80'],
  tools: ['#7c2d12', '#fb923c'],
};
const DEFAULT_PALETTE: [string, string] = ['#334155', '#94a3b8'];
const MAX_TEXT_LENGTH = 40;

export interface PictureText {
  initials: string;
  category: string;
  subCategory: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function productSvg({ initials, category, subCategory }: PictureText): string {
  const [dark, light] = PALETTES[category] ?? DEFAULT_PALETTE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/>` +
    `<text x="200" y="165" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="200" y="250" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(subCategory)}</text>` +
    `</svg>`
  );
}

/** The stored image_url of a seed product: `/mock-images/<category>/<sub>/<initials>.svg`. */
export function productImage(name: string, category: string, subCategory: string): string {
  const segments = [category, subCategory, `${initialsOf(name)}.svg`];
  return SEED_IMAGE_PREFIX + segments.map(encodeURIComponent).join('/');
}

/** The picture a seed image path names; null when the path is not one. */
export function parseImagePath(pathname: string): PictureText | null {
  if (!pathname.startsWith(SEED_IMAGE_PREFIX)) return null;
  const segments = pathname.slice(SEED_IMAGE_PREFIX.length).split('/');
  if (segments.length !== 3 || !segments[2].endsWith('.svg')) return null;
  try {
    const [category, subCategory, file] = segments.map(decodeURIComponent);
    const initials = file.slice(0, -'.svg'.length);
    const texts = [category, subCategory, initials];
    if (texts.some((text) => text.length > MAX_TEXT_LENGTH)) return null;
    return { initials, category, subCategory };
  } catch {
    return null;
  }
}

/**
 * What answers carry as image_url: seed paths made absolute on the request's origin (the
 * origin is read once per request; a catalogue answer has thousands of rows).
 */
export function imageUrls(request: Request): (stored: string) => string {
  const origin = new URL(request.url).origin;
  return (stored) => (stored.startsWith(SEED_IMAGE_PREFIX) ? origin + stored : stored);
}

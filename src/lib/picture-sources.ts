import { env } from '../config/env';
import { PICTURE_WIDTHS, type PictureResizer } from '../config/pictures';

/** An <img>'s sources: the whole picture, and where the host resizes it, its widths. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface ResizeSettings {
  resizer: PictureResizer | null;
  /** The shop's own origin (a relative URL is always the shop's). */
  pageOrigin: string;
  /** Where uploaded pictures are stored (Firebase Storage, or its emulator). */
  storageOrigin: string;
}

/** The Firebase Storage origin download URLs name, or the emulator's the build points at. */
export function storageOriginOf(emulatorHost: string): string {
  return emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
}

/** What a relative picture URL is read against: the shop's own origin, whichever it is. */
const OWN_ORIGIN = 'http://own-origin.invalid';

/**
 * The picture at `picture` resized by the host to `width`, in the form its resizer reads: a
 * picture of the shop's own by its path, another by its whole URL (query and token kept). Each
 * host picks WebP or AVIF by the browser's Accept header (Vercel from its config's `formats`).
 * Written here rather than with unpic, whose provider
 * modules brought its host tables (2 KB gzip) into the first load and whose Cloudflare form
 * escapes the source's `?` (decision 13).
 */
export function resizedPictureUrl(
  picture: URL,
  width: number,
  resizer: PictureResizer,
  own: boolean,
): string {
  const source = own ? picture.pathname + picture.search : picture.href;
  switch (resizer) {
    case 'netlify':
      return `/.netlify/images?url=${encodeURIComponent(source)}&w=${width}`;
    case 'vercel':
      return `/_vercel/image?url=${encodeURIComponent(source)}&w=${width}&q=75`;
    case 'cloudflare':
      return `/cdn-cgi/image/width=${width},format=auto/${source.replace(/^\//, '')}`;
    case 'nginx':
      return `/_pictures/${width}/${source}`;
  }
}

/**
 * The sources of a picture drawn `sizes` wide (the <img> `sizes` attribute): its whole URL as
 * `src`, and where the host resizes it, a `srcSet` of the widths in config/pictures.ts. The host
 * resizes photos (a drawing is as sharp at any size, and small) of the shop's own origin or the
 * storage's, the origins each host's config allows.
 */
export function sourcesFor(url: string, sizes: string, settings: ResizeSettings): PictureSources {
  const { resizer } = settings;
  if (!resizer || !url) return { src: url };
  let picture: URL;
  try {
    picture = new URL(url, OWN_ORIGIN);
  } catch {
    return { src: url };
  }
  const own = picture.origin === OWN_ORIGIN || picture.origin === settings.pageOrigin;
  const fromStorage = picture.origin === settings.storageOrigin;
  const drawing = /\.svg$/i.test(picture.pathname);
  // nginx's template resizes what it fetches from the storage; the shop's own files it serves whole.
  const resized = fromStorage || (own && resizer !== 'nginx');
  if (drawing || !resized) return { src: url };
  const srcSet = PICTURE_WIDTHS.map(
    (width) => `${resizedPictureUrl(picture, width, resizer, own)} ${width}w`,
  ).join(', ');
  return { src: url, srcSet, sizes };
}

/** The sources of a picture drawn `sizes` wide, by this build's resizer. */
export function pictureSources(url: string, sizes: string): PictureSources {
  return sourcesFor(url, sizes, {
    resizer: env.imageResizer,
    pageOrigin: globalThis.location?.origin ?? OWN_ORIGIN,
    storageOrigin: storageOriginOf(env.firebase.storageEmulatorHost),
  });
}

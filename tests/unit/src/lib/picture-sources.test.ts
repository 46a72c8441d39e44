import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, type PictureResizer } from '../../../../src/config/pictures';
import {
  sourcesFor,
  storageOriginOf,
  type ResizeSettings,
} from '../../../../src/lib/picture-sources';

const FIREBASE_PHOTO =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/product_picture%2F1700000000-lamp.jpg?alt=media&token=4f1c-9a2b';
const CARD = '250px';

const settings = (resizer: PictureResizer | null): ResizeSettings => ({
  resizer,
  pageOrigin: 'https://shop.example',
  storageOrigin: storageOriginOf(''),
});

/** The srcset's candidates: [url, width descriptor]. */
const candidates = (srcSet = '') => srcSet.split(', ').map((candidate) => candidate.split(' '));

describe('a picture at the size it is drawn', () => {
  it('with no resizer, is the picture whole, as before', () => {
    expect(sourcesFor(FIREBASE_PHOTO, CARD, settings(null))).toEqual({ src: FIREBASE_PHOTO });
  });

  it('asks each host for every width, the Firebase URL whole with its token', () => {
    const expected: Record<PictureResizer, (width: number) => string> = {
      netlify: (width) => `/.netlify/images?url=${encodeURIComponent(FIREBASE_PHOTO)}&w=${width}`,
      vercel: (width) => `/_vercel/image?url=${encodeURIComponent(FIREBASE_PHOTO)}&w=${width}&q=75`,
      cloudflare: (width) => `/cdn-cgi/image/width=${width},format=auto/${FIREBASE_PHOTO}`,
      nginx: (width) => `/_pictures/${width}/${FIREBASE_PHOTO}`,
    };
    for (const [resizer, urlAt] of Object.entries(expected)) {
      const sources = sourcesFor(FIREBASE_PHOTO, CARD, settings(resizer as PictureResizer));
      expect(sources.src, resizer).toBe(FIREBASE_PHOTO);
      expect(sources.sizes, resizer).toBe(CARD);
      expect(candidates(sources.srcSet), resizer).toEqual(
        PICTURE_WIDTHS.map((width) => [urlAt(width), `${width}w`]),
      );
    }
  });

  it("resizes the shop's own photos by their path", () => {
    const own = sourcesFor('/uploads/lamp.jpg', CARD, settings('netlify'));
    expect(candidates(own.srcSet)[0][0]).toBe('/.netlify/images?url=%2Fuploads%2Flamp.jpg&w=96');
    const absolute = sourcesFor('https://shop.example/uploads/lamp.jpg', CARD, settings('vercel'));
    expect(candidates(absolute.srcSet)[0][0]).toBe(
      '/_vercel/image?url=%2Fuploads%2Flamp.jpg&w=96&q=75',
    );
    const cloudflare = sourcesFor('/uploads/lamp.jpg', CARD, settings('cloudflare'));
    expect(candidates(cloudflare.srcSet)[0][0]).toBe(
      '/cdn-cgi/image/width=96,format=auto/uploads/lamp.jpg',
    );
  });

  it("leaves the shop's own photos whole behind nginx, whose template resizes the storage's", () => {
    expect(sourcesFor('/uploads/lamp.jpg', CARD, settings('nginx'))).toEqual({
      src: '/uploads/lamp.jpg',
    });
  });

  it('leaves drawings, other origins and what is no URL whole', () => {
    for (const url of [
      'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/product_picture%2Fmug.SVG?alt=media',
      '/mock-images/home/lamp/aabbcc.svg',
      'https://images.other.example/lamp.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '',
    ]) {
      expect(sourcesFor(url, CARD, settings('cloudflare')), url).toEqual({ src: url });
    }
  });

  it("takes the storage emulator's origin for the storage's", () => {
    const emulator: ResizeSettings = {
      ...settings('cloudflare'),
      storageOrigin: storageOriginOf('127.0.0.1:9199'),
    };
    const photo = 'http://127.0.0.1:9199/v0/b/demo/o/product_picture%2Fa.jpg?alt=media&token=t';
    expect(candidates(sourcesFor(photo, CARD, emulator).srcSet)[0][0]).toBe(
      `/cdn-cgi/image/width=96,format=auto/${photo}`,
    );
    expect(sourcesFor(FIREBASE_PHOTO, CARD, emulator)).toEqual({ src: FIREBASE_PHOTO });
  });
});

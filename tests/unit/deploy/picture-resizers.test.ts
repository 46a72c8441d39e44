// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '../../../src/config/pictures';
import { storageOriginOf } from '../../../src/lib/picture-sources';
import nginxPictures from '../../../deploy/nginx/webshop-pictures.js';
import { exifSegment } from '../../browser/phone-photo';

const FIREBASE_DOWNLOAD =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/product_picture%2Fa.jpg?alt=media&token=t';

describe("each host's config lets its resizer make what the shop asks for", () => {
  it('Vercel: every width the shop asks for, from Firebase Storage, as AVIF or WebP', () => {
    const { images } = JSON.parse(readFileSync('vercel.json', 'utf8'));
    expect(images.sizes).toEqual([...PICTURE_WIDTHS]);
    expect(images.remotePatterns).toEqual([
      { protocol: 'https', hostname: new URL(storageOriginOf('')).hostname },
    ]);
    expect(images.formats).toEqual(['image/avif', 'image/webp']);
  });

  it("Netlify: Firebase Storage's download URLs, and nothing else, as remote images", () => {
    const toml = readFileSync('netlify.toml', 'utf8').replace(/^\s*#.*$/gm, '');
    const patterns = [...toml.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, pattern]) =>
      pattern.replace(/\\\\/g, '\\'),
    );
    expect(patterns).toHaveLength(1);
    const remote = new RegExp(`^${patterns[0]}$`);
    expect(remote.test(FIREBASE_DOWNLOAD)).toBe(true);
    expect(remote.test('https://firebasestorage.googleapis.com.evil.example/a.jpg')).toBe(false);
    expect(remote.test('https://images.other.example/a.jpg')).toBe(false);
  });

  it('nginx: the template resizes exactly the widths the shop asks for', () => {
    const template = readFileSync('deploy/nginx/webshop.conf.template', 'utf8');
    const widths = /\^\/_pictures\/\(([\d|]+)\)/.exec(template)?.[1].split('|').map(Number);
    expect(widths).toEqual([...PICTURE_WIDTHS]);
  });
});

/** A JPEG's first bytes: its start marker, a JFIF segment, maybe an EXIF one, then its scan. */
function jpegHead(exif?: Buffer): Buffer {
  const jfif = Buffer.from([
    0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    exif ?? Buffer.alloc(0),
    Buffer.from([0xff, 0xda, 0, 2]),
  ]);
}

/** An EXIF segment with only the orientation, its TIFF block little-endian (as many phones write). */
function littleEndianExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

describe("nginx's resizer turns a photo upright by its EXIF orientation", () => {
  it('turns (counter-clockwise, as the image filter does) what a phone stored sideways or upside down', () => {
    expect(nginxPictures.uprightTurn(jpegHead(exifSegment(6)))).toBe(270);
    expect(nginxPictures.uprightTurn(jpegHead(exifSegment(8)))).toBe(90);
    expect(nginxPictures.uprightTurn(jpegHead(exifSegment(3)))).toBe(180);
    expect(nginxPictures.uprightTurn(jpegHead(littleEndianExif(6)))).toBe(270);
  });

  it('leaves upright photos, photos without EXIF and other pictures as they are', () => {
    expect(nginxPictures.uprightTurn(jpegHead(exifSegment(1)))).toBe(0);
    expect(nginxPictures.uprightTurn(jpegHead())).toBe(0);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(nginxPictures.uprightTurn(png)).toBe(0);
    expect(nginxPictures.uprightTurn(undefined)).toBe(0);
    // Cut off inside its EXIF segment: read no further than it has.
    expect(nginxPictures.uprightTurn(jpegHead(exifSegment(6)).subarray(0, 40))).toBe(0);
  });
});

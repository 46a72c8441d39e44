// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '../../../src/config/pictures';
import { storageOriginOf } from '../../../src/lib/picture-sources';

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
});

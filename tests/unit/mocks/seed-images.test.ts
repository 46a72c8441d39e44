import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { parseImagePath, productImage, SEED_IMAGE_PREFIX } from '../../../mocks/images';

const BASE = 'http://localhost:5173';

describe('seed product pictures', () => {
  it('stores a short path per seed product, not the picture itself', () => {
    const stored = db.product.getAll().map((product) => product.image_url);
    expect(stored.every((url) => url.startsWith(SEED_IMAGE_PREFIX))).toBe(true);
    expect(Math.max(...stored.map((url) => url.length))).toBeLessThan(80);
    expect(productImage('Sleek Bag', 'accessories', 'bags & backpacks')).toBe(
      '/mock-images/accessories/bags%20%26%20backpacks/SB.svg',
    );
  });

  it('answers image_url as an absolute URL on the API origin, which serves the SVG', async () => {
    const [first] = (await (await fetch(`${BASE}/api/products`)).json()) as Array<{
      id: number;
      image_url: string;
    }>;
    expect(first.image_url.startsWith(`${BASE}${SEED_IMAGE_PREFIX}`)).toBe(true);
    const detail = await (await fetch(`${BASE}/api/product/${first.id}`)).json();
    expect(detail.product.image_url).toBe(first.image_url);

    const picture = await fetch(first.image_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/^<svg [^>]*width="400" height="300"/);
  });

  it('escapes the picture texts and answers 404 for a path that names no picture', async () => {
    const svg = await (await fetch(`${BASE}/mock-images/tools/%3Cscript%3E/A%26.svg`)).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    for (const path of ['x.svg', 'a/b.svg', 'a/b/c.png', 'a/b/c/d.svg']) {
      expect((await fetch(`${BASE}/mock-images/${path}`)).status, path).toBe(404);
    }
    expect(parseImagePath(`/mock-images/a/${'x'.repeat(41)}/c.svg`)).toBeNull();
  });

  it('keeps any other image_url as it was stored', async () => {
    const url = 'https://example.com/own.png';
    db.product.update({ where: { id: { equals: 1 } }, data: { image_url: url } });
    const detail = await (await fetch(`${BASE}/api/product/1`)).json();
    expect(detail.product.image_url).toBe(url);
  });
});

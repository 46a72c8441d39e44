import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import {
  parseImagePath,
  productImage,
  SEED_IMAGE_PREFIX,
} from '../../../../mocks/pictures/seed-picture-urls';

const BASE = 'http://localhost:5173';

describe('seed product pictures', () => {
  it('stores a short path per seed product, not the picture itself', () => {
    const stored = db.product.getAll().map((product) => product.image_url);
    expect(stored.every((url) => url.startsWith(SEED_IMAGE_PREFIX))).toBe(true);
    expect(Math.max(...stored.map((url) => url.length))).toBeLessThan(80);
    expect(productImage({ category: 'accessories', kind: 'backpack', colour: '#263a5e' })).toBe(
      '/mock-images/accessories/backpack/263a5e.svg',
    );
  });

  it('returns image_url as an absolute URL on the API origin, which serves the SVG', async () => {
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

  it('draws nothing from the path but the known pictures, and responds 404 to any other', async () => {
    const injected = await fetch(`${BASE}/mock-images/tools/%3Cscript%3E/a0a0a0.svg`);
    expect(injected.status).toBe(404);
    expect(await injected.text()).not.toContain('<script>');
    for (const path of [
      'x.svg',
      'a/b.svg',
      'tools/drill/c.png',
      'tools/drill/a0a0a0/d.svg',
      'tools/unicorn/a0a0a0.svg',
      'fashion/drill/a0a0a0.svg',
      'tools/drill/red.svg',
      'constructor/drill/a0a0a0.svg',
      'tools/constructor/a0a0a0.svg',
    ]) {
      expect((await fetch(`${BASE}/mock-images/${path}`)).status, path).toBe(404);
    }
    expect(parseImagePath(`/mock-images/a/${'x'.repeat(41)}/c.svg`)).toBeNull();
  });

  it('draws each product in its own colour', async () => {
    const colours = async (path: string) =>
      (await (await fetch(`${BASE}${path}`)).text()).match(/#[0-9a-f]{6}/g);
    const red = await colours('/mock-images/tools/drill/c8382e.svg');
    expect(red).toContain('#c8382e');
    expect(await colours('/mock-images/tools/drill/2f63b0.svg')).not.toContain('#c8382e');
  });

  it('keeps any other image_url as it was stored', async () => {
    const url = 'https://example.com/own.png';
    db.product.update({ where: { id: { equals: 1 } }, data: { image_url: url } });
    const detail = await (await fetch(`${BASE}/api/product/1`)).json();
    expect(detail.product.image_url).toBe(url);
  });
});

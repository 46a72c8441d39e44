// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../build-time/prerender/render-page';
import { env } from '../../../../src/config/env';
import { DETAILS_PICTURE_SIZES } from '../../../../src/features/catalogue/components/product-picture';

const PHOTO =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/product_picture%2Flamp.jpg?alt=media&token=t';
const lamp = {
  id: 1,
  product_name: 'Desk lamp',
  price: 25,
  quantity: 3,
  image_url: PHOTO,
  product_type: 'home',
  product_sub_type: 'lighting',
};
const snapshot = {
  takenAt: 0,
  products: [lamp],
  details: { product: { ...lamp, description: 'A lamp.', created_at: '2026-11-01T10:00:00Z' } },
};

/** The attributes of the prerendered page's picture of the lamp. */
function lampPicture(html: string): string {
  const picture = /<img[^>]*alt="Desk lamp"[^>]*>/.exec(html)?.[0];
  expect(picture, 'the lamp has its picture in the page').toBeDefined();
  return picture!.replaceAll('&amp;', '&');
}

// The build's own setting (none in tests), back after each test: the files of a worker share env.
const builtWith = env.imageResizer;
afterEach(() => {
  env.imageResizer = builtWith;
});

describe('a prerendered page draws its pictures as the app will', () => {
  it('with no resizer, the stored picture whole', async () => {
    const picture = lampPicture((await renderPage('/', snapshot)).html);
    expect(picture).toContain(`src="${PHOTO}"`);
    expect(picture).not.toContain('srcSet');
    expect(picture).not.toContain('srcset');
  });

  it("the catalogue's first card and the product's page with the host's widths", async () => {
    env.imageResizer = 'netlify';
    const card = lampPicture((await renderPage('/', snapshot)).html);
    expect(card).toContain('sizes="250px"');
    expect(card).toContain(`srcSet="/.netlify/images?url=${encodeURIComponent(PHOTO)}&w=96 96w`);
    expect(card).toContain('fetchPriority="high"');
    const details = lampPicture((await renderPage('/product/1', snapshot)).html);
    expect(details).toContain(`sizes="${DETAILS_PICTURE_SIZES}"`);
    expect(details).toContain(`&w=1536 1536w"`);
  });
});

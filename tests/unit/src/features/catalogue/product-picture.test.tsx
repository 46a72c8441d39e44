import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../../../src/config/env';
import {
  CARD_PICTURE_SIZES,
  DETAILS_PICTURE_SIZES,
  ProductPicture,
} from '../../../../../src/features/catalogue/components/product-picture';

const PHOTO =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/product_picture%2Flamp.jpg?alt=media&token=t';
const lamp = { product_name: 'Desk lamp', image_url: PHOTO };

// This build's setting (none in tests), back after each test: the files of a worker share env.
const builtWith = env.imageResizer;
afterEach(() => {
  env.imageResizer = builtWith;
});

describe("a product's picture asks the host for the width it is drawn at", () => {
  it('with no resizer, is the stored picture whole, as before', () => {
    render(<ProductPicture product={lamp} loading="priority" drawnAt={CARD_PICTURE_SIZES} />);
    const picture = screen.getByRole('img', { name: 'Desk lamp' });
    expect(picture).toHaveAttribute('src', PHOTO);
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).not.toHaveAttribute('sizes');
  });

  it("a card's first picture names every width and the card's, in the page's HTML", () => {
    env.imageResizer = 'vercel';
    render(<ProductPicture product={lamp} loading="priority" drawnAt={CARD_PICTURE_SIZES} />);
    const picture = screen.getByRole('img', { name: 'Desk lamp' });
    expect(picture).toHaveAttribute('sizes', '250px');
    expect(picture.getAttribute('srcset')).toMatch(
      /^\/_vercel\/image\?url=https%3A%2F%2Ffirebasestorage\.googleapis\.com%2F.*token%3Dt&w=96&q=75 96w, .* 1536w$/,
    );
    expect(picture).toHaveAttribute('src', PHOTO);
  });

  it('a picture further down gets its widths when it comes near the screen', () => {
    env.imageResizer = 'netlify';
    render(<ProductPicture product={lamp} loading="near-screen" drawnAt={DETAILS_PICTURE_SIZES} />);
    // jsdom has no IntersectionObserver: near at once.
    const picture = screen.getByRole('img', { name: 'Desk lamp' }) as HTMLImageElement;
    expect(picture.sizes).toBe(DETAILS_PICTURE_SIZES);
    expect(picture.srcset.split(', ')).toHaveLength(9);
    expect(picture.srcset).toContain(
      `/.netlify/images?url=${encodeURIComponent(PHOTO)}&w=512 512w`,
    );
  });

  it('says how wide it is drawn in terms WebKit reads: no min(), max() or clamp()', () => {
    // WebKit drops a `sizes` with them and asks for the viewport's whole width instead.
    for (const sizes of [CARD_PICTURE_SIZES, DETAILS_PICTURE_SIZES]) {
      expect(sizes).not.toMatch(/\b(min|max|clamp)\(/);
    }
  });
});

import { useCallback } from 'react';
import { PRODUCT_CARD_MAX_WIDTH } from '../../../config/constants';
import { whenNearScreen } from '../../../lib/near-screen';
import { pictureSources } from '../../../lib/picture-sources';
import type { ProductSummary } from '../api/list-products';
import { ProductImagePlaceholder } from './product-image-placeholder';
import styles from './product-picture.module.css';

/**
 * When a picture loads: `priority` for the page's largest paint (in the page's HTML, fetched at
 * once, ahead of the others), `near-screen` for the rest: fetched once the app runs and the card
 * is within half a screen of the viewport. A browser's own `loading="lazy"` fetches every picture
 * within several screens of it, and each stored photo weighs up to 300 KB: on a phone that was
 * ten pictures, 2.4 MB, for the two cards a first screen shows (docs/performance.md, "Pictures,
 * scale and the mock server").
 */
export type PictureLoading = 'priority' | 'near-screen';

interface ProductPictureProps {
  product: Pick<ProductSummary, 'image_url' | 'product_name'>;
  loading: PictureLoading;
  /** How wide it is drawn, as an <img>'s `sizes`: the host's resizer sends it at that width. */
  drawnAt: string;
}

/** A card's picture: at most the card's width. */
export const CARD_PICTURE_SIZES = PRODUCT_CARD_MAX_WIDTH;

/**
 * The details' picture: half the page beside the text from 48rem (the page at most 80rem, 1rem
 * of padding a side, 2.5rem between the halves), so at most 38.75rem from 82rem; the page's width
 * less its padding below 48rem. Media conditions, not min(): WebKit reads no min() in `sizes` and
 * then asks for the viewport's whole width.
 */
export const DETAILS_PICTURE_SIZES =
  '(min-width: 82rem) 38.75rem, (min-width: 48rem) calc(50vw - 2.25rem), calc(100vw - 2rem)';

/**
 * A product's picture, cropped to fill a 4:3 box as wide as its container, or a placeholder
 * when it has none. The width and height attributes give the box its shape before any style
 * applies. Where the host resizes pictures, the browser picks the width it draws at
 * (decision 13).
 */
export function ProductPicture({ product, loading, drawnAt }: ProductPictureProps) {
  const { src, srcSet, sizes } = pictureSources(product.image_url, drawnAt);
  const showWhenNear = useCallback(
    (image: HTMLImageElement) =>
      whenNearScreen(image, () => {
        if (srcSet && sizes) {
          image.sizes = sizes;
          image.srcset = srcSet;
        }
        image.src = src;
      }),
    [src, srcSet, sizes],
  );
  if (!src) return <ProductImagePlaceholder name={product.product_name} />;
  if (loading === 'priority') {
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={product.product_name}
        width={400}
        height={300}
        className={styles.picture}
        loading="eager"
        fetchPriority="high"
      />
    );
  }
  return (
    <img
      ref={showWhenNear}
      alt={product.product_name}
      width={400}
      height={300}
      className={styles.picture}
      loading="lazy"
      decoding="async"
    />
  );
}

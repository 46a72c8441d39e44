import { useCallback } from 'react';
import { whenNearScreen } from '../../../lib/near-screen';
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
}

/**
 * A product's picture, cropped to fill a 4:3 box as wide as its container, or a placeholder
 * when it has none. The width and height attributes give the box its shape before any style
 * applies; production's pictures come in one size each, so there is no srcset
 * (docs/performance.md, "Pictures, scale and the mock server").
 */
export function ProductPicture({ product, loading }: ProductPictureProps) {
  const url = product.image_url;
  const showWhenNear = useCallback(
    (image: HTMLImageElement) =>
      whenNearScreen(image, () => {
        image.src = url;
      }),
    [url],
  );
  if (!url) return <ProductImagePlaceholder name={product.product_name} />;
  if (loading === 'priority') {
    return (
      <img
        src={url}
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

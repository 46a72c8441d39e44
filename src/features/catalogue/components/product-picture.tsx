import type { ProductSummary } from '../api/list-products';
import { ProductImagePlaceholder } from './product-image-placeholder';
import styles from './product-picture.module.css';

/**
 * When a picture loads: `priority` for the page's largest paint (fetched at once, ahead of the
 * others), `eager` for the rest of the first screenful, `lazy` for the pictures below it
 * (fetched when scrolled near, decoded off the main thread).
 */
export type PictureLoading = 'priority' | 'eager' | 'lazy';

interface ProductPictureProps {
  product: Pick<ProductSummary, 'image_url' | 'product_name'>;
  loading: PictureLoading;
}

/**
 * A product's picture, cropped to fill a 4:3 box as wide as its container, or a placeholder
 * when it has none. The width and height attributes give the box its shape before any style
 * applies; production's pictures come in one size each, so there is no srcset
 * (docs/performance.md, "Pictures and layout").
 */
export function ProductPicture({ product, loading }: ProductPictureProps) {
  if (!product.image_url) return <ProductImagePlaceholder name={product.product_name} />;
  return (
    <img
      src={product.image_url}
      alt={product.product_name}
      width={400}
      height={300}
      className={styles.picture}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lazy' ? 'async' : undefined}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
    />
  );
}

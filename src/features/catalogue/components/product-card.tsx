import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SoldOutBadge } from '../../../components/sold-out-badge';
import { PRODUCT_CARD_MAX_WIDTH } from '../../../config/constants';
import { formatBam } from '../../../lib/format';
import type { ProductSummary } from '../api/list-products';
import styles from './product-card.module.css';
import { CARD_PICTURE_SIZES, ProductPicture, type PictureLoading } from './product-picture';

export interface ProductCardProps {
  product: ProductSummary;
  href: string;
  /** Shown in the card's footer, above the card's link (e.g. the add-to-cart button). */
  action?: ReactNode;
  /** When the card's picture loads: cards below the first screenful wait until scrolled near. */
  pictureLoading: PictureLoading;
}

// The spec's card width stays in one place, config/constants.ts.
const CARD_SIZE = { maxWidth: PRODUCT_CARD_MAX_WIDTH };

/** A product tile: the whole card links to `href`; `action` stays clickable on its own. */
export function ProductCard({ product, href, action, pictureLoading }: ProductCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.card} style={CARD_SIZE}>
      <ProductPicture product={product} loading={pictureLoading} drawnAt={CARD_PICTURE_SIZES} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link to={href} className={styles.overlay}>
            {product.product_name}
          </Link>
        </h2>
        <p className={styles.quantity}>Quantity: {product.quantity}</p>
        <p className={styles.price}>{formatBam(product.price)}</p>
        {product.quantity <= 0 && <SoldOutBadge />}
      </div>
      {action && (
        <div className={styles.footer}>
          <div className={styles.action}>{action}</div>
        </div>
      )}
    </article>
  );
}

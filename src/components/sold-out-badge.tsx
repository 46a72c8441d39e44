import styles from './sold-out-badge.module.css';
import { Badge } from './ui/badge';

/** Marks a product with no stock: it cannot be added to a cart or ordered. */
export function SoldOutBadge() {
  return (
    <Badge palette="red" size="md" className={styles.soldOut}>
      Sold out
    </Badge>
  );
}

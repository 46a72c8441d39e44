import type { ReactNode } from 'react';
import { Heading, mutedText } from '../../../components/ui/text';
import { formatKm } from '../../../lib/format';
import styles from './cart-summary.module.css';

interface CartSummaryProps {
  originalPrice: number;
  total: number;
  /** Shown above the totals (e.g. the checkout's list of items). */
  items?: ReactNode;
  /** The call to action under the totals (e.g. the 'Proceed to Checkout' link). */
  children?: ReactNode;
}

export function CartSummary({ originalPrice, total, items, children }: CartSummaryProps) {
  return (
    <section aria-label="Order summary" className={styles.summary}>
      <Heading level="h2" size="lg">
        Order summary
      </Heading>
      {items}
      <div className={styles.row}>
        <p className={mutedText}>Original price</p>
        <p>{formatKm(originalPrice)}</p>
      </div>
      <span role="separator" aria-orientation="horizontal" className={styles.separator} />
      <div className={`${styles.row} ${styles.total}`}>
        <p>Total</p>
        <p>{formatKm(total)}</p>
      </div>
      {children}
    </section>
  );
}

import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { SoldOutBadge } from '../../../components/sold-out-badge';
import { Button } from '../../../components/ui/button';
import { formatKm } from '../../../lib/format';
import { pictureSources } from '../../../lib/picture-sources';
import { lineTotal } from '../api/cart-math';
import type { CartItem } from '../api/get-cart';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: CartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  removing: boolean;
  /** No stock left: the line can be removed, not increased or ordered. */
  soldOut: boolean;
}

/** A phone shows two rows (name and Remove, then quantity and price); wider screens one. */
export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  removing,
  soldOut,
}: CartLineProps) {
  return (
    <li aria-label={item.name} className={styles.line}>
      <div className={styles.image}>
        {item.image_url && <img {...pictureSources(item.image_url, '5rem')} alt={item.name} />}
      </div>
      <div className={styles.info}>
        <p className={styles.name}>{item.name}</p>
        <p className={styles.each}>{formatKm(item.price)} each</p>
        {soldOut && <SoldOutBadge />}
      </div>
      <div className={styles.quantity}>
        <Button
          iconOnly
          size="sm"
          variant="outline"
          aria-label={`Decrease quantity of ${item.name}`}
          onClick={onDecrease}
          disabled={item.quantity <= 1 || removing}
        >
          <LuMinus />
        </Button>
        <p className={styles.count}>{item.quantity}</p>
        <Button
          iconOnly
          size="sm"
          variant="outline"
          aria-label={`Increase quantity of ${item.name}`}
          onClick={onIncrease}
          disabled={removing || soldOut}
        >
          <LuPlus />
        </Button>
      </div>
      <p className={styles.total}>{formatKm(lineTotal(item))}</p>
      <Button
        size="sm"
        variant="ghost"
        palette="red"
        className={styles.remove}
        onClick={onRemove}
        loading={removing}
        aria-label={`Remove ${item.name}`}
      >
        <LuTrash2 /> Remove
      </Button>
    </li>
  );
}

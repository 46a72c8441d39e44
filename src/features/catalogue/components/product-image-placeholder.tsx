import { LuImageOff } from 'react-icons/lu';
import styles from './product-image-placeholder.module.css';

/** Stands in for a product without an image. */
export function ProductImagePlaceholder({ name }: { name: string }) {
  return (
    <div role="img" aria-label={`${name} (no image)`} className={styles.placeholder}>
      <div className={styles.content}>
        <LuImageOff className={styles.icon} />
        <p className={styles.label}>No image</p>
      </div>
    </div>
  );
}

import { Badge } from '@chakra-ui/react';
import styles from './order-status-badge.module.css';

const PALETTES: Record<string, string> = { accepted: 'green', rejected: 'red' };

/** A finished order shows 'finished' in blue; otherwise the status: green, red, or grey. */
export function OrderStatusBadge({ status, finished }: { status: string; finished: boolean }) {
  const label = finished ? 'finished' : status;
  const palette = finished ? 'blue' : (PALETTES[status] ?? 'gray');
  return (
    <Badge colorPalette={palette} variant="subtle" className={styles.status}>
      {label}
    </Badge>
  );
}

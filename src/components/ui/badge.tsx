import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';
import { classes, paletteClass, type Palette } from './palette';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  palette: Palette;
  size?: 'sm' | 'md';
  /** Fully rounded (a count). */
  round?: boolean;
}

/** Chakra's solid badge, drawn by a static stylesheet. */
export function Badge({ palette, size = 'sm', round = false, className, ...rest }: BadgeProps) {
  return (
    <span
      className={classes(
        styles.badge,
        styles[size],
        paletteClass(palette),
        round && styles.round,
        className,
      )}
      {...rest}
    />
  );
}

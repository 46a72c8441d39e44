import { cloneElement, useId, type ReactElement } from 'react';
import styles from './hint-tooltip.module.css';

interface HintTooltipProps {
  label: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A small tooltip shown on hover and keyboard focus, drawn with CSS only. Chakra's Tooltip
 * (zag + floating-ui) would weigh on what `/` loads (docs/performance.md, "Where the speed comes
 * from"), and loading it lazily meant swapping the trigger under the pointer, which
 * could swallow a click. Hover counts only where the pointer can hover and focus only when it is
 * visible (Chakra's rules too), so a tap on a touch screen never leaves it open.
 */
export function HintTooltip({ label, children }: HintTooltipProps) {
  const id = useId();
  return (
    <div className={styles.anchor}>
      {cloneElement(children, { 'aria-describedby': id })}
      <div id={id} role="tooltip" className={styles.hint}>
        {label}
      </div>
    </div>
  );
}

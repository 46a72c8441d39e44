import { lazy, Suspense } from 'react';
import type { TooltipContentProps } from './TooltipContent';

const TooltipContent = lazy(() => import('./TooltipContent'));

/**
 * A tooltip on hover and focus whose code (~14 KB gzip) stays out of the first page load:
 * the child renders at once and gains its tooltip when the chunk arrives.
 */
export function HintTooltip({ label, children }: TooltipContentProps) {
  return (
    <Suspense fallback={children}>
      <TooltipContent label={label}>{children}</TooltipContent>
    </Suspense>
  );
}

import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface TooltipContentProps {
  label: string;
  children: ReactElement;
}

/** Chakra's tooltip (zag + floating-ui); loaded by HintTooltip after the first render. */
export default function TooltipContent({ label, children }: TooltipContentProps) {
  return (
    <Tooltip.Root openDelay={300}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

import { Box } from '@chakra-ui/react';
import { cloneElement, useId, type ReactElement } from 'react';

interface HintTooltipProps {
  label: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const SHOWN = { opacity: 1, visibility: 'visible' };

/**
 * A small tooltip shown on hover and keyboard focus, drawn with CSS only. Chakra's Tooltip
 * (zag + floating-ui) would weigh on what `/` loads (docs/performance.md, "Hints and toasts off
 * the first load"), and loading it lazily meant swapping the trigger under the pointer, which
 * could swallow a click. Hover counts only where the pointer can hover and focus only when it is
 * visible (Chakra's rules too), so a tap on a touch screen never leaves it open.
 */
export function HintTooltip({ label, children }: HintTooltipProps) {
  const id = useId();
  return (
    <Box position="relative" display="inline-flex" className="group">
      {cloneElement(children, { 'aria-describedby': id })}
      <Box
        id={id}
        role="tooltip"
        position="absolute"
        bottom="calc(100% + 6px)"
        right="0"
        px="2"
        py="1"
        rounded="sm"
        bg="gray.900"
        color="white"
        fontSize="xs"
        whiteSpace="nowrap"
        pointerEvents="none"
        opacity="0"
        visibility="hidden"
        transition="opacity 0.15s 0.3s"
        css={{
          '@media (hover: hover)': { '.group:hover > &': SHOWN },
          '.group > :focus-visible + &': SHOWN,
        }}
      >
        {label}
      </Box>
    </Box>
  );
}

import { Box } from '@chakra-ui/react';
import { cloneElement, useId, type ReactElement } from 'react';

interface HintTooltipProps {
  label: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A small tooltip shown on hover and keyboard focus, drawn with CSS only. Chakra's Tooltip
 * (zag + floating-ui) would add about 20 KB gzip to the catalogue's first load, and loading it
 * lazily meant swapping the trigger under the pointer, which could swallow a click.
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
        _groupHover={{ opacity: 1, visibility: 'visible' }}
        _groupFocusWithin={{ opacity: 1, visibility: 'visible' }}
      >
        {label}
      </Box>
    </Box>
  );
}

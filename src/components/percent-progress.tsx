import { HStack, Progress } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PercentProgressProps {
  /** What is under way, e.g. 'Uploading the picture'; the bar's accessible name. */
  label: string;
  percent: number;
  /** Beside the bar, e.g. a Cancel button. */
  children?: ReactNode;
}

/** A labelled progress bar with its value in percent: a progressbar to assistive technology. */
export function PercentProgress({ label, percent, children }: PercentProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Progress.Root value={value} max={100} size="sm" colorPalette="blue">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">{label}</Progress.Label>
        {/* Not live: a screen reader would speak every percent; the progressbar tells its value
            when asked. */}
        <Progress.ValueText fontSize="sm" aria-live="off">
          {value}%
        </Progress.ValueText>
      </HStack>
      <HStack gap="3">
        {/* Named by what is under way (the track is the progressbar; its own name is the value). */}
        <Progress.Track flex="1" aria-label={label}>
          <Progress.Range />
        </Progress.Track>
        {children}
      </HStack>
    </Progress.Root>
  );
}

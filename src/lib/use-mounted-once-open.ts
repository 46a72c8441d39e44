import { useState } from 'react';

/**
 * False until `open` first turns true, then true for good: a lazily loaded dialog is fetched
 * only when first opened, and stays mounted afterwards so it can animate closed.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is its prerendered HTML (rendered by the build, or being hydrated), true
 * once the app runs it; true from the start on a page the app renders afresh.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

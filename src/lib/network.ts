import { useSyncExternalStore } from 'react';

/** A change refused before it was sent, because the browser is offline. */
export const OFFLINE_REFUSAL = 'You are offline. Nothing was sent.';
/** A call whose answer never came because the connection went away. */
export const CONNECTION_LOST = 'You are offline. The shop could not be reached.';

export const subscribeToNetwork = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
export const isOnline = () => navigator.onLine;
const onlineInPrerender = () => true;

/** Whether the browser says it has a network; a prerendered page is drawn online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, isOnline, onlineInPrerender);
}

import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../config/constants';

/** The app's one toaster: bottom-left, 2.5 s, a close button, the title taken from the type. */
export const toaster = createToaster({
  placement: 'bottom-start',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'danger' | 'warning';

const TITLES: Record<ToastKind, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
};
const CHAKRA_TYPES = { success: 'success', danger: 'error', warning: 'warning' } as const;

// The toast machinery loads with the first toast; a toast created before it has loaded shows
// when it mounts (the list reads the toaster's store).
const ToastList = lazy(() => import('./ToastList'));
let toastListWanted = false;
const wantListeners = new Set<() => void>();

function wantToastList(): void {
  if (toastListWanted) return;
  toastListWanted = true;
  wantListeners.forEach((listener) => listener());
}

function subscribeToWant(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

export function notify(kind: ToastKind, message: string): void {
  wantToastList();
  toaster.create({
    type: CHAKRA_TYPES[kind],
    title: TITLES[kind],
    description: message,
    closable: true,
  });
}

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToWant, () => toastListWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

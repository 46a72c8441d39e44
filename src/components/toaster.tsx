import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
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

export function notify(kind: ToastKind, message: string): void {
  toaster.create({
    type: CHAKRA_TYPES[kind],
    title: TITLES[kind],
    description: message,
    closable: true,
  });
}

// The toast machinery is not needed for the first paint; toasts created before it loads show
// when it mounts (the list reads the toaster's store).
const ToastList = lazy(() => import('./ToastList'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}

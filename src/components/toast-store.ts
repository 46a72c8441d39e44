import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../config/constants';
import type { ToastKind } from './toaster';

/**
 * The toaster (Ark UI's, which Chakra's is: its state machine and dismissable layers), loaded
 * once the page is idle or with the first toast: bottom-left, 2.5 s, a close button, the title
 * taken from the type.
 */
export const toastStore = createToaster({
  placement: 'bottom-start',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

const TITLES: Record<ToastKind, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
};
const CHAKRA_TYPES = { success: 'success', danger: 'error', warning: 'warning' } as const;

export function showToast(kind: ToastKind, message: string): void {
  toastStore.create({
    type: CHAKRA_TYPES[kind],
    title: TITLES[kind],
    description: message,
    closable: true,
  });
}

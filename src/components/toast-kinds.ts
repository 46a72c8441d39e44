export type ToastKind = 'success' | 'danger' | 'warning';

/** Each toast's title, written before its message. */
export const TOAST_TITLES: Record<ToastKind, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
};

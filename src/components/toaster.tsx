import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastStore } from './toast-store';
import { withChakra } from '../theme/chakra-scope';

/**
 * Darker than Chakra's `*.solid` (white on green.600 is 3.3:1, 2.6:1 for the 0.8-opacity
 * description): every pair here passes WCAG AA (4.5:1) for small text.
 */
const TOAST_COLORS = {
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
};

/** The toasts themselves; loaded after the first render (see Toaster). */
function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            css={TOAST_COLORS}
            // Tab reaches a toast (and its Close) like any control, and leaves it for the next.
            // Told of that focus, the toast region would send the focus back where it came from
            // as soon as it left the region: a keyboard trap at the page's end while a toast
            // shows. The region still hears of the focus its hotkey (alt+T) gives it, whose way
            // back is meant. A toast waits, paused, while it has the focus.
            onFocus={(event) => {
              event.stopPropagation();
              toastStore.pause(toast.id);
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) toastStore.resume(toast.id);
            }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export default withChakra(ToastList);

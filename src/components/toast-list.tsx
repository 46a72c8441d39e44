import { Toast, Toaster } from '@ark-ui/react/toast';
import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { RiCheckboxCircleFill, RiCloseLine, RiErrorWarningFill } from 'react-icons/ri';
import type { ToastEdge } from './toast-edge';
import { edgesShowing, toastStores } from './toast-store';
import styles from './toast-list.module.css';

const EDGES: ToastEdge[] = ['bottom', 'top'];
const REGION_NAMES: Record<ToastEdge, string> = {
  bottom: 'Notifications at the bottom (alt+T)',
  top: 'Notifications at the top (alt+T)',
};

type Regions = Partial<Record<ToastEdge, HTMLElement | null>>;

/** alt+T takes the focus to the toasts showing (the newest one's edge), as Ark's own hotkey does. */
function useToastHotkey(regions: RefObject<Regions>): void {
  useEffect(() => {
    const focusToasts = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const edge = edgesShowing()[0];
      if (edge) regions.current[edge]?.focus();
    };
    document.addEventListener('keydown', focusToasts, { capture: true });
    return () => document.removeEventListener('keydown', focusToasts, { capture: true });
  }, [regions]);
}

/**
 * The toasts themselves, loaded with the first one (see Toaster): Chakra's toast, its behaviour
 * from Ark UI (Chakra's own headless layer) and its look from a static stylesheet, so the first
 * toast builds no Chakra theme. They are silent (`aria-live="off"` on the regions and on each
 * toast): the announcer speaks each message once (`notify`), where a toast and its region would
 * each speak it too.
 */
export default function ToastList() {
  const regions = useRef<Regions>({});
  useToastHotkey(regions);
  return createPortal(
    EDGES.map((edge) => (
      <Toaster
        key={edge}
        ref={(region) => {
          regions.current[edge] = region;
        }}
        toaster={toastStores[edge]}
        className={styles.group}
        aria-label={REGION_NAMES[edge]}
        aria-live="off"
      >
        {(toast) => (
          <Toast.Root
            className={styles.toast}
            aria-live="off"
            // Tab reaches a toast (and its Close) like any control, and leaves it for the next.
            // Told of that focus, the toast region would send the focus back where it came from
            // as soon as it left the region: a keyboard trap at the page's end while a toast
            // shows. The region still hears of the focus its hotkey (alt+T) gives it, whose way
            // back is meant. A toast waits, paused, while it has the focus.
            onFocus={(event) => {
              event.stopPropagation();
              toastStores[edge].pause(toast.id);
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget))
                toastStores[edge].resume(toast.id);
            }}
          >
            {toast.type === 'success' ? (
              <RiCheckboxCircleFill className={styles.indicator} aria-hidden="true" />
            ) : (
              <RiErrorWarningFill className={styles.indicator} aria-hidden="true" />
            )}
            <div className={styles.text}>
              {toast.title && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </div>
            {toast.closable && (
              <Toast.CloseTrigger className={styles.close} aria-label="Close">
                <RiCloseLine aria-hidden="true" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    )),
    document.body,
  );
}

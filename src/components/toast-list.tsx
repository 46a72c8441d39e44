import { Toast, Toaster } from '@ark-ui/react/toast';
import { createPortal } from 'react-dom';
import { RiCheckboxCircleFill, RiCloseLine, RiErrorWarningFill } from 'react-icons/ri';
import { toastStore } from './toast-store';
import styles from './toast-list.module.css';

/**
 * The toasts themselves, loaded with the first one (see Toaster): Chakra's toast, its behaviour
 * from Ark UI (Chakra's own headless layer) and its look from a static stylesheet, so the first
 * toast builds no Chakra theme. They are silent (`aria-live="off"` on the region and on each
 * toast): the announcer speaks each message once (`notify`), where a toast and its region would
 * each speak it too.
 */
export default function ToastList() {
  return createPortal(
    <Toaster toaster={toastStore} className={styles.group} aria-live="off">
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
            toastStore.pause(toast.id);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) toastStore.resume(toast.id);
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
    </Toaster>,
    document.body,
  );
}

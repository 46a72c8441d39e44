import { TOAST_DURATION_MS } from '../config/constants';
import type { ToastEdge } from './toast-edge';
import { TOAST_TITLES, type ToastKind } from './toast-kinds';
import styles from './plain-toast.module.css';

const stacks: Partial<Record<ToastEdge, HTMLElement>> = {};

function stackAt(edge: ToastEdge): HTMLElement {
  let stack = stacks[edge];
  if (!stack?.isConnected) {
    stack = document.createElement('div');
    stack.className = `${styles.stack} ${styles[edge]}`;
    document.body.append(stack);
    stacks[edge] = stack;
  }
  return stack;
}

/**
 * A toast drawn with the DOM alone, for a page whose toasts' own code could not be downloaded
 * (Firefox and Safari keep a failed download for the page's life): the same title and words at
 * the same edge, closable, gone after the same time (held while pointed at or focused). Silent,
 * as every toast: the announcer speaks the message.
 */
export function showPlainToast(kind: ToastKind, message: string, edge: ToastEdge): void {
  const toast = document.createElement('div');
  toast.className = styles.toast;
  // Marked as the toast list marks its toasts: what reads the page's toasts reads these too.
  Object.assign(toast.dataset, { scope: 'toast', part: 'root', kind });
  const title = document.createElement('strong');
  title.textContent = TOAST_TITLES[kind];
  const text = document.createElement('p');
  text.append(title, ' ', message);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close;
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.addEventListener('click', () => toast.remove());
  toast.append(text, close);
  stackAt(edge).append(toast);
  removeUnlessHeld(toast);
}

/**
 * Gone after the toasts' time, which stops while the pointer is on the toast or the focus in
 * it (reaching for Close), as the list's toasts do, and starts again in full when they leave.
 */
function removeUnlessHeld(toast: HTMLElement): void {
  let timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  const held = () => toast.matches(':hover') || toast.contains(document.activeElement);
  const hold = () => clearTimeout(timer);
  const release = () => {
    // The pointer or the focus may have moved to another part of the same toast.
    setTimeout(() => {
      if (!toast.isConnected || held()) return;
      clearTimeout(timer);
      timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
    }, 0);
  };
  toast.addEventListener('pointerenter', hold);
  toast.addEventListener('focusin', hold);
  toast.addEventListener('pointerleave', release);
  toast.addEventListener('focusout', release);
}

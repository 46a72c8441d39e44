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
 * the same edge, closable, gone after the same time. Silent, as every toast: the announcer
 * speaks the message.
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
  setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}

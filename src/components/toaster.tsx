import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { announce } from './announcer';
import { lazyPart } from './lazy-part';
import { edgeAwayFromAttention } from './toast-edge';

export type ToastKind = 'success' | 'danger' | 'warning';

// The toast machinery loads once the page is idle (prepareToasts), or with the first toast if that
// comes first: loaded with the app it would weigh on what `/` loads
// (docs/decisions/0002-toasts-without-the-theme.md). Toasts keep their order: each
// waits for the same import, and a toast created before the list mounts shows when it does
// (the list reads the store).
const loadToastStore = () => import('./toast-store');
// Not downloaded (offline): toasts are still spoken, and the list comes once back online.
const ToastList = lazyPart(
  () => import('./toast-list').then((module) => module.default),
  () => undefined,
);
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

const SPOKEN_PREFIX: Record<ToastKind, string> = {
  success: '',
  danger: 'Error: ',
  warning: 'Warning: ',
};

/**
 * The app's one way to show a toast (2.5 s, closable; see toast-store.ts), at the screen's foot or
 * top, away from what the visitor just tapped or focused (toast-edge.ts). The toast
 * is silent: a screen reader hears `spoken` (the message, unless the caller says more, such as
 * the cart's new count once it is read) from the announcer, once; an error interrupts.
 */
export function notify(
  kind: ToastKind,
  message: string,
  spoken: string | Promise<string> = message,
): void {
  wantToastList();
  const edge = edgeAwayFromAttention();
  void loadToastStore().then(({ showToast }) => showToast(kind, message, edge));
  const say = (words: string) =>
    announce(SPOKEN_PREFIX[kind] + words, kind === 'danger' ? 'assertive' : 'polite');
  // Words still on their way that never come (the cart not read again): the toast's own.
  void Promise.resolve(spoken).then(say, () => say(message));
}

/**
 * Draws the toast list, empty, once the page has nothing else to do: the first toast then only
 * draws itself (mounting the list is work of its own, done in the background: see Toaster).
 */
export function prepareToasts(): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  whenIdle(wantToastList);
}

/** A prerendered page has no toasts: one requested before it hydrates shows right after. */
const noToastsInPrerender = () => false;

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToWant, () => toastListWanted, noToastsInPrerender);
  // A store's change renders at once, in one task; the list is mounted instead in a background
  // render that gives the main thread back every few milliseconds (a long task on a phone).
  const mounted = useDeferredValue(wanted);
  return mounted ? <ToastList /> : null;
}

/**
 * A dialog or menu, once open, clears the toasts shown: drawn above it, they would cover what it
 * offers (the top toast, the menu's first links) and take the taps meant for it.
 */
export function useClearToastsOnOpen(open: boolean): void {
  useEffect(() => {
    if (!open || !toastListWanted) return;
    void loadToastStore().then(({ toastStores }) =>
      Object.values(toastStores).forEach((store) => store.dismiss()),
    );
  }, [open]);
}

/**
 * Tells the visitor that a dialog or menu they opened could not be downloaded; when it had failed
 * before in this page, online, that a reload may be what brings it (lazy-part.tsx).
 */
export function tellNotOpened(failedBefore: boolean): void {
  notify(
    'danger',
    !navigator.onLine
      ? 'You are offline. Try again once you are back online.'
      : failedBefore
        ? 'This could not be opened again. Reload the page to try once more.'
        : 'This could not be opened. Check your connection and try again.',
  );
}

import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { announce } from './announcer';
import { downloadCode } from '../lib/code-download';
import { lazyPart } from './lazy-part';
import { showPlainToast } from './plain-toast';
import { edgeAwayFromAttention } from './toast-edge';
import type { ToastKind } from './toast-kinds';

// The toast machinery loads once the page is idle (prepareToasts), or with the first toast if that
// comes first: loaded with the app it would weigh on what `/` loads
// (docs/decisions/0002-toasts-without-the-theme.md). Toasts keep their order: each
// waits for the same import, and a toast created before the list mounts shows when it does
// (the list reads the store).
const loadToastStore = () => import('./toast-store');
const loadToastList = () => import('./toast-list');
// Not downloaded (offline, a dropped connection): toasts are drawn plainly meanwhile, and the
// list is tried again with the next toast, or once back online (Firefox and Safari keep the
// failed download for the page's life: their toasts stay plain).
const ToastList = lazyPart(
  () => loadToastList().then((module) => module.default),
  () => (toastListFailed = true),
);
/**
 * A toast waits this long for the toasts' code on its way (a dropped download may never end in
 * WebKit), then is drawn plainly instead.
 */
const TOAST_CODE_WAIT_MS = 3000;
const toastListSoon = downloadCode(loadToastList, TOAST_CODE_WAIT_MS);
/** How many times the list was asked for: once, and again after each failed download. */
let toastListWanted = 0;
let toastListFailed = false;
const wantListeners = new Set<() => void>();

function wantToastList(): void {
  if (toastListWanted && !toastListFailed) return;
  toastListFailed = false;
  toastListWanted += 1;
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
  void Promise.all([loadToastStore(), toastListSoon()]).then(
    ([{ showToast }]) => showToast(kind, message, edge),
    () => showPlainToast(kind, message, edge),
  );
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
const noToastsInPrerender = () => 0;

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToWant, () => toastListWanted, noToastsInPrerender);
  // A store's change renders at once, in one task; the list is mounted instead in a background
  // render that gives the main thread back every few milliseconds (a long task on a phone).
  const mounted = useDeferredValue(wanted);
  // Asked for again after a failed download: a new part, which downloads it again.
  return mounted ? <ToastList key={mounted} /> : null;
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

/**
 * Tells the visitor when the first load's own code could not be downloaded (offline, a dropped
 * connection), which leaves the prerendered page drawn but asleep: its buttons do nothing. It is
 * part of the entry, so it draws with the DOM alone, under the page, outside the app's root.
 * A screen's code that fails later is the app's to tell (src/app/screen-load-failed.tsx).
 */

import styles from './start-failed.module.css';

/** A browser that says it is back online may not carry requests yet: tried again after these. */
const BACK_ONLINE_WAITS_MS = [500, 1500, 3000];
/** How long the first load may take before the page says so; it goes on waiting. */
const SLOW_MS = 12_000;

type Why = 'offline' | 'interrupted' | 'slow';

const WORDS: Record<Why | 'retrying', string> = {
  retrying: 'Trying again...',
  offline: 'You are offline. It tries again by itself once you are back online.',
  interrupted: 'Its download was interrupted. Check your connection and retry.',
  slow: 'Its download is taking too long. Check your connection and retry.',
};
export const START_FAILED_TITLE = 'The shop could not finish loading.';

function drawNotice(onRetry: () => void): { notice: HTMLElement; text: HTMLElement } {
  const notice = document.createElement('aside');
  notice.setAttribute('aria-label', 'Loading problem');
  notice.className = styles.notice;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = styles.alert;
  const title = document.createElement('strong');
  title.textContent = START_FAILED_TITLE;
  const text = document.createElement('span');
  alert.append(title, ' ', text);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.className = styles.retry;
  retry.addEventListener('click', onRetry);
  notice.append(alert, retry);
  return { notice, text };
}

/** Under the page, which keeps room for it: what is scrolled or focused to is never under it. */
function showNotice(notice: HTMLElement): void {
  if (!notice.isConnected) document.body.append(notice);
  const room = `${notice.offsetHeight}px`;
  document.body.style.paddingBottom = room;
  document.documentElement.style.scrollPaddingBottom = room;
}

/**
 * The page's heading (or its main content) takes the focus the notice's Retry held, as a page
 * that arrives does: the keyboard goes on from the page, and a screen reader says where it is.
 * Plain DOM, as src/lib/focus.ts does it: the entry imports no module of the app's chunks.
 */
function focusPage(): void {
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function hideNotice(notice: HTMLElement): void {
  if (!notice.isConnected) return;
  const heldFocus = notice.contains(document.activeElement);
  notice.remove();
  if (heldFocus) focusPage();
  document.body.style.paddingBottom = '';
  document.documentElement.style.scrollPaddingBottom = '';
}

/**
 * Runs `start` (the first load's imports and the app's start) and, when it fails or is slow, says
 * so with Retry, which runs it again; so does the browser coming back online. While the notice
 * shows, taps held on the asleep page are forgotten (early-interactions.ts), up to the moment the
 * app wakes: nothing the visitor did on a page that answered nothing is done unseen later; what
 * they typed stays. Firefox and Safari keep a module that failed, or a download that never
 * ended, for the page's life, so a Retry by hand that cannot succeed in the page, online, loads
 * the page afresh.
 */
export function startOrTell(start: () => Promise<unknown>): void {
  let running: Promise<unknown> | undefined;
  let why: Why = 'interrupted';
  // Drawn when first needed: a start that goes well builds nothing.
  let notice: ReturnType<typeof drawNotice> | undefined;
  const shown = () => notice?.notice.isConnected === true;
  const forgetTapsIfShown = () => {
    if (shown()) window.__stopHoldingEarlyTaps?.forgetHeldTaps();
  };

  const say = (words: string) => {
    notice ??= drawNotice(retryByHand);
    notice.text.textContent = words;
    showNotice(notice.notice);
  };
  const tell = (reason: Why) => {
    why = reason;
    window.__stopHoldingEarlyTaps?.forgetHeldTaps();
    say(WORDS[navigator.onLine ? reason : 'offline']);
  };
  const started = () => {
    forgetTapsIfShown();
    if (notice) hideNotice(notice.notice);
    window.removeEventListener('online', backOnline);
    window.removeEventListener('offline', wentOffline);
    clearTimeout(slow);
  };
  const failed = (error: unknown) => {
    // A bug in the start reads as a failed download to the visitor; the console keeps the cause.
    console.error(error);
    running = undefined;
    throw error;
  };
  const attempt = (): Promise<unknown> => {
    forgetTapsIfShown();
    return (running ??= start().then(started, failed));
  };
  const retryBackOnline = (waits = BACK_ONLINE_WAITS_MS): Promise<unknown> =>
    attempt().catch(() => {
      const [wait, ...later] = waits;
      if (wait === undefined || !navigator.onLine) return tell('interrupted');
      return new Promise((next) => setTimeout(next, wait)).then(() => retryBackOnline(later));
    });

  function retryByHand() {
    if (navigator.onLine && why === 'slow') return window.location.reload();
    say(WORDS.retrying);
    attempt().catch(() => (navigator.onLine ? window.location.reload() : tell('interrupted')));
  }
  function backOnline() {
    if (!shown()) return;
    // A download still on its way (slow) goes on: the notice says so again rather than "offline".
    tell(why);
    if (why !== 'slow') void retryBackOnline();
  }
  function wentOffline() {
    if (shown()) tell(why);
  }
  window.addEventListener('online', backOnline);
  window.addEventListener('offline', wentOffline);
  const slow = setTimeout(() => {
    if (running) tell('slow');
  }, SLOW_MS);
  attempt().catch(() => {
    clearTimeout(slow);
    tell('interrupted');
  });
}

/**
 * Safari (WebKit) keeps a page the user leaves in its back/forward cache, frozen, with whatever
 * it held: an IndexedDB transaction not yet committed, a Web Lock granted after it froze. Every
 * other page of the demo would wait on them until the user came back. So a page lets go of the
 * shared db as it goes into the cache: `frozenSignal()` aborts then (a new one once it is back),
 * and `onFreeze` callbacks run.
 */
let controller = new AbortController();
const freezeCallbacks: (() => void)[] = [];

window.addEventListener('pagehide', (event) => {
  if (!event.persisted) return;
  controller.abort(new DOMException('The page went into the back/forward cache.', 'AbortError'));
  freezeCallbacks.forEach((callback) => callback());
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) controller = new AbortController();
});

/** Aborted when the page goes into the back/forward cache. */
export const frozenSignal = (): AbortSignal => controller.signal;

export function onFreeze(callback: () => void): void {
  freezeCallbacks.push(callback);
}

/**
 * Safari (WebKit) keeps a page the visitor leaves in its back/forward cache, frozen, with whatever
 * it held: an IndexedDB transaction not yet committed, a Web Lock granted after it froze. Every
 * other page of the demo would wait on them until the visitor came back. So a page lets go of
 * the shared db as it goes into the cache: `onFreeze` callbacks run then.
 *
 * A page brought back from the cache is loaded again: MSW stopped mocking for it when it was left
 * (its worker forgets a page at `beforeunload`), so its calls would reach the static host.
 */
const freezeCallbacks: (() => void)[] = [];

window.addEventListener('pagehide', (event) => {
  if (event.persisted) freezeCallbacks.forEach((callback) => callback());
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

export function onFreeze(callback: () => void): void {
  freezeCallbacks.push(callback);
}

/**
 * Calls back once an element comes within half a screen of the viewport: one observer for every
 * element asked about. Where there is no IntersectionObserver (jsdom), at once.
 */
const MARGIN = '50% 0px';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function observe(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const callback = waiting.get(entry.target);
    if (!entry.isIntersecting || !callback) continue;
    stopWaiting(entry.target);
    callback();
  }
}

function stopWaiting(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Returns what stops the wait (an element that leaves the page before it comes near). */
export function whenNearScreen(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(observe, { rootMargin: MARGIN });
  waiting.set(element, callback);
  observer.observe(element);
  return () => stopWaiting(element);
}

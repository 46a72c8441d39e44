export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs each piece of work alone among all tabs of the origin (Web Locks), one after another.
 * A wait for the lock ends when `signal` aborts. Where the browser has no
 * Web Locks (a page not served from localhost or https, which has no service worker either),
 * alone within this tab.
 */
export function tabLock(name: string, signal?: AbortSignal): Exclusive {
  const locks = globalThis.navigator?.locks;
  if (locks) return (work) => locks.request(name, { signal }, work);
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
}

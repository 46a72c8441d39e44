/**
 * A sleeping API (a free hosting tier) wakes on its first request and takes up to a minute:
 * meanwhile it holds requests, responds with 502, 503 or 504, or (on another site, without CORS
 * headers on the host's own error page) seems not to respond at all. Reads wait it out
 * (api-client.ts); this module says which responses mean that, and tells the screens while a
 * read waits (docs/deployment.md, "A sleeping API").
 */

/** Responses of a server that is still starting; 0 is no response at all. */
const WAKING_STATUSES = new Set([0, 502, 503, 504]);

export const isWakingStatus = (status: number) => WAKING_STATUSES.has(status);

/** How reads wait for a waking server; tests shorten it rather than wait a minute and a half. */
export const wakeTiming = {
  /** How long a read keeps trying: longer than the slowest wake-up of the hosted tier. */
  windowMs: 90_000,
  /** A read still waiting after this long tells the page the server is waking up. */
  noticeAfterMs: 4_000,
  firstRetryMs: 1_000,
  longestRetryMs: 8_000,
};

/** The pause before a read's next try: doubling from the first, at most the longest. */
export const retryDelay = (failures: number) =>
  Math.min(wakeTiming.firstRetryMs * 2 ** (failures - 1), wakeTiming.longestRetryMs);

export const SERVER_WAKING_MESSAGE =
  "The shop's server is waking up. This can take up to a minute; the page loads by itself.";

/** What a change that met the waking server says: it was sent once, and the input is kept. */
export const WRITE_WHILE_WAKING_MESSAGE =
  "The shop's server is waking up, so this may not have gone through. Please try again in a minute; your input is kept.";

const waitingReads = new Set<symbol>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** True while some read is waiting for the server to wake. */
export const isServerWaking = () => waitingReads.size > 0;

export function subscribeToServerWaking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tracks one read: it counts as waiting for the server once it has met a waking response
 * (`metWakingResponse`) or gone on for 4 s, until `settled`.
 */
export function trackRead() {
  const read = Symbol('read');
  const markWaiting = () => {
    if (waitingReads.has(read)) return;
    waitingReads.add(read);
    changed();
  };
  const timer = setTimeout(markWaiting, wakeTiming.noticeAfterMs);
  return {
    metWakingResponse: markWaiting,
    settled() {
      clearTimeout(timer);
      if (waitingReads.delete(read)) changed();
    },
  };
}

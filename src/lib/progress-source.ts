import { useSyncExternalStore } from 'react';

/**
 * A percent that changes often, read only by what draws it: setting it renders the progress bar
 * that subscribed, not the form around it (a form of Chakra fields is a long task to render on a
 * slow phone, and a picture's preparation reports progress many times).
 */
export interface ProgressSource {
  subscribe(listener: () => void): () => void;
  percent(): number;
}

export function createProgressSource(): ProgressSource & { set(percent: number): void } {
  let current = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    percent: () => current,
    set(percent) {
      current = percent;
      for (const listener of listeners) listener();
    },
  };
}

export function useProgress(source: ProgressSource): number {
  return useSyncExternalStore(source.subscribe, source.percent, source.percent);
}

/** A part of the app whose code could not be downloaded (offline, a dropped connection, a deploy). */
export class CodeDownloadError extends Error {
  constructor(cause: unknown) {
    super('The code of this part of the shop could not be downloaded', { cause });
    this.name = 'CodeDownloadError';
  }
}

/** `load`, its failure named as a CodeDownloadError (the boundaries show nothing else). */
export const downloadCode =
  <Module>(load: () => Promise<Module>) =>
  (): Promise<Module> =>
    load().catch((error: unknown) => {
      throw new CodeDownloadError(error);
    });

export const subscribeToNetwork = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
export const isOnline = () => navigator.onLine;

/** Starts a download ahead of need; a failure is left to the part, which tries again when used. */
export const downloadAhead = (load: () => Promise<unknown>) => (): void => {
  load().catch(() => undefined);
};

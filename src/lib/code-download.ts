/**
 * How long a part's code may take to arrive before the page offers Retry: a dropped connection
 * can leave a download waiting for good (WebKit's does), and a phone's slowest link brings a
 * chunk in a few seconds.
 */
export const downloadTiming = { boundMs: 12_000 };

/** A part of the app whose code could not be downloaded (offline, a dropped connection, a deploy). */
export class CodeDownloadError extends Error {
  /** True when the download did not end within the bound (it may still be on its way). */
  readonly stalled: boolean;

  constructor(cause: unknown, stalled = false) {
    super('The code of this part of the shop could not be downloaded', { cause });
    this.name = 'CodeDownloadError';
    this.stalled = stalled;
  }
}

/** `load`, its failure or a stall past the bound (`boundMs`) named as a CodeDownloadError. */
export const downloadCode =
  <Module>(load: () => Promise<Module>, boundMs?: number) =>
  (): Promise<Module> =>
    new Promise((resolve, reject) => {
      const stalled = setTimeout(
        () => reject(new CodeDownloadError('no answer', true)),
        boundMs ?? downloadTiming.boundMs,
      );
      load()
        .then(resolve, (error: unknown) => reject(new CodeDownloadError(error)))
        .finally(() => clearTimeout(stalled));
    });

/** Starts a download ahead of need; a failure is left to the part, which tries again when used. */
export const downloadAhead = (load: () => Promise<unknown>) => (): void => {
  load().catch(() => undefined);
};

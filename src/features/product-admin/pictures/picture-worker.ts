/// <reference lib="webworker" />
import { compressPicture } from './compress-picture';

/** What the page sends: the file the staff member chose. */
export interface PictureJob {
  file: File;
}

/** What the worker answers: progress in percent, then the stored picture or a failure. */
export type PictureWorkerMessage =
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; file: File }
  | { kind: 'failed'; reason: string };

declare const self: DedicatedWorkerGlobalScope;

const post = (message: PictureWorkerMessage) => self.postMessage(message);

self.onmessage = async ({ data }: MessageEvent<PictureJob>) => {
  try {
    const file = await compressPicture(data.file, {
      onProgress: (percent) => post({ kind: 'progress', percent }),
    });
    post({ kind: 'done', file });
  } catch (error) {
    post({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
};

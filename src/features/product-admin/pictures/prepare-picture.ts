import type { CompressOptions } from './compress-picture';
import { PICTURE_PROBLEMS, PictureProblem, unreadableProblem } from './picture-problems';
import { PICTURE_RULES } from './picture-rules';
import type { PictureJob, PictureWorkerMessage } from './picture-worker';
import { svgToRaster } from './svg-to-raster';

/** A chosen picture made ready to store, beside what was chosen. */
export interface PreparedPicture {
  /** The bytes that will be uploaded: upright, resized, re-encoded, without metadata. */
  file: File;
  originalName: string;
  originalBytes: number;
}

const aborted = (signal?: AbortSignal) =>
  signal?.reason ?? new DOMException('The picture was no longer wanted.', 'AbortError');

/** The picture prepared in a worker of its own, so the form stays responsive meanwhile. */
function prepareInWorker(file: File, { onProgress, signal }: CompressOptions): Promise<File> {
  const worker = new Worker(new URL('./picture-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<File>((resolve, reject) => {
    const stop = (settle: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      settle();
    };
    const abort = () => stop(() => reject(aborted(signal)));
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<PictureWorkerMessage>) => {
      if (data.kind === 'progress') onProgress?.(data.percent);
      else if (data.kind === 'done') stop(() => resolve(data.file));
      else stop(() => reject(new Error(data.reason)));
    };
    worker.onerror = (event) => stop(() => reject(new Error(event.message)));
    worker.postMessage({ file } satisfies PictureJob);
  });
}

/**
 * The picture the shop will store for `file` (see compressPicture). Off the main thread where the
 * browser can decode in a worker; on the page where it cannot (Safari's workers draw no image from
 * a file, older browsers have no module workers). A file no decoder reads is a PictureProblem.
 */
export async function preparePicture(
  file: File,
  options: CompressOptions = {},
): Promise<PreparedPicture> {
  let source = file;
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) {
    source = await svgToRaster(file).catch((error: unknown) => {
      throw unreadableProblem(file, error);
    });
  }
  let stored: File;
  try {
    if (typeof Worker !== 'function') throw new Error('No workers here.');
    stored = await prepareInWorker(source, options);
  } catch (workerError) {
    if (options.signal?.aborted) throw aborted(options.signal);
    // Only then is the library loaded on the page: it is otherwise the worker's alone.
    const { compressPicture } = await import('./compress-picture');
    stored = await compressPicture(source, options).catch((error: unknown) => {
      if (options.signal?.aborted) throw aborted(options.signal);
      throw unreadableProblem(file, error ?? workerError);
    });
  }
  if (stored.size > PICTURE_RULES.maxBytes) throw new PictureProblem(PICTURE_PROBLEMS.tooDetailed);
  return { file: stored, originalName: file.name, originalBytes: file.size };
}

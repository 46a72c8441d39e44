import { useCallback, useEffect, useRef, useState } from 'react';
import { createProgressSource, type ProgressSource } from '../../../lib/progress-source';
import { PICTURE_PROBLEMS, PictureProblem } from './picture-problems';
import { preparePicture, type PreparedPicture } from './prepare-picture';

/** Where the chosen picture is: none, being prepared, ready to store, or refused with a reason. */
export type PictureChoice =
  | { status: 'none' }
  | { status: 'preparing'; name: string; progress: ProgressSource }
  | { status: 'ready'; picture: PreparedPicture }
  | { status: 'refused'; problem: string };

const NONE: PictureChoice = { status: 'none' };

/**
 * The picture a staff member chose, prepared for storing as soon as it is chosen: a file that
 * cannot be a picture is refused then, not at submit. `onPrepared` gets the file to upload (or
 * null while there is none). Choosing again, or nothing, drops a preparation still running.
 */
export function usePictureChoice(onPrepared: (file: File | null) => void) {
  const [choice, setChoice] = useState<PictureChoice>(NONE);
  const running = useRef<AbortController | null>(null);
  const reported = useRef(onPrepared);
  useEffect(() => {
    reported.current = onPrepared;
  });
  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback((file: File | null) => {
    running.current?.abort();
    running.current = null;
    reported.current(null);
    if (!file) {
      setChoice(NONE);
      return;
    }
    const job = new AbortController();
    running.current = job;
    const progress = createProgressSource();
    setChoice({ status: 'preparing', name: file.name, progress });
    preparePicture(file, { onProgress: progress.set, signal: job.signal }).then(
      (picture) => {
        if (job.signal.aborted) return;
        setChoice({ status: 'ready', picture });
        reported.current(picture.file);
      },
      (error: unknown) => {
        if (job.signal.aborted) return;
        const problem =
          error instanceof PictureProblem ? error.message : PICTURE_PROBLEMS.unreadable;
        setChoice({ status: 'refused', problem });
      },
    );
  }, []);

  return { choice, choose };
}

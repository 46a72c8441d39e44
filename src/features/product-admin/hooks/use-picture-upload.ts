import { useCallback, useRef, useState } from 'react';
import type { UploadOptions } from '../storage';

/**
 * The progress of a picture's upload, for the form that sends it, and a way to cancel it.
 * `begin` gives the options the upload is followed with; `end` hides the progress again.
 */
export function usePictureUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const begin = useCallback((): UploadOptions => {
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    return {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (running.current === controller) setPercent(fraction * 100);
      },
    };
  }, []);
  const end = useCallback(() => {
    running.current = null;
    setPercent(null);
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);

  return { percent, begin, end, cancel };
}

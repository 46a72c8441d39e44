import { notify } from '../../src/components/toaster';

/**
 * Tells the demo's user something about the mock itself (a setting it ignored, data it could not
 * save): a warning toast in the app, and the console with the cause.
 */
export function warnUser(message: string, cause?: unknown): void {
  if (cause === undefined) console.warn(`[mock] ${message}`);
  else console.warn(`[mock] ${message}`, cause);
  notify('warning', message);
}

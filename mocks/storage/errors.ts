import { MAX_OBJECT_BYTES } from './objects';
import { storageJson } from './responses';

/** Firebase Storage's REST error body; the SDK maps the status to its error code. */
export function storageError(status: number, message: string): Response {
  return storageJson({ error: { code: status, message } }, status);
}

export const STORAGE_MESSAGES = {
  unauthenticated: 'Unauthenticated request: sign in to use this bucket.',
  quota: 'Quota for the bucket has been exceeded.',
  forbidden: 'Permission denied. Could not perform this operation',
  notFound: 'Not Found.',
  badRequest: 'Invalid upload request.',
  tooLarge: `The upload is larger than the bucket takes (${MAX_OBJECT_BYTES / 1024 / 1024} MB).`,
  uploadNotFound: 'No such upload: it was cancelled, or forgotten. Start the upload again.',
  uploadFinal: 'The upload is already finalized.',
  offsetMismatch:
    'Invalid request. The upload offset is not the number of bytes received: query the upload and resume from there.',
  largerThanDeclared: 'The upload is larger than its declared X-Goog-Upload-Header-Content-Length.',
  smallerThanDeclared:
    'The upload is finalized before all the bytes of its declared X-Goog-Upload-Header-Content-Length arrived.',
} as const;

import { ApiError } from '../../../lib/api-client';

/**
 * What the product forms say when the image upload fails: the one place that maps
 * Firebase Storage error codes (and, failing that, HTTP statuses) to messages.
 * Kept free of the Firebase SDK, so importing it never pulls the SDK into a chunk.
 */
export const STORAGE_FAILURE_MESSAGES = {
  unauthenticated: 'Image upload failed: you are not signed in to the storage service (401).',
  quotaExceeded: 'Image upload failed: the storage quota is exceeded (402).',
  unauthorized: 'Image upload failed: you are not allowed to upload there (403).',
  objectNotFound: 'Image upload failed: the uploaded image was not found (404).',
  tooLarge: 'Image upload failed: the picture is larger than the storage service takes (413).',
  unauthorizedApp: 'Image upload failed: this app is not allowed to use the storage service.',
  noResponse: 'Image upload failed: the storage service did not respond. Please try again.',
  canceled: 'Image upload was canceled.',
  unknown: 'Image upload failed. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  'storage/unauthenticated': STORAGE_FAILURE_MESSAGES.unauthenticated,
  'storage/quota-exceeded': STORAGE_FAILURE_MESSAGES.quotaExceeded,
  'storage/unauthorized': STORAGE_FAILURE_MESSAGES.unauthorized,
  'storage/object-not-found': STORAGE_FAILURE_MESSAGES.objectNotFound,
  'storage/unauthorized-app': STORAGE_FAILURE_MESSAGES.unauthorizedApp,
  'storage/retry-limit-exceeded': STORAGE_FAILURE_MESSAGES.noResponse,
  'storage/canceled': STORAGE_FAILURE_MESSAGES.canceled,
};

const BY_STATUS: Record<number, string> = {
  401: STORAGE_FAILURE_MESSAGES.unauthenticated,
  402: STORAGE_FAILURE_MESSAGES.quotaExceeded,
  403: STORAGE_FAILURE_MESSAGES.unauthorized,
  404: STORAGE_FAILURE_MESSAGES.objectNotFound,
  // No code of its own: the SDK calls it storage/unknown.
  413: STORAGE_FAILURE_MESSAGES.tooLarge,
};

function field(error: unknown, key: 'code' | 'status'): unknown {
  return error && typeof error === 'object' && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** The message for a failed upload, from a Firebase StorageError (or anything thrown). */
export function storageFailureMessage(error: unknown): string {
  const code = field(error, 'code');
  if (typeof code === 'string' && code in BY_CODE) return BY_CODE[code];
  const status = field(error, 'status');
  if (typeof status === 'number' && status in BY_STATUS) return BY_STATUS[status];
  return STORAGE_FAILURE_MESSAGES.unknown;
}

/**
 * Thrown when the image could not be stored; the product call is then never made. A failed call
 * to the storage service, so its message shows like any other failure's.
 */
export class StorageUploadError extends ApiError {
  constructor(cause: unknown) {
    const status = field(cause, 'status');
    super(typeof status === 'number' ? status : 0, storageFailureMessage(cause), { cause });
    this.name = 'StorageUploadError';
  }
}

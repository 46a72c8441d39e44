import { ApiError, failureMessage } from '../../../lib/api-client';
import { StorageUploadError } from '../storage';

/** Create: the server's detail, the storage message, or 'Internal server error'. */
export function createFailureMessage(error: unknown): string {
  return error instanceof StorageUploadError ? error.message : failureMessage(error);
}

export const EDIT_FALLBACK_MESSAGE = 'Something went wrong.';

/** Edit: like create, but anything without a detail falls back to 'Something went wrong.'. */
export function editFailureMessage(error: unknown): string {
  if (error instanceof StorageUploadError) return error.message;
  if (error instanceof ApiError) return error.detail || EDIT_FALLBACK_MESSAGE;
  return EDIT_FALLBACK_MESSAGE;
}

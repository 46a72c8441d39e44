import { http } from 'msw';
import { storageError, STORAGE_MESSAGES } from '../storage/errors';
import { storagePaths } from '../storage/handlers';
import type { ScenarioGroup } from './types';

const failUpload = (status: number, message: string) =>
  http.post(storagePaths.bucket, () => storageError(status, message));

export const storageScenarios: ScenarioGroup = {
  'storage-unauthenticated': {
    description: 'Image uploads get 401: not signed in to the storage service.',
    handlers: () => [failUpload(401, STORAGE_MESSAGES.unauthenticated)],
  },
  'storage-quota': {
    description: 'Image uploads get 402: the bucket quota is exceeded.',
    handlers: () => [failUpload(402, STORAGE_MESSAGES.quota)],
  },
  'storage-forbidden': {
    description: 'Image uploads get 403: not allowed to write to product_picture/.',
    handlers: () => [failUpload(403, STORAGE_MESSAGES.forbidden)],
  },
  'storage-not-found': {
    description:
      'The upload succeeds but its object is not found afterwards: the download URL request gets 404.',
    handlers: () => [
      http.get(storagePaths.object, () => storageError(404, STORAGE_MESSAGES.notFound)),
    ],
  },
};

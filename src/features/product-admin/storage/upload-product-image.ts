import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { productStorage } from './firebase-storage';
import { productPicturePath } from './object-name';
import { StorageUploadError } from './storage-errors';
import type { UploadOptions } from './upload-options';

/**
 * Every stored picture has a name of its own and never changes, so browsers and CDNs may keep it
 * for a year without asking again.
 */
const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Uploads a product picture and returns its download URL (the product's image_url). Resumable:
 * the SDK reports progress, and picks up where it stopped when the connection drops. Aborting
 * `signal` cancels the upload. Any storage failure throws a StorageUploadError, so the product
 * call is never made.
 */
export async function uploadProductImage(file: File, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal } = options;
  try {
    const pictureRef = ref(productStorage(), productPicturePath(file.name));
    const task = uploadBytesResumable(pictureRef, file, {
      contentType: file.type || undefined,
      cacheControl: PICTURE_CACHE_CONTROL,
    });
    const cancel = () => task.cancel();
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    task.on('state_changed', ({ bytesTransferred, totalBytes }) =>
      onProgress?.(totalBytes ? bytesTransferred / totalBytes : 0),
    );
    try {
      await task;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    return await getDownloadURL(pictureRef);
  } catch (error) {
    throw new StorageUploadError(error);
  }
}

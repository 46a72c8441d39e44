import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { productStorage } from './firebase-storage';
import { productPicturePath } from './object-name';
import { StorageUploadError } from './storage-errors';

/**
 * Uploads a product picture and returns its download URL (the product's image_url).
 * Any storage failure throws a StorageUploadError, so the product call is never made.
 */
export async function uploadProductImage(file: File): Promise<string> {
  try {
    const pictureRef = ref(productStorage(), productPicturePath(file.name));
    await uploadBytes(pictureRef, file, { contentType: file.type || undefined });
    return await getDownloadURL(pictureRef);
  } catch (error) {
    throw new StorageUploadError(error);
  }
}

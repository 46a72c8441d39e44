import type { UploadOptions } from './upload-options';

export type { UploadOptions } from './upload-options';

/** Loads the Firebase SDK only when an image is actually uploaded (its own lazy chunk). */
export async function uploadImage(file: File, options?: UploadOptions): Promise<string> {
  const { uploadProductImage } = await import('./upload-product-image');
  return uploadProductImage(file, options);
}

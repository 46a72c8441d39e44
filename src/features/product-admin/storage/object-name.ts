/** The folder product pictures live in (spec section 7). */
export const PRODUCT_PICTURE_FOLDER = 'product_picture';

const MAX_NAME_LENGTH = 60;

/** "My Photo (1).PNG" -> "my-photo-1.png"; keeps storage paths and URLs readable. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-*\.-*/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  return cleaned.slice(-MAX_NAME_LENGTH) || 'image';
}

/**
 * A storage path no other upload can have: the original kept the plain file name,
 * so two products with "photo.jpg" overwrote each other's picture.
 */
export function productPicturePath(fileName: string, id: string = crypto.randomUUID()): string {
  return `${PRODUCT_PICTURE_FOLDER}/${id}-${sanitizeFileName(fileName)}`;
}

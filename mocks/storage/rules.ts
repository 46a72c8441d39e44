import { isRasterImage, isRasterType } from '../pictures/raster-images';
import { findObject, MAX_OBJECT_BYTES } from './objects';

/** Where product pictures may be written, like the real bucket's security rules. */
const UPLOAD_FOLDER = 'product_picture/';

/** What an upload declares before its bytes: where it goes, its type and its size. */
export interface DeclaredUpload {
  bucket: string;
  fullPath: string;
  contentType: string;
  /** The type its JSON metadata names, if any: it may not be another. */
  metadataType: unknown;
  size: number;
}

/**
 * The bucket's "security rules", the same for both of the SDK's upload protocols: a raster
 * picture up to MAX_OBJECT_BYTES, directly in the upload folder, under a name no object has yet
 * (objects are never overwritten: every product picture gets a name of its own).
 */
export function mayUpload(upload: DeclaredUpload): boolean {
  const name = upload.fullPath.slice(UPLOAD_FOLDER.length);
  return (
    upload.fullPath.startsWith(UPLOAD_FOLDER) &&
    name.length > 0 &&
    !name.includes('/') &&
    isRasterType(upload.contentType) &&
    (upload.metadataType === undefined || upload.metadataType === upload.contentType) &&
    upload.size <= MAX_OBJECT_BYTES &&
    !findObject(upload.bucket, upload.fullPath)
  );
}

/** The rules, checked again once the bytes are all there: of the declared size and type. */
export function mayStore(upload: DeclaredUpload, bytes: Uint8Array): boolean {
  return (
    mayUpload(upload) &&
    bytes.byteLength === upload.size &&
    isRasterImage(upload.contentType, bytes)
  );
}

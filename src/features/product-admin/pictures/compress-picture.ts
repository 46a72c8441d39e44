import imageCompression from 'browser-image-compression';
import { PICTURE_RULES, type StoredPictureType } from './picture-rules';

export interface CompressOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

let encodableType: Promise<StoredPictureType> | undefined;

/** A 1×1 canvas of this context (worker or page), on which an encoder can be tried. */
function tinyCanvasBlob(type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(1, 1);
    canvas.getContext('2d');
    return canvas.convertToBlob({ type });
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return new Promise((resolve) => canvas.toBlob(resolve, type));
}

/** WebP where this browser can encode it; Safari's canvas answers PNG when asked for WebP. */
export function storedPictureType(): Promise<StoredPictureType> {
  encodableType ??= tinyCanvasBlob('image/webp').then(
    (blob) => (blob?.type === 'image/webp' ? 'image/webp' : 'image/jpeg'),
    () => 'image/jpeg',
  );
  return encodableType;
}

const EXTENSIONS: Record<StoredPictureType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** "IMG_0042.HEIC" -> "IMG_0042.webp": the stored object's name says what it holds. */
export function storedPictureName(originalName: string, type: StoredPictureType): string {
  const base = originalName.replace(/\.[^./]*$/, '') || 'picture';
  return `${base}.${EXTENSIONS[type]}`;
}

/**
 * The picture as it will be stored: upright (its EXIF orientation applied), at most
 * PICTURE_RULES.longSide on its long side, re-encoded to WebP or JPEG within PICTURE_RULES.maxBytes,
 * with no metadata at all (no GPS, camera or time). Runs where it is called: the picture worker,
 * or the page when no worker can do it.
 */
export async function compressPicture(file: File, options: CompressOptions = {}): Promise<File> {
  const type = await storedPictureType();
  const compressed = await imageCompression(file, {
    maxSizeMB: PICTURE_RULES.maxBytes / 1024 / 1024,
    maxWidthOrHeight: PICTURE_RULES.longSide,
    initialQuality: PICTURE_RULES.startQuality,
    fileType: type,
    preserveExif: false,
    useWebWorker: false,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return new File([compressed], storedPictureName(file.name, type), { type });
}

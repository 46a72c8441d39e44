/**
 * What a stored product picture is. The long side fills the details page's picture (half of a
 * 1280 px page, cropped to 4:3) at twice its CSS size, and a phone's full width at three times;
 * the byte budget keeps a screenful of cards light on a phone's network.
 */
export const PICTURE_RULES = {
  longSide: 1600,
  maxBytes: 300_000,
  /** Where the encoder starts; lowered step by step only when the picture is over its budget. */
  startQuality: 0.82,
} as const;

/** The types the pipeline writes: WebP where the browser encodes it, else JPEG (Safari). */
export type StoredPictureType = 'image/webp' | 'image/jpeg';

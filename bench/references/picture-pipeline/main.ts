// The shop's picture pipeline on a page of its own, for the bench's photo catalogue
// (bench/runners/photo-catalogue.ts): compressPicture as the product form runs it, on the page.
import { compressPicture } from '../../../src/features/product-admin/pictures/compress-picture';

export interface StoredPicture {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  width: number;
  height: number;
}

async function described(file: Blob): Promise<StoredPicture> {
  const bitmap = await createImageBitmap(file);
  const picture = { type: file.type, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { ...picture, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** A photo as the shop stores it. */
async function store(
  photo: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
): Promise<StoredPicture> {
  return described(await compressPicture(new File([photo], name, { type })));
}

/**
 * A stored picture stored again at `longSide` px on its long side: drawn at that size without
 * loss (PNG) first, so that the shop's pipeline does what it does to any picture that small:
 * encode it within its budget.
 */
async function storeSmaller(
  stored: Uint8Array<ArrayBuffer>,
  longSide: number,
): Promise<StoredPicture> {
  const bitmap = await createImageBitmap(new Blob([stored]));
  const scale = longSide / Math.max(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(
    Math.round(bitmap.width * scale),
    Math.round(bitmap.height * scale),
  );
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return store(new Uint8Array(await png.arrayBuffer()), 'card.png', 'image/png');
}

const pipeline = { store, storeSmaller };
export type PicturePipeline = typeof pipeline;

declare global {
  interface Window {
    picturePipeline: PicturePipeline;
  }
}
window.picturePipeline = pipeline;

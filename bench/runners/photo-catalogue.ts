import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PHONE_PHOTO, phonePhoto } from '../../tests/browser/phone-photo';
import { viteBuild } from '../sites/builds';
import { allowPageFunctions } from './page-functions';
import type { StoredPicture } from '../references/picture-pipeline/main';
import { serveStaticSite } from '../sites/static-server';

/**
 * What the catalogue's products show: the mock's SVG drawings, or phone photos as staff upload
 * them (as the bucket kept them before the shop prepared pictures) or as the shop stores them.
 */
export const PICTURE_CATALOGUES = ['drawings', 'uploaded', 'stored'] as const;
export type PictureCatalogue = (typeof PICTURE_CATALOGUES)[number];
export type PhotoCatalogueName = Exclude<PictureCatalogue, 'drawings'>;

/** The pages measured with photos: the grid of cards, and a product's one picture. */
export const PHOTO_PAGES = ['/', '/product/1'];

/** Distinct photos; product i shows photo (i - 1) mod PHOTOS (the mock server's seed). */
const PHOTOS = 8;
/**
 * Photos of things: detail at every scale and a phone's milder noise, about 3.3 MB each as the
 * phone writes them (the tests' photo is noise alone, which a smaller copy averages away).
 */
const PHOTO_LOOK = { grain: 28, texture: 0.5 };
/** The long side of a card-sized copy, weighed against the stored picture's. */
const CARD_LONG_SIDE = 800;

interface PictureFile {
  /** Relative to the catalogue's folder: `stored/photo-1.webp`. */
  file: string;
  bytes: number;
  /** `1200×1600 image/webp` */
  format: string;
}

/** One photo in each of its forms. */
export interface PhotoFigures {
  uploaded: PictureFile;
  stored: PictureFile;
  /** The stored picture stored again at a card's size (weighed, not served). */
  card: PictureFile;
}

export interface PictureFigures {
  cardLongSide: number;
  photos: PhotoFigures[];
}

/** The photos on disk under `dir`, a folder a form, and what they weigh. */
export interface PhotoCatalogue {
  dir: string;
  figures: PictureFigures;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The shop's compressPicture on a page of its own (bench/references/picture-pipeline). */
async function withPipelinePage<T>(
  browser: Browser,
  dir: string,
  port: number,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  viteBuild(dir, {}, 'bench/references/picture-pipeline --config bench/references/vite.config.ts');
  const site = await serveStaticSite(dir, port);
  const context = await browser.newContext();
  try {
    await allowPageFunctions(context);
    const page = await context.newPage();
    await page.goto(site.url);
    await page.waitForFunction(() => window.picturePipeline !== undefined);
    return await use(page);
  } finally {
    await context.close();
    await site.close();
  }
}

const store = (page: Page, photo: Uint8Array<ArrayBuffer>) =>
  page.evaluate(
    (bytes) => window.picturePipeline.store(bytes, 'IMG_4032.jpg', 'image/jpeg'),
    photo,
  );

const storeSmaller = (page: Page, stored: Uint8Array<ArrayBuffer>, longSide: number) =>
  page.evaluate(([bytes, side]) => window.picturePipeline.storeSmaller(bytes, side), [
    stored,
    longSide,
  ] as const);

/**
 * PHOTOS phone photos made in Chromium (tests/browser/phone-photo.ts: 4032 × 3024 JPEGs with
 * EXIF), each run through the shop's own pipeline as the product form runs it, and the stored
 * picture once more at CARD_LONG_SIDE; written under `dir` (not committed).
 */
export async function makePhotoCatalogue(
  browser: Browser,
  dir: string,
  port: number,
): Promise<PhotoCatalogue> {
  rmSync(dir, { recursive: true, force: true });
  const write = (form: keyof PhotoFigures, index: number, picture: StoredPicture) => {
    const file = `${form}/photo-${index + 1}.${EXTENSIONS[picture.type]}`;
    mkdirSync(join(dir, form), { recursive: true });
    writeFileSync(join(dir, file), picture.bytes);
    const format = `${picture.width}×${picture.height} ${picture.type}`;
    return { file, bytes: picture.bytes.length, format };
  };
  const photos = await withPipelinePage(browser, join(dir, 'pipeline'), port, async (page) => {
    const made: PhotoFigures[] = [];
    for (let index = 0; index < PHOTOS; index += 1) {
      const bytes = new Uint8Array(await phonePhoto(page, { ...PHOTO_LOOK, variant: index + 1 }));
      const { width, height } = PHONE_PHOTO;
      const stored = await store(page, bytes);
      made.push({
        uploaded: write('uploaded', index, { bytes, type: 'image/jpeg', width, height }),
        stored: write('stored', index, stored),
        card: write('card', index, await storeSmaller(page, stored.bytes, CARD_LONG_SIDE)),
      });
    }
    return made;
  });
  return { dir, figures: { cardLongSide: CARD_LONG_SIDE, photos } };
}

/** The URLs a catalogue's products show, for the mock server (MOCK_SEED_PICTURES). */
export function photoUrls(catalogue: PhotoCatalogue, name: PhotoCatalogueName, baseUrl: string) {
  return catalogue.figures.photos.map((photo) => `${baseUrl}/${photo[name].file}`);
}

/**
 * A page that runs a function with one argument: Playwright's, or the engine tests' Firefox and
 * WebKit pages (tests/engines).
 */
interface Page {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/**
 * Photos as a phone takes them, made inside the test (no large binary in git): a 4032 × 3024
 * JPEG stored sideways with EXIF orientation 6 ("rotate 90° clockwise to show") and the place it
 * was taken in its GPS tags. Its stored pixels have a red top-left quarter, so the upright
 * picture has red at its top right.
 */
export const PHONE_PHOTO = { width: 4032, height: 3024, orientation: 6 } as const;

/** Where the photo "was taken": Sarajevo, as EXIF rationals (degrees, minutes, seconds × 100). */
export const PHOTO_GPS = {
  latitude: [43, 51, 2_580] as const,
  longitude: [18, 24, 4_140] as const,
};

/** A big-endian TIFF IFD entry: tag, type, count, and a value or offset of 4 bytes. */
function ifdEntry(tag: number, type: number, count: number, value: Buffer): Buffer {
  const entry = Buffer.alloc(12);
  entry.writeUInt16BE(tag, 0);
  entry.writeUInt16BE(type, 2);
  entry.writeUInt32BE(count, 4);
  value.copy(entry, 8);
  return entry;
}

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff, 0, 0]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const ascii = (text: string) => Buffer.from(`${text}\0\0\0\0`.slice(0, 4), 'latin1');

/** Three rationals d/1, m/1, s/100. */
function rationals([degrees, minutes, hundredthSeconds]: readonly number[]): Buffer {
  return Buffer.concat(
    [
      [degrees, 1],
      [minutes, 1],
      [hundredthSeconds, 100],
    ].flatMap(([numerator, denominator]) => [u32(numerator), u32(denominator)]),
  );
}

/** The APP1 segment: "Exif\0\0", a TIFF header, IFD0 (orientation, GPS pointer), the GPS IFD. */
export function exifSegment(orientation: number): Buffer {
  const ifd0Offset = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Size;
  const gpsSize = 2 + 4 * 12 + 4;
  const latitudeOffset = gpsOffset + gpsSize;
  const longitudeOffset = latitudeOffset + 24;
  const tiff = Buffer.concat([
    Buffer.from('MM\0*', 'latin1'),
    u32(ifd0Offset),
    Buffer.from([0, 2]),
    ifdEntry(0x0112, 3, 1, u16(orientation)),
    ifdEntry(0x8825, 4, 1, u32(gpsOffset)),
    u32(0),
    Buffer.from([0, 4]),
    ifdEntry(0x0001, 2, 2, ascii('N')),
    ifdEntry(0x0002, 5, 3, u32(latitudeOffset)),
    ifdEntry(0x0003, 2, 2, ascii('E')),
    ifdEntry(0x0004, 5, 3, u32(longitudeOffset)),
    u32(0),
    rationals(PHOTO_GPS.latitude),
    rationals(PHOTO_GPS.longitude),
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The GPS latitude as it sits in the file: found in a picture, it still carries the place. */
export const GPS_LATITUDE_BYTES = rationals(PHOTO_GPS.latitude);

export interface PhotoShape {
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  /**
   * 0 (the default) is the tests' photo; another number turns its colours, mirrors its gradient
   * and seeds its noise otherwise, so that a catalogue of photos (the bench's) is not one photo.
   */
  variant?: number;
  /** How far the sensor's noise strays, 1 to 255 (32 by default). */
  grain?: number;
  /**
   * How strongly detail at every scale shows over the gradient, 0 to 1 (none by default), as in a
   * photo of things: a smaller copy keeps it, where the sensor's noise averages away.
   */
  texture?: number;
}

/**
 * A photo's pixels, drawn and encoded by the page's canvas: a daylight gradient with a sensor's
 * fine noise (what makes a phone's JPEG weigh megabytes) and a red marker on the top-left quarter.
 */
export async function drawPhoto(page: Page, shape: PhotoShape): Promise<Buffer> {
  // Drawn once a process: the bytes depend on the shape alone, and a 12 MP encode takes seconds.
  const key = JSON.stringify(shape);
  const drawn = drawnPhotos.get(key) ?? drawPhotoInPage(page, shape);
  drawnPhotos.set(key, drawn);
  // A page closed while drawing draws none: the next test draws it again.
  drawn.catch(() => drawnPhotos.delete(key));
  return drawn;
}

const drawnPhotos = new Map<string, Promise<Buffer>>();

async function drawPhotoInPage(page: Page, shape: PhotoShape): Promise<Buffer> {
  const base64 = await page.evaluate(async (photo) => {
    const { width, height, type, variant = 0, grain = 32, texture = 0 } = photo;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(width, height);
    const pixels = image.data;
    let seed = 42 + variant;
    const noise = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return (seed >> 16) % grain;
    };
    const [red, green, blue] = [0, 1, 2].map((channel) => (channel + variant) % 3);
    const mirrored = Math.floor(variant / 3) % 2 === 1;
    const tint = Math.floor(variant / 6) * 40;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        const across = (mirrored ? width - x : x) / width;
        const marker = x < width / 2 && y < height / 2;
        pixels[at + red] = marker ? 220 + noise() : 60 + tint + across * 80 + noise();
        pixels[at + green] = marker ? 20 + noise() : 110 + (y / height) * 90 + noise();
        pixels[at + blue] = marker ? 20 + noise() : 170 - tint + noise();
        pixels[at + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    // Random values on ever finer grids, each drawn over the whole photo, fainter as they get finer.
    context.globalCompositeOperation = 'overlay';
    for (let cells = 4, alpha = texture; alpha > 0 && cells <= 1024; cells *= 2, alpha *= 0.8) {
      const grid = new OffscreenCanvas(cells, Math.ceil((cells * height) / width));
      const gridContext = grid.getContext('2d')!;
      const values = gridContext.createImageData(grid.width, grid.height);
      for (let at = 0; at < values.data.length; at += 4) {
        values.data.fill((noise() * 255) / grain, at, at + 3);
        values.data[at + 3] = 255;
      }
      gridContext.putImageData(values, 0, 0);
      context.globalAlpha = alpha;
      context.drawImage(grid, 0, 0, width, height);
    }
    const blob = await canvas.convertToBlob({ type, quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return btoa(binary);
  }, shape);
  return Buffer.from(base64, 'base64');
}

/** The phone's sideways photo: a JPEG with the EXIF segment right after its start marker. */
export async function phonePhoto(
  page: Page,
  look: Pick<PhotoShape, 'variant' | 'grain' | 'texture'> = {},
): Promise<Buffer> {
  const jpeg = await drawPhoto(page, { ...PHONE_PHOTO, type: 'image/jpeg', ...look });
  return Buffer.concat([
    jpeg.subarray(0, 2),
    exifSegment(PHONE_PHOTO.orientation),
    jpeg.subarray(2),
  ]);
}

/** What a picture holds, read by the page: its size as shown and the colour at two corners. */
export interface PictureLook {
  width: number;
  height: number;
  topLeft: [number, number, number];
  topRight: [number, number, number];
}

export function lookAt(page: Page, url: string): Promise<PictureLook & { bytes: string }> {
  return page.evaluate(async (source) => {
    const blob = await (await fetch(source)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const colourAt = (x: number, y: number) =>
      [...context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)] as [
        number,
        number,
        number,
      ];
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return {
      width: bitmap.width,
      height: bitmap.height,
      topLeft: colourAt(bitmap.width * 0.1, bitmap.height * 0.1),
      topRight: colourAt(bitmap.width * 0.9, bitmap.height * 0.1),
      bytes: btoa(binary),
    };
  }, url);
}

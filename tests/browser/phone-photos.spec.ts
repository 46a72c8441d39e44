import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openAsStaff, test } from './fixtures';
import { drawPhoto, GPS_LATITUDE_BYTES, lookAt, PHONE_PHOTO, phonePhoto } from './phone-photo';
import { chooseFile, countCreateCalls, fillProduct, openCreateForm } from './product-form';
import { shownToast } from './shop-helpers';

declare global {
  interface Window {
    /** How many picture upload requests `holdUploads` has held back. */
    heldUploads?: number;
  }
}

const MAX_STORED_BYTES = 300_000;
const isRed = ([red, green, blue]: number[]) => red > 180 && green < 90 && blue < 90;

/**
 * Keeps every picture upload request the page makes (the SDK's XHRs, each with an
 * `X-Goog-Upload-*` header) unsent until it is cancelled, so the upload is under way for as long
 * as a test needs. A cancelled one is sent and aborted at once: the SDK hears the browser's own
 * abort, as for a request in flight. (Playwright's routing cannot hold it: the demo's service
 * worker answers it.)
 */
async function holdUploads(page: Page) {
  await page.addInitScript(() => {
    const { setRequestHeader, send, abort } = XMLHttpRequest.prototype;
    const uploads = new WeakSet<XMLHttpRequest>();
    const held = new Map<XMLHttpRequest, () => void>();
    XMLHttpRequest.prototype.setRequestHeader = function (name, value) {
      if (/^x-goog-upload-/i.test(name)) uploads.add(this);
      setRequestHeader.call(this, name, value);
    };
    XMLHttpRequest.prototype.send = function (...args: Parameters<typeof send>) {
      if (!uploads.has(this)) return send.apply(this, args);
      held.set(this, () => send.apply(this, args));
      window.heldUploads = (window.heldUploads ?? 0) + 1;
    };
    XMLHttpRequest.prototype.abort = function () {
      held.get(this)?.();
      held.delete(this);
      abort.call(this);
    };
  });
}

/** Chooses the phone's photo on Create product and waits until it is ready to store. */
async function choosePhonePhoto(page: Page, photo: Buffer) {
  await chooseFile(page, { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
}

test.describe('pictures as a phone takes them @staff', () => {
  // Each test draws and encodes a 12-megapixel photo, then the shop decodes and re-encodes it.
  test.slow();

  test('a 12 MP sideways photo with GPS is stored upright, light and without its location', async ({
    page,
  }) => {
    await openAsStaff(page);
    const photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.includes(GPS_LATITUDE_BYTES)).toBe(true);

    await openCreateForm(page);
    await choosePhonePhoto(page, photo);
    // What will be stored is shown before it is: upright, with its size beside the photo's.
    await expect(page.getByText(/^\d\.\d MB photo → \d+ KB$/)).toBeVisible();
    await expectNoAxeViolations(page, 'create product, a photo ready to store');
    const previewSize = await page
      .getByRole('img', { name: 'Product image preview' })
      .evaluate((img: HTMLImageElement) => ({
        width: img.naturalWidth,
        height: img.naturalHeight,
      }));
    expect(previewSize.height).toBeGreaterThan(previewSize.width);

    const name = 'Phone Photo Laptop';
    await fillProduct(page, name);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(shownToast(page, 'product successfully added')).toBeVisible();

    await page.getByRole('article', { name }).getByRole('link').click();
    const shown = page.getByRole('img', { name });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const stored = await lookAt(page, (await shown.getAttribute('src'))!);
    const bytes = Buffer.from(stored.bytes, 'base64');

    expect(bytes.length).toBeLessThanOrEqual(MAX_STORED_BYTES);
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(1600);
    expect(stored.height / stored.width).toBeCloseTo(PHONE_PHOTO.width / PHONE_PHOTO.height, 2);
    // Upright: the sideways photo's top-left marker is now at the top right.
    expect(isRed(stored.topRight)).toBe(true);
    expect(isRed(stored.topLeft)).toBe(false);
    // No metadata at all: no EXIF block, no XMP, no trace of the place.
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
    expect(bytes.includes(Buffer.from('XMP'))).toBe(false);
    expect(bytes.includes(GPS_LATITUDE_BYTES)).toBe(false);
  });

  test('the form answers while the photo is prepared, and keeps what was typed', async ({
    page,
  }) => {
    await openAsStaff(page);
    const photo = await phonePhoto(page);
    await openCreateForm(page);
    await page.getByLabel('Product name').fill('Typed first');
    await chooseFile(page, { name: 'IMG_4033.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('progressbar', { name: /^Preparing IMG_4033\.jpg/ })).toBeVisible();
    // Typing goes on while the worker decodes and encodes the photo.
    await page.getByLabel('Description', { exact: true }).fill('Typed while preparing.');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
      'Typed while preparing.',
    );
    await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue('Typed first');
  });
});

test.describe('every kind of photo a phone makes is taken @staff', () => {
  test.slow();

  for (const shape of [
    { width: 8000, height: 6000, type: 'image/jpeg', name: 'IMG_48MP.jpg' },
    { width: 1290, height: 2796, type: 'image/png', name: 'Screenshot.png' },
    { width: 4000, height: 3000, type: 'image/webp', name: 'PXL_12MP.webp' },
  ] as const) {
    test(`${shape.name}: ${shape.width} × ${shape.height} ${shape.type}`, async ({ page }) => {
      await openAsStaff(page);
      const photo = await drawPhoto(page, shape);
      await openCreateForm(page);
      await chooseFile(page, { name: shape.name, mimeType: shape.type, buffer: photo });
      const preview = page.getByRole('img', { name: 'Product image preview' });
      await expect(preview).toBeVisible();
      const stored = await preview.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      });
      // At most 1600 px long (less when the encoder had to shrink it into 300 KB), same shape.
      expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(1600);
      expect(Math.max(stored.width, stored.height)).toBeGreaterThan(1200);
      expect(stored.width / stored.height).toBeCloseTo(shape.width / shape.height, 2);
      const caption = await page.locator('[data-picture-caption]').textContent();
      const storedKb = Number(/→ (\d+) KB$/.exec(caption ?? '')?.[1]);
      expect(storedKb).toBeGreaterThan(0);
      expect(storedKb).toBeLessThanOrEqual(300);
    });
  }
});

test.describe('files that cannot be a picture are refused when chosen @staff', () => {
  const HEIC_START = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(64),
  ]);

  for (const { kind, file, message } of [
    {
      kind: 'a HEIC photo (Chromium has no decoder for it)',
      file: { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: HEIC_START },
      message: 'This browser cannot read HEIC photos.',
    },
    {
      kind: 'a broken JPEG',
      file: {
        name: 'broken.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]),
      },
      message: 'This file could not be read as a picture.',
    },
  ]) {
    test(kind, async ({ page }) => {
      const createCalls = countCreateCalls(page);
      await openAsStaff(page);
      await openCreateForm(page);
      await fillProduct(page, 'Kept Laptop');
      await chooseFile(page, file);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Product image preview' })).toBeHidden();
      // Every value stays; the drop zone is there to choose another file.
      await expect(page.getByLabel('Product name')).toHaveValue('Kept Laptop');
      await expect(page.getByLabel('Price (BAM)')).toHaveValue('49.9');
      await expect(page.getByRole('button', { name: 'Product image' })).toBeVisible();
      expect(createCalls).toEqual([]);
      await expectNoAxeViolations(page, `create product, ${kind} refused`);
    });
  }
});

test.describe('the upload shows its progress and survives the network @staff', () => {
  test.slow();

  test('an upload can be watched and cancelled, and a cancelled upload makes no product', async ({
    page,
  }) => {
    const createCalls = countCreateCalls(page);
    await holdUploads(page);
    await openAsStaff(page, '/dashboard/product-management');
    await choosePhonePhoto(page, await phonePhoto(page));
    await fillProduct(page, 'Cancelled Laptop');
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect.poll(() => page.evaluate(() => window.heldUploads)).toBe(1);
    await expect(page.getByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(shownToast(page, 'Image upload was canceled.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Uploading the picture' })).toBeHidden();
    // Nothing was made, nothing was lost: the form and its picture are there to try again.
    expect(createCalls).toEqual([]);
    await expect(page.getByLabel('Product name')).toHaveValue('Cancelled Laptop');
    await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  });

  test('an upload whose connection drops is sent again and completes', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v0/b/'))
        uploads.push(request.url());
    });
    await openAsStaff(page, '/dashboard/product-management?scenario=upload-interrupted');
    // Stored, the photo is under 256 KB: the SDK sends it in one request, and sends it again
    // when the connection drops. (Larger files go in resumable chunks and pick up where they
    // stopped: tests/unit/support/resumable-uploads.ts, against msw/node and the HTTP server.)
    await choosePhonePhoto(page, await phonePhoto(page));
    const name = 'Resent Laptop';
    await fillProduct(page, name);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(shownToast(page, 'product successfully added')).toBeVisible();
    expect(uploads).toHaveLength(2);

    await page.getByRole('article', { name }).getByRole('link').click();
    const shown = page.getByRole('img', { name });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

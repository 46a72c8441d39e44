import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEMO_CREDENTIALS } from '../../mocks/data/accounts';
import { GPS_LATITUDE_BYTES, lookAt, PHONE_PHOTO, phonePhoto } from '../browser/phone-photo';
import { PNG_BASE64 } from '../support/product-form';
import type { EnginePage, Target } from './engine-page';

const MAX_STORED_BYTES = 300_000;
const isRed = ([red, green, blue]: number[]) => red > 180 && green < 90 && blue < 90;
/** A file on disk for the browser's file chooser, in a folder of its own. */
function fileOf(name: string, bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'engine-file-')), name);
  writeFileSync(path, bytes);
  return path;
}

/**
 * Preparing the 12 MP photo (decoded, turned upright, scaled and encoded again in the page) is
 * the journey's one long step: WebKitGTK does it in software, which a loaded machine stretches
 * well past the usual step's bound.
 */
const PHOTO_PREPARATION_TIMEOUT_MS = 60_000;

const fileInput = { css: 'input[type="file"]' };
const preview = { role: 'img', name: 'Product image preview' };

async function openDashboardMenuLink(page: EnginePage, name: string): Promise<void> {
  await page.click({ role: 'button', name: 'Open dashboard menu' });
  await page.click({ role: 'link', name });
}

interface StaffDay {
  productName: string;
  /** The row of the order list whose status this engine changes. */
  orderRow: number;
  /** The product's picture is a phone's 12 MP sideways photo, else a small PNG. */
  phonePhoto: boolean;
}

/** Refuses a HEIC the browser cannot read, then picks the phone's photo and waits for its preview. */
async function pickPhonePhoto(page: EnginePage): Promise<void> {
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(64),
  ]);
  await page.upload(fileInput, fileOf('IMG_0001.HEIC', heic));
  await page.expectVisible({ text: /^This browser cannot read HEIC photos\./ });

  const photo = await phonePhoto(page);
  expect(photo.includes(GPS_LATITUDE_BYTES)).toBe(true);
  await page.upload(fileInput, fileOf('IMG_4032.jpg', photo));
  await page.expectVisible(preview, PHOTO_PREPARATION_TIMEOUT_MS);
}

/** The product page's picture is the photo stored upright, within 300 KB, without its GPS. */
async function expectPhotoStored(page: EnginePage, productName: string): Promise<void> {
  const source = await page.waitFor(
    () =>
      page.evaluate(
        (name: string) =>
          [...document.querySelectorAll('img')].find((img) => img.alt === name && img.naturalWidth)
            ?.currentSrc,
        productName,
      ),
    'the stored picture to load',
  );
  const stored = await lookAt(page, source!);
  const bytes = Buffer.from(stored.bytes, 'base64');
  expect(bytes.length).toBeLessThanOrEqual(MAX_STORED_BYTES);
  expect(stored.height / stored.width).toBeCloseTo(PHONE_PHOTO.width / PHONE_PHOTO.height, 2);
  expect(isRed(stored.topRight)).toBe(true); // upright: the sideways photo's marker, turned
  expect(isRed(stored.topLeft)).toBe(false);
  expect(bytes.includes(GPS_LATITUDE_BYTES)).toBe(false);
}

/**
 * Staff's day: sign in, create a product (from a phone's photo where the site asks for it), give
 * it a new picture, delete it, change an order's status and save the profile.
 */
export async function staffJourney(page: EnginePage, day: StaffDay) {
  const { productName } = day;
  await page.open('/sign-in');
  await page.fill({ role: 'textbox', name: 'Username' }, DEMO_CREDENTIALS.username);
  await page.fill({ label: /^Password/ }, DEMO_CREDENTIALS.password);
  await page.click({ role: 'button', name: 'Sign in' });
  await page.expectUrl(/\/dashboard$/);

  await page.click({ role: 'link', name: 'Create product' });
  await page.expectVisible({ role: 'heading', name: 'Create product' });
  if (day.phonePhoto) await pickPhonePhoto(page);
  else {
    await page.upload(fileInput, fileOf('picture.png', Buffer.from(PNG_BASE64, 'base64')));
    await page.expectVisible(preview);
  }
  await page.select({ label: /^Category/ }, 'Technology');
  await page.select({ label: /^Sub category/ }, 'Laptops');
  await page.fill({ label: /^Product name/ }, productName);
  await page.select({ label: /^Quantity/ }, '3');
  await page.fill({ label: /^Price \(BAM\)/ }, '49.9');
  await page.fill({ label: /^Description/ }, 'A laptop made in an engine test.');
  await page.click({ role: 'button', name: 'Create product' });
  await page.expectToast('product successfully added');
  await page.expectUrl(/\/dashboard$/);

  const card: Target = { role: 'article', name: productName };
  await page.click({ role: 'link', within: card });
  await page.expectVisible({ role: 'img', name: productName });
  if (day.phonePhoto) await expectPhotoStored(page, productName);

  await page.click({ role: 'link', name: 'Edit' });
  await page.expectVisible(preview);
  await page.click({ role: 'button', name: 'Remove' });
  await page.upload(fileInput, fileOf('new-picture.png', Buffer.from(PNG_BASE64, 'base64')));
  await page.expectVisible(preview);
  await page.click({ role: 'button', name: 'Save Changes' });
  await page.expectToast('Product updated successfully!');
  await page.expectUrl(/\/dashboard$/);

  await page.click({ role: 'link', within: card });
  await page.click({ role: 'button', name: 'Delete' });
  await page.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
  await page.expectToast('Product soft deleted');
  await page.expectUrl(/\/dashboard$/);
  await page.expectVisible({ role: 'article' });
  await page.expectGone(card);

  await openDashboardMenuLink(page, 'orders');
  await page.expectUrl(/\/dashboard\/order-management$/);
  const orders = { role: 'table', name: 'Orders' };
  await page.click({ role: 'link', name: /^View details/, within: orders, at: day.orderRow });
  await page.expectVisible({ role: 'heading', name: 'Order summary' });
  await page.click({ role: 'button', name: 'Accepted (Preparation)' });
  await page.expectToast('Status changes');
  await page.expectUrl(/\/dashboard\/order-management$/);

  await openDashboardMenuLink(page, 'my profile');
  await page.expectVisible({ role: 'heading', name: 'Your profile' });
  await page.click({ role: 'button', name: 'Start Editing!' });
  await page.fill({ label: /^Name/ }, `Staff in ${page.engine}`);
  await page.click({ role: 'button', name: 'Submit' });
  // On the real-mode site both engines' staff are one account: the other may have saved its name
  // since this form opened, and the form then asks first; saving again keeps this one's.
  const conflict = { role: 'alert', name: /^Someone else changed your profile/ };
  const saved = 'You successfully update your data';
  const outcome = await page.waitFor(async () => {
    if ((await page.shownToasts()).some((toast) => toast.includes(saved))) return 'saved';
    return (await page.count(conflict)) > 0 ? 'asked' : undefined;
  }, 'the profile saved, or a change made elsewhere shown');
  if (outcome === 'asked') {
    await page.click({ role: 'button', name: 'Submit' });
    await page.expectToast(saved);
  }
}

import type { Locator, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures';
import { REDIRECT_DELAY_MS } from '../../src/config/constants';
import { PNG_BASE64 } from '../support/product-form';
import { chooseFile, fillProduct, openCreateForm } from './product-form';
import { cardNames, shownToast } from './shop-helpers';

const PNG = Buffer.from(PNG_BASE64, 'base64');

/**
 * The toast `message`, then the clock (installed by the test; time runs on) past the 1.5 s the
 * form's redirect waits for the toast to be read.
 */
async function toastThenRedirect(page: Page, message: string) {
  await expect(shownToast(page, message)).toBeVisible();
  await page.clock.runFor(REDIRECT_DELAY_MS);
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }).click();
}

async function chooseImage(page: Page, name = 'pixel.png') {
  await chooseFile(page, { name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
}

/** The button's text fits inside it (the file upload's own trigger clipped it to a square). */
const fitsItsText = (button: Locator) =>
  button.evaluate((element) => element.scrollWidth <= element.clientWidth);

/** Opens, from the dashboard grid, a product whose name no other product has; returns the name. */
async function openUniqueProduct(page: Page): Promise<string> {
  const names = await cardNames(page);
  const name = names.find((candidate) => names.indexOf(candidate) === names.lastIndexOf(candidate));
  if (!name) throw new Error('Every product name is shared by another product.');
  await page.getByRole('article', { name }).getByRole('link').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return name;
}

test('staff create a product with an image and see it, image rendered, in the catalogue', async ({
  page,
}) => {
  const name = 'Browser Test Laptop';
  await signInAsStaff(page);
  await page.clock.install();
  await openCreateForm(page);
  await chooseImage(page);
  await fillProduct(page, name);
  await expect(page.getByText('32 / 500')).toBeVisible();
  const imageDownload = page.waitForResponse(
    (response) => response.url().includes('-pixel.webp?alt=media') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Create product' }).click();

  await toastThenRedirect(page, 'product successfully added');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Newest first: the new product leads the dashboard grid.
  await expect(page.getByRole('article').first()).toContainText(name);

  await openMenuLink(page, 'Home page');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Quantity: 3');
  await expect(card).toContainText('BAM: 49.90');
  const image = card.getByRole('img', { name });
  await expect(image).toHaveAttribute(
    'src',
    /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/[^/]+\/o\/product_picture%2F[\w-]+-pixel\.webp\?alt=media&token=/,
  );
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  // The picture came from the mock bucket through the service worker, never the network.
  const download = await imageDownload;
  expect(download.fromServiceWorker()).toBe(true);
  expect(download.headers()['content-type']).toBe('image/webp');

  // The mock keeps its data, the uploaded picture included, across a reload.
  await page.reload();
  const reloaded = page.getByRole('article', { name }).getByRole('img', { name });
  await expect.poll(() => reloaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
});

test('a picked picture stays previewed until the product is created, with no failed load', async ({
  page,
}) => {
  const failedLoads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /ERR_FILE_NOT_FOUND|blob:/.test(message.text())) {
      failedLoads.push(message.text());
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith('blob:')) failedLoads.push(request.url());
  });
  await signInAsStaff(page);
  await page.clock.install();
  await openCreateForm(page);
  await chooseImage(page);
  await page.getByRole('button', { name: 'Remove' }).click();
  await chooseImage(page, 'second.png');
  // Every change renders the form again, and a submit renders it several times in a row.
  await fillProduct(page, 'Previewed Laptop');
  const preview = page.getByRole('img', { name: 'Product image preview' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  const source = await preview.getAttribute('src');
  expect(source).toMatch(/^blob:/);
  // Still alive: another image loads it (the CSP lets pictures, not calls, read blob: URLs).
  const loadsAgain = (url: string) =>
    new Promise<boolean>((resolve) => {
      const image = new Image();
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      image.src = url;
    });
  expect(await page.evaluate(loadsAgain, source!)).toBe(true);

  await page.getByRole('button', { name: 'Create product' }).click();
  await toastThenRedirect(page, 'product successfully added');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(failedLoads).toEqual([]);
});

test('the drop zone refuses a non-image and previews an SVG; Remove shows its whole name and brings the drop zone back; Clear empties the form', async ({
  page,
}) => {
  await signInAsStaff(page);
  await openCreateForm(page);
  await expect(page.getByText('SVG, PNG, JPG')).toBeVisible();
  const choose = (name: string, mimeType: string, content: string) =>
    chooseFile(page, { name, mimeType, buffer: Buffer.from(content) });

  await choose('notes.txt', 'text/plain', 'not a picture');
  await expect(page.getByText('Only image files can be added (SVG, PNG, JPG).')).toBeVisible();

  await choose(
    'square.svg',
    'image/svg+xml',
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  );
  const preview = page.getByRole('img', { name: 'Product image preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('Only image files can be added (SVG, PNG, JPG).')).toBeHidden();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const remove = page.getByRole('button', { name: 'Remove', exact: true });
  expect(await fitsItsText(remove)).toBe(true);
  await remove.click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Product image' })).toBeVisible();

  await chooseImage(page);
  await page.getByLabel('Product name').fill('To be cleared');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Product name')).toHaveValue('');
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: 'Product image' })).toBeVisible();
});

test('staff replace a product image on edit, by a Remove that shows its whole name', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.clock.install();
  const name = await openUniqueProduct(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove', exact: true });
  expect(await fitsItsText(remove)).toBe(true);
  await remove.click();
  await expect(page.getByRole('button', { name: 'Product image' })).toBeVisible();
  await chooseImage(page, 'new-picture.png');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toastThenRedirect(page, 'Product updated successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  const image = page.getByRole('article', { name }).getByRole('img', { name });
  await expect(image).toHaveAttribute('src', /new-picture\.webp\?alt=media&token=/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
});

test('staff delete a product: it leaves the catalogue, is sold out, and editing restocks it', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.clock.install();
  const name = await openUniqueProduct(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  await toastThenRedirect(page, 'Product soft deleted');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // Soft delete is stock 0: the details still open, marked sold out.
  await page.goBack();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Sold out')).toBeVisible();
  await expect(page.getByText('Quantity: 0')).toBeVisible();

  await openMenuLink(page, 'Home page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  await page.goBack();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toastThenRedirect(page, 'Product updated successfully!');
  await expect(page.getByRole('article', { name })).toContainText('Quantity: 2');
});

test('staff search the dashboard list by name and sort it by date; the URL keeps both', async ({
  page,
}) => {
  await signInAsStaff(page);
  const newestFirst = await cardNames(page);
  const term = newestFirst[0].split(' ').pop()!.toLowerCase();
  const matching = newestFirst.filter((name) => name.toLowerCase().includes(term));
  expect(matching.length).toBeLessThan(newestFirst.length);

  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(`/dashboard?${new URLSearchParams({ name: term }).toString()}`);
  await expect.poll(() => cardNames(page)).toEqual(matching);

  await page.getByLabel('Sort by date').selectOption({ label: 'Oldest first (ASC)' });
  await expect(page).toHaveURL(/\/dashboard\?name=[^&]+&sort=asc$/);
  await expect.poll(() => cardNames(page)).toEqual([...matching].reverse());

  await page.reload();
  await expect(search).toHaveValue(term);
  await expect(page.getByLabel('Sort by date')).toHaveValue('asc');
  await expect.poll(() => cardNames(page)).toEqual([...matching].reverse());

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?name=[^&]+$/);
  await expect(page.getByLabel('Sort by date')).toHaveValue('desc');
  await expect.poll(() => cardNames(page)).toEqual(matching);
});

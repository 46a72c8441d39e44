import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens Create product from the dashboard. */
export async function openCreateForm(page: Page) {
  await page.getByRole('link', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
}

/** Chooses a file on the product image's drop zone through the browser's file chooser. */
export async function chooseFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  // The drop zone opens the dialog in the frame after the click; a browser opens none once the
  // click's user activation has expired (5 s), which a CPU starved by other work can outlast.
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Product image' }).click();
    await (await chooser).setFiles(file);
  }).toPass();
}

/** Fills every field of the create form but the picture. */
export async function fillProduct(page: Page, name: string) {
  await page.getByLabel('Category', { exact: true }).selectOption('technology');
  await page.getByLabel('Sub category').selectOption('laptops');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Quantity', { exact: true }).selectOption('3');
  await page.getByLabel('Price (BAM)').fill('49.9');
  await page.getByLabel('Description', { exact: true }).fill('A laptop made in a browser test.');
}

/** Counts the product-creating calls the page sends. */
export function countCreateCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/create/product')) {
      calls.push(request.url());
    }
  });
  return calls;
}

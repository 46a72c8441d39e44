import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { inlineScripts } from '../hosting/security-headers.ts';
import type { PageSnapshot } from '../snapshot/snapshot-answers.ts';
import type { ApiSnapshot, ProductDetails } from '../snapshot/take-snapshot.ts';
import { productPage, type PageToWrite } from './pages-to-write.ts';

/** So many products' details are read ahead of the page being drawn: the API answers meanwhile. */
const DETAILS_READ_AHEAD = 6;

/** The details of `ids` in their order, the next ones on their way while one page is drawn. */
async function* detailsInOrder(
  snapshot: ApiSnapshot,
  ids: number[],
): AsyncGenerator<ProductDetails | undefined> {
  const reading: Array<Promise<ProductDetails | undefined>> = [];
  let next = 0;
  const readNext = () => {
    if (next < ids.length) reading.push(snapshot.details(ids[next++]));
  };
  for (let count = 0; count < DETAILS_READ_AHEAD; count++) readNext();
  while (reading.length) {
    const details = await reading.shift();
    readNext();
    yield details;
  }
}

/**
 * Writes the page of each product of `ids` to disk as soon as it is drawn, its details read just
 * before, so the build holds a few pages at a time whatever the size of the catalogue; notes each
 * page's inline scripts for the CSP. Returns how many products' details could not be read.
 */
export async function writeProductPages(
  outDir: string,
  snapshot: ApiSnapshot,
  ids: number[],
  drawPage: (page: PageToWrite, snapshot: PageSnapshot) => Promise<string>,
  scripts: Set<string>,
): Promise<number> {
  const { takenAt, products } = snapshot;
  let unread = 0;
  for await (const details of detailsInOrder(snapshot, ids)) {
    if (!details) {
      unread += 1;
      continue;
    }
    const page = productPage(details.product.id);
    const html = await drawPage(page, { takenAt, products, details });
    for (const script of inlineScripts(html)) scripts.add(script);
    const file = resolve(outDir, page.file);
    // Synchronously: with fs/promises' writeFile, the build kept every page's bytes alive
    // (docs/performance.md, "Pictures, scale and the mock server").
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return unread;
}

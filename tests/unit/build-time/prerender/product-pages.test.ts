// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeProductPages } from '../../../../build-time/prerender/product-pages';
import type { ApiSnapshot, ProductDetails } from '../../../../build-time/snapshot/take-snapshot';

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A snapshot whose details answer after a tick, counting the reads in flight. */
function snapshotOf(ids: number[], unknown: number[] = []) {
  let inFlight = 0;
  let mostInFlight = 0;
  const snapshot: ApiSnapshot = {
    takenAt: 0,
    products: [],
    details: async (id) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return unknown.includes(id) ? undefined : ({ product: { id } } as ProductDetails);
    },
  };
  return { snapshot, ids, mostInFlight: () => mostInFlight };
}

describe('the product pages', () => {
  it('are written to disk in the order listed, each drawn with its own details', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'webshop-product-pages-'));
    outDirs.push(outDir);
    const { snapshot, ids } = snapshotOf([3, 1, 2, 4], [2]);
    const drawn: number[] = [];
    const scripts = new Set<string>();
    const unread = await writeProductPages(
      outDir,
      snapshot,
      ids,
      async (page, { details }) => {
        drawn.push(details!.product.id);
        return `<p>${page.path}</p><script>a()</script><script type="application/json">{}</script>`;
      },
      scripts,
    );
    expect(drawn).toEqual([3, 1, 4]);
    expect(unread).toBe(1);
    expect(readdirSync(join(outDir, 'product')).sort()).toEqual(['1.html', '3.html', '4.html']);
    expect(readFileSync(join(outDir, 'product', '3.html'), 'utf8')).toContain('<p>/product/3</p>');
    expect([...scripts]).toEqual(['a()']);
  });

  it("read the next products' details while a page is drawn, a few at a time", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'webshop-product-pages-'));
    outDirs.push(outDir);
    const { snapshot, ids, mostInFlight } = snapshotOf(Array.from({ length: 30 }, (_, i) => i));
    await writeProductPages(outDir, snapshot, ids, async () => '<p></p>', new Set());
    expect(mostInFlight()).toBe(6);
  });
});

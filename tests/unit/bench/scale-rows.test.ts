// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeResults, type BenchResults } from '../../../bench/results';
import type { ScaleBuildFigures, ScaleFigures } from '../../../bench/runners/scale';
import { benchTable, formatTable } from '../../../bench/tables/table';
import { lighthouse, machine } from './figures';

function build(more: Partial<ScaleBuildFigures>): ScaleBuildFigures {
  return {
    wallMs: 4600,
    peakRssBytes: 752_000_000,
    files: 119,
    outputBytes: 1_800_000,
    productPages: 36,
    productPageBytes: 9_700,
    homeBytes: 90_000,
    homeGzipBytes: 20_000,
    sitemapAddresses: 53,
    sitemapIndex: false,
    ...more,
  };
}

/** Lighthouse at one size: `/`'s score as given, the other pages' 97. */
function pages(home: number, tbtMs = 100) {
  return ['/', '/product/1', '/cart', '/sign-in'].map((path) =>
    lighthouse(path, path === '/' ? home : 97, { cpuSlowdown: 4, tbtMs }),
  );
}

function results(scale: ScaleFigures[]): BenchResults {
  return { date: '2026-11-28T00:00:00.000Z', machine, measured: {}, builds: {}, scale, table: [] };
}

const sizes = (): ScaleFigures[] => [
  {
    seedProducts: 40,
    build: build({}),
    lighthouse: { production: pages(98), original: pages(80, 600) },
  },
  {
    seedProducts: 5000,
    build: build({
      wallMs: 18_600,
      files: 4682,
      outputBytes: 48_000_000,
      productPages: 4599,
      homeBytes: 2_100_000,
      homeGzipBytes: 31_000,
    }),
    lighthouse: { production: pages(94), original: pages(79, 650) },
  },
  {
    seedProducts: 50_000,
    build: build({
      wallMs: 125_000,
      peakRssBytes: 1_100_000_000,
      files: 45_997,
      outputBytes: 471_000_000,
      productPages: 45_914,
      sitemapAddresses: 45_935,
    }),
  },
];

const rowOf = (scale: ScaleFigures[], measure: string) => {
  const row = benchTable(results(scale)).find((candidate) => candidate.measure === measure);
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

describe('the bench table at each catalogue size', () => {
  it("gives each size's build, held to the issue's limits where it names the size", () => {
    const time = (seed: string) => rowOf(sizes(), `build, ${seed}: time / peak memory`);
    expect(time('40 products (36 pages)')).toEqual({
      measure: 'build, 40 products (36 pages): time / peak memory',
      target: '—',
      cells: { production: { figure: '4.6 s / 752 MB' } },
    });
    expect(time('50,000 products (45,914 pages)')).toEqual({
      measure: 'build, 50,000 products (45,914 pages): time / peak memory',
      target: '≤ 10 min / ≤ 1000 MB',
      cells: {
        production: { figure: '2:05 min / 1100 MB', met: false, reason: 'over the memory allowed' },
      },
    });
    const output = rowOf(
      sizes(),
      'build, 5,000 products (4,599 pages): output (files), a product page',
    );
    expect(output.target).toBe('≤ 100 MB');
    expect(output.cells.production).toEqual({ figure: '48 MB (4,682), 9.7 KB', met: true });
  });

  it("holds `/`'s HTML at 5,000 products to 1.5× its size at 40, gzip", () => {
    const home = (scale: ScaleFigures[]) =>
      rowOf(scale, 'build, 5,000 products (4,599 pages): `/` HTML (gzip)');
    expect(home(sizes()).target).toBe("gzip ≤ 1.5× 40 products'");
    expect(home(sizes()).cells.production).toEqual({
      figure: '2.1 MB (31 KB)',
      met: false,
      reason: "40 products': 20 KB gzip",
    });
    const smaller = sizes();
    smaller[1].build!.homeGzipBytes = 30_000;
    expect(home(smaller).cells.production).toMatchObject({ met: true });
  });

  it('asks for a sitemap index at 50,000 products only past 50,000 addresses', () => {
    const sitemap = (scale: ScaleFigures[]) =>
      rowOf(scale, 'build, 50,000 products (45,914 pages): sitemap addresses');
    expect(sitemap(sizes()).cells.production).toEqual({ figure: '45,935, one sitemap', met: true });
    const many = sizes();
    many[2].build!.sitemapAddresses = 50_021;
    expect(sitemap(many).cells.production).toMatchObject({
      figure: '50,021, one sitemap',
      met: false,
    });
    many[2].build!.sitemapIndex = true;
    expect(sitemap(many).cells.production).toEqual({ figure: '50,021, an index', met: true });
  });

  it("holds each page's score at 5,000 products to its own at 40 and to the original's", () => {
    const home = (seed: string, scale = sizes()) =>
      rowOf(
        scale,
        `Lighthouse mobile \`/\`, ${seed} products: score, TBT (at 4× CPU, median of 3)`,
      );
    expect(home('40')).toEqual({
      measure: 'Lighthouse mobile `/`, 40 products: score, TBT (at 4× CPU, median of 3)',
      target: '—',
      cells: {
        production: { figure: '98, TBT 100 ms' },
        original: { figure: '80, TBT 600 ms' },
      },
    });
    expect(home('5,000').target).toBe("≥ 40 products' − 3, ≥ the original's");
    expect(home('5,000').cells.production).toEqual({
      figure: '94, TBT 100 ms',
      met: false,
      reason: "40 products': 98; the original's: 79",
    });
    const closer = sizes();
    closer[1].lighthouse!.production![0].performance = 95;
    expect(home('5,000', closer).cells.production).toMatchObject({ met: true });
    const beaten = sizes();
    beaten[1].lighthouse!.original![1].performance = 99;
    const product = rowOf(
      beaten,
      'Lighthouse mobile `/product/1`, 5,000 products: score, TBT (at 4× CPU, median of 3)',
    );
    expect(product.cells.production).toMatchObject({ met: false });
  });

  it('prints the scale rows in the table, and a partial run keeps them', () => {
    const text = formatTable(benchTable(results(sizes())));
    expect(text).toContain('| 2:05 min / 1100 MB ✘');
    const merged = mergeResults(results(sizes()), { ...results([]), scale: undefined });
    expect(merged.scale).toEqual(sizes());
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../../../bench/runners/page';
import { mergeResults, type BenchResults } from '../../../bench/results';
import { benchTable, formatTable, performanceReason } from '../../../bench/tables/table';
import { lighthouse, machine } from './figures';

function page(seedProducts: number, firstCardMs: number[], filterMs: number[]): PageFigures {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    seedProducts,
    firstCardMs,
    filterMs,
    firstCardMedianMs: sorted(firstCardMs)[1],
    filterMedianMs: sorted(filterMs)[1],
    firstLoad: [],
    firstLoadMedian: { jsGzipKb: 171.94, cssGzipKb: 0, jsBrotliKb: 147.2, cssBrotliKb: 0 },
  };
}

const slowHome = lighthouse('/', 73, {
  failing: [
    { category: 'performance', audit: 'largest-contentful-paint', value: '3.0 s' },
    { category: 'performance', audit: 'total-blocking-time', value: '700 ms' },
  ],
});

function results(): BenchResults {
  return {
    date: '2026-11-23T00:00:00.000Z',
    machine,
    measured: {},
    builds: {
      production: {
        page: [
          page(40, [400, 500, 600], [40, 50, 60]),
          page(5000, [900, 1600, 1700], [80, 90, 95]),
        ],
        lighthouse: [slowHome, lighthouse('/product/1', 96), lighthouse('/cart', 95)],
      },
      demo: {
        page: [page(40, [500, 600, 700], [50, 60, 70])],
        lighthouse: [lighthouse('/', 91), lighthouse('/cart', 90, { accessibility: 96 })],
      },
    },
    table: [],
  };
}

const rowOf = (measure: string) => {
  const row = benchTable(results()).find((candidate) => candidate.measure.startsWith(measure));
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

describe('the bench table', () => {
  it('holds each build to its target, and a missed one gives its reason', () => {
    expect(rowOf('first card, cold, 40 products')).toEqual({
      measure: 'first card, cold, 40 products (median of 3)',
      target: '≤ 1.0 s',
      cells: { production: { figure: '500 ms', met: true }, demo: { figure: '600 ms', met: true } },
    });
    expect(rowOf('first card, cold, 5,000 products').cells).toEqual({
      production: {
        figure: '1,600 ms',
        met: false,
        reason: '3 runs from 900 ms to 1,700 ms; load average 1.5 to 2.5 (1 min) on 2 cores',
      },
    });
    expect(rowOf('Apply Filters to new grid, 40 products').target).toBe('—');
    expect(rowOf('Apply Filters to new grid, 5,000 products').cells.production).toEqual({
      figure: '90 ms',
      met: true,
    });
  });

  it('gives the sizes `/` loads: brotli only where the build is served precompressed', () => {
    const sizes = results();
    sizes.builds.demo!.page![0].firstLoadMedian = { jsGzipKb: 257.04, cssGzipKb: 0 };
    const row = benchTable(sizes).find((candidate) => candidate.measure.startsWith('JavaScript'));
    expect(row?.cells).toEqual({
      production: { figure: '171.9 KB gzip, 147.2 KB brotli' },
      demo: { figure: '257.0 KB gzip' },
    });
  });

  it('holds mobile performance to 95 in production and 90 in the demo', () => {
    const row = rowOf('Lighthouse mobile `/` performance');
    expect(row.target).toBe('≥ 95 (demo ≥ 90)');
    expect(row.cells.production).toMatchObject({
      figure: '73 (LCP 3.0 s, TBT 700 ms)',
      met: false,
    });
    expect(row.cells.production?.reason).toBe(
      'LCP 3.0 s (<img> Cordless Drill), TBT 700 ms (script evaluation 1.6 s)',
    );
    expect(row.cells.demo).toEqual({ figure: '91 (LCP 3.0 s, TBT 700 ms)', met: true });
    expect(rowOf('Lighthouse mobile `/cart` performance').cells).toMatchObject({
      production: { met: true },
      demo: { met: true },
    });
    expect(rowOf('Lighthouse mobile `/product/1` performance').cells.demo).toBeUndefined();
  });

  it('gives each CPU slowdown rows of its own, older figures at 4×', () => {
    const slowed = results();
    slowed.builds.production!.lighthouse!.push(
      lighthouse('/', 80, { cpuSlowdown: 8, tbtMs: 400 }),
      lighthouse('/cart', 75, { cpuSlowdown: 8, tbtMs: 1054 }),
    );
    slowed.builds.original = {
      lighthouse: [
        lighthouse('/', 77, { cpuSlowdown: 8, tbtMs: 657 }),
        lighthouse('/cart', 77, { cpuSlowdown: 8, tbtMs: 657 }),
      ],
    };
    const rows = benchTable(slowed).filter((row) => row.measure.includes('performance'));
    const slowdowns = rows.map((row) => /at (\d)× CPU/.exec(row.measure)?.[1]);
    expect(slowdowns).toEqual(['4', '4', '4', '4', '8', '8', '8', '8']);
    const [home, , cart] = rows.slice(4);
    expect(home.target).toBe("≥ the original's, TBT ≤ the original's");
    expect(home.cells).toEqual({
      production: { figure: '80 (LCP 3.0 s, TBT 400 ms)', met: true },
      original: { figure: '77 (LCP 3.0 s, TBT 657 ms)' },
    });
    expect(cart.cells.production).toMatchObject({
      figure: '75 (LCP 3.0 s, TBT 1,054 ms)',
      met: false,
    });
    expect(rows[0].cells.production).toMatchObject({ figure: '73 (LCP 3.0 s, TBT 700 ms)' });
  });

  it('gives the lowest accessibility and best practices scores of the pages', () => {
    const row = rowOf('Lighthouse mobile accessibility / best practices');
    expect(row.cells.production).toEqual({ figure: '100 / 100', met: true });
    expect(row.cells.demo).toMatchObject({ figure: '96 / 100', met: false });
  });

  it("gives Lighthouse's measure of the machine beside a failing TBT", () => {
    const busy = { ...slowHome, benchmarkIndex: 871 };
    expect(performanceReason(busy)).toBe(
      'LCP 3.0 s (<img> Cordless Drill), TBT 700 ms (script evaluation 1.6 s, benchmark index 871)',
    );
  });

  it('names every metric when none fails on its own', () => {
    expect(performanceReason(lighthouse('/sign-in', 92))).toBe(
      'no metric fails on its own: FCP 0.7 s, LCP 3.0 s (<img> Cordless Drill), TBT 700 ms, ' +
        'CLS 0, Speed Index 1.2 s',
    );
  });

  it('prints a Markdown table with a column a build, then the misses', () => {
    const text = formatTable(benchTable(results()));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\| measure +\| production +\| demo +\| target +\|$/);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \|$/);
    expect(lines).toContain(
      '- production, Lighthouse mobile `/` performance (at 4× CPU, median of 3): ' +
        'LCP 3.0 s (<img> Cordless Drill), TBT 700 ms (script evaluation 1.6 s)',
    );
    expect(text).toContain('| 500 ms ✔');
    expect(text).toContain('| 1,600 ms ✘');
  });
});

describe('merging a partial run', () => {
  it('replaces only the parts it measured', () => {
    const previous = results();
    const latest: BenchResults = {
      ...results(),
      date: '2026-11-24T00:00:00.000Z',
      measured: { 'demo lighthouse': '2026-11-24T00:00:00.000Z' },
      builds: { demo: { lighthouse: [lighthouse('/', 99)] } },
    };
    previous.measured = { 'production page': '2026-11-23T00:00:00.000Z' };
    const merged = mergeResults(previous, latest);
    expect(merged.date).toBe(latest.date);
    expect(merged.measured).toEqual({
      'production page': '2026-11-23T00:00:00.000Z',
      'demo lighthouse': '2026-11-24T00:00:00.000Z',
    });
    expect(merged.builds.production).toBe(previous.builds.production);
    expect(merged.builds.demo?.page).toBe(previous.builds.demo?.page);
    expect(merged.builds.demo?.lighthouse).toEqual([lighthouse('/', 99)]);
  });
});

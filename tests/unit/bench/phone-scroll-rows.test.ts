// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PhoneScrollFigures, ScrolledPicture } from '../../../bench/runners/phone-scroll';
import type { BenchResults } from '../../../bench/results';
import { benchTable } from '../../../bench/tables/table';
import { lighthouse, machine } from './figures';

/** `count` pictures of `bytes` each, `width` px wide where the page draws them at 434. */
function scrolled(
  pictures: PhoneScrollFigures['pictures'],
  count: number,
  bytes: number,
  width: number,
): PhoneScrollFigures {
  const picture = (index: number): ScrolledPicture => ({
    url: `http://127.0.0.1:4000/${pictures}/photo-${index}.jpg`,
    bytes,
    width,
    drawnAt: 434,
  });
  return { pictures, fetched: Array.from({ length: count }, (_, index) => picture(index + 1)) };
}

function results(nginxUploaded: PhoneScrollFigures, uploadedLcpMs: number): BenchResults {
  return {
    date: '2026-11-29T00:00:00.000Z',
    machine,
    measured: {},
    builds: {
      production: { scroll: [scrolled('uploaded', 3, 3_000_000, 3024)] },
      nginx: {
        scroll: [scrolled('drawings', 3, 600, 400), nginxUploaded],
        lighthouse: [
          lighthouse('/', 99, { pictures: 'drawings', lcpMs: 1800 }),
          lighthouse('/', 97, { pictures: 'uploaded', lcpMs: uploadedLcpMs }),
        ],
      },
    },
    table: [],
  };
}

const rowOf = (all: BenchResults, measure: string) => {
  const row = benchTable(all).find((candidate) => candidate.measure.startsWith(measure));
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

const UPLOADED = "a phone's `/` and one scroll, photos as uploaded";

describe("the bench table's phone scroll, where the host resizes pictures", () => {
  it('holds the resizing build to 400 KB and 1.5 times the width drawn; the others it shows', () => {
    const met = results(scrolled('uploaded', 5, 42_000, 512), 1900);
    expect(rowOf(met, UPLOADED)).toMatchObject({
      target: 'resized: ≤ 400 KB, each ≤ 1.5×',
      cells: {
        nginx: { figure: '210 KB (5), widest 1.18×', met: true },
        production: { figure: '9.0 MB (3), widest 6.97×' },
      },
    });
    expect(rowOf(met, UPLOADED).cells.production).not.toHaveProperty('met');
    expect(rowOf(met, "a phone's `/` and one scroll, drawings").cells.nginx).toEqual({
      figure: '2 KB (3)',
    });
  });

  it('says which picture was too wide, and misses past 400 KB', () => {
    const wide = rowOf(results(scrolled('uploaded', 5, 60_000, 768), 1900), UPLOADED);
    expect(wide.cells.nginx).toMatchObject({ met: false, reason: 'widest 768 px drawn at 434' });
    const heavy = rowOf(results(scrolled('uploaded', 9, 50_000, 512), 1900), UPLOADED);
    expect(heavy.cells.nginx).toMatchObject({ figure: '450 KB (9), widest 1.18×', met: false });
  });

  it("holds the photos' LCP on Lighthouse mobile to the drawings' plus 0.3 s", () => {
    const lcp = 'Lighthouse mobile `/` LCP, photos as uploaded';
    expect(rowOf(results(scrolled('uploaded', 5, 42_000, 512), 2100), lcp).cells.nginx).toEqual({
      figure: '2.1 s (1.8 s)',
      met: true,
    });
    expect(
      rowOf(results(scrolled('uploaded', 5, 42_000, 512), 2200), lcp).cells.nginx,
    ).toMatchObject({ met: false, reason: 'LCP <img> Cordless Drill' });
  });
});

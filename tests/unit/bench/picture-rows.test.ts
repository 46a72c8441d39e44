// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from '../../../bench/runners/lighthouse';
import type { PhotoFigures } from '../../../bench/runners/photo-catalogue';
import type { BenchResults } from '../../../bench/results';
import { benchTable } from '../../../bench/tables/table';
import { lighthouse, machine } from './figures';

const PICTURES = 'http://127.0.0.1:4000';

/** A page measured with a catalogue of pictures: its score, what it fetched and transferred. */
function withPictures(
  page: string,
  pictures: LighthouseFigures['pictures'],
  performance: number,
  pictureRequests: Array<[string, number]>,
  transferBytes: number,
): LighthouseFigures {
  return lighthouse(page, performance, {
    lcpMs: 2400,
    tbtMs: 10,
    pictures,
    transferBytes,
    pictureRequests: pictureRequests.map(([url, bytes]) => ({ url, transferBytes: bytes })),
  });
}

function photo(index: number, uploaded: number, stored: number, card: number): PhotoFigures {
  const file = (form: string, extension: string, bytes: number, format: string) => ({
    file: `${form}/photo-${index}.${extension}`,
    bytes,
    format,
  });
  return {
    uploaded: file('uploaded', 'jpg', uploaded, '4032×3024 image/jpeg'),
    stored: file('stored', 'webp', stored, '1200×1600 image/webp'),
    card: file('card', 'webp', card, '600×800 image/webp'),
  };
}

function results(storedHomeScore: number, storedHomeBytes: number): BenchResults {
  const stored = (product: number, index: number) =>
    `${PICTURES}/stored/photo-${index}.webp?product=${product}`;
  return {
    date: '2026-11-27T00:00:00.000Z',
    machine,
    measured: {},
    builds: {
      production: {
        lighthouse: [
          withPictures(
            '/',
            undefined,
            97,
            [['http://127.0.0.1:9090/mock-images/a.svg', 900]],
            160_000,
          ),
          withPictures('/product/1', 'drawings', 96, [], 136_000),
          withPictures(
            '/',
            'uploaded',
            52,
            [[`${PICTURES}/uploaded/photo-1.jpg`, 3_300_000]],
            3_500_000,
          ),
          withPictures('/product/1', 'uploaded', 70, [], 3_500_000),
          withPictures(
            '/',
            'stored',
            storedHomeScore,
            [
              [stored(40, 2), 200_000],
              [stored(39, 1), 250_000],
            ],
            storedHomeBytes,
          ),
          withPictures('/product/1', 'stored', 94, [], 390_000),
        ],
      },
    },
    pictures: {
      cardLongSide: 800,
      photos: [photo(1, 3_400_000, 250_000, 50_000), photo(2, 3_000_000, 200_000, 40_000)],
    },
    table: [],
  };
}

const rowOf = (all: BenchResults, measure: string) => {
  const row = benchTable(all).find((candidate) => candidate.measure.startsWith(measure));
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

describe('the bench table with photos for pictures', () => {
  it('keeps the drawings in the Lighthouse rows of before', () => {
    expect(
      rowOf(results(95, 600_000), 'Lighthouse mobile `/` performance (').cells.production,
    ).toMatchObject({ figure: '97 (LCP 2.4 s, TBT 10 ms)', met: true });
  });

  it('holds the stored photos to the drawings less 3 points, and `/` to 1 MB', () => {
    const met = results(94, 600_000);
    expect(rowOf(met, 'Lighthouse mobile `/` performance, photos as stored')).toMatchObject({
      target: '≥ drawings − 3',
      cells: { production: { figure: '94 (LCP 2.4 s, TBT 10 ms)', met: true } },
    });
    expect(
      rowOf(met, 'Lighthouse mobile `/` performance, photos as uploaded').cells.production,
    ).toEqual({ figure: '52 (LCP 2.4 s, TBT 10 ms)' });
    expect(rowOf(met, 'Lighthouse mobile `/` transferred, photos as stored')).toMatchObject({
      target: '≤ 1.0 MB',
      cells: { production: { figure: '600 KB, pictures 450 KB (2)', met: true } },
    });

    const missed = results(93, 1_200_000);
    expect(
      rowOf(missed, 'Lighthouse mobile `/` performance, photos as stored').cells.production,
    ).toMatchObject({ met: false, reason: 'drawings 97; LCP <img> Cordless Drill' });
    expect(
      rowOf(missed, 'Lighthouse mobile `/` transferred, photos as stored').cells.production,
    ).toMatchObject({ met: false, reason: '2 pictures fetched during the load, 450 KB' });
    expect(rowOf(missed, 'Lighthouse mobile `/` transferred, drawings').cells.production).toEqual({
      figure: '160 KB, pictures 900 B (1)',
    });
  });

  it("weighs `/`'s stored pictures as card copies, and each photo in each form", () => {
    const all = results(95, 600_000);
    expect(rowOf(all, "Lighthouse mobile `/`'s 2 pictures as stored").cells.production).toEqual({
      figure: '450 KB → 90 KB (−80 %)',
    });
    expect(rowOf(all, 'bytes a picture, as uploaded').cells.production).toEqual({
      figure: '3.0 MB / 3.2 MB / 3.4 MB (4032×3024 image/jpeg)',
    });
    expect(rowOf(all, 'bytes a picture, as stored').cells.production).toEqual({
      figure: '200 KB / 225 KB / 250 KB (1200×1600 image/webp)',
    });
  });

  it('shows no bytes for figures from before they were recorded', () => {
    const older = results(95, 600_000);
    older.builds.demo = { lighthouse: [lighthouse('/', 91)] };
    expect(rowOf(older, 'Lighthouse mobile `/` transferred, drawings').cells.demo).toBeUndefined();
  });

  it('adds no photo rows to a run of the drawings alone', () => {
    const drawingsOnly = results(95, 600_000);
    drawingsOnly.builds.production!.lighthouse = drawingsOnly.builds.production!.lighthouse!.slice(
      0,
      2,
    );
    delete drawingsOnly.pictures;
    const measures = benchTable(drawingsOnly).map((row) => row.measure);
    expect(measures.filter((measure) => /photos|transferred|a picture/.test(measure))).toEqual([]);
  });
});

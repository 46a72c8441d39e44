import { formatBytes } from '../../src/lib/format';
import { BUILD_NAMES, type BuildName } from '../sites/builds';
import {
  cpuSlowdownOf,
  DEFAULT_CPU_SLOWDOWN,
  type FormFactor,
  type LighthouseFigures,
} from '../runners/lighthouse';
import { median } from '../sites/processes';
import { PHOTO_PAGES, type PhotoFigures, type PictureCatalogue } from '../runners/photo-catalogue';
import type { BenchResults } from '../results';
import { cellsOf, ms, seconds, type Cell, type TableRow } from './table-cells';

/**
 * The shop owner's targets for the photos as stored: `/` light on a phone's network, and the
 * scores of the same catalogue drawn with the SVG drawings, give or take a few points.
 */
export const PHOTO_TARGETS = { storedHomeBytes: 1_000_000, pointsBelowDrawings: 3 };

const PHOTO_CATALOGUES = ['uploaded', 'stored'] as const;

const LABELS: Record<PictureCatalogue, string> = {
  drawings: 'drawings',
  uploaded: 'photos as uploaded',
  stored: 'photos as stored',
};

/** Results from before the photos measured the drawings only. */
export const catalogueOf = (figures: LighthouseFigures): PictureCatalogue =>
  figures.pictures ?? 'drawings';

/** What a page transferred, of it its pictures; held to `limit` bytes when there is one. */
function transferCell(figures: LighthouseFigures, limit?: number): Cell {
  const pictures = figures.pictureRequests ?? [];
  const pictureBytes = formatBytes(
    pictures.reduce((sum, request) => sum + request.transferBytes, 0),
  );
  const total = figures.transferBytes ?? 0;
  const figure = `${formatBytes(total)}, pictures ${pictureBytes} (${pictures.length})`;
  if (limit === undefined) return { figure };
  const met = total <= limit;
  const reason = `${pictures.length} pictures fetched during the load, ${pictureBytes}`;
  return { figure, met, ...(!met && { reason }) };
}

const weighed = (figures: LighthouseFigures | undefined) =>
  figures?.transferBytes === undefined ? undefined : figures;

/** A photo catalogue's score against the drawings' on the same page and build. */
function scoreCell(figures: LighthouseFigures, drawings: LighthouseFigures | undefined): Cell {
  const figure = `${figures.performance} (LCP ${seconds(figures.lcpMs)}, TBT ${ms(figures.tbtMs)})`;
  if (catalogueOf(figures) !== 'stored' || !drawings) return { figure };
  const met = figures.performance >= drawings.performance - PHOTO_TARGETS.pointsBelowDrawings;
  const reason = `drawings ${drawings.performance}; LCP ${figures.lcpElement}`;
  return { figure, met, ...(!met && { reason }) };
}

/**
 * Lighthouse with the catalogue's pictures as photos (BENCH_PICTURES), beside the drawings:
 * the score of each photo catalogue, then what each page transferred with each catalogue.
 */
export function photoRows(results: BenchResults, formFactor: FormFactor): TableRow[] {
  // At the preset's own CPU slowdown only: the photos weigh on the network, not on the CPU.
  const figuresOf = (build: BuildName, catalogue: PictureCatalogue, path: string) =>
    results.builds[build]?.lighthouse?.find(
      (page) =>
        page.formFactor === formFactor &&
        page.page === path &&
        catalogueOf(page) === catalogue &&
        cpuSlowdownOf(page) === DEFAULT_CPU_SLOWDOWN[formFactor],
    );
  const measured = BUILD_NAMES.flatMap((build) =>
    PHOTO_CATALOGUES.map((catalogue) => figuresOf(build, catalogue, '/')),
  ).find((figures) => figures !== undefined);
  if (!measured) return [];
  const rows: TableRow[] = [];
  for (const path of PHOTO_PAGES) {
    for (const catalogue of PHOTO_CATALOGUES) {
      rows.push({
        measure: `Lighthouse ${formFactor} \`${path}\` performance, ${LABELS[catalogue]} (median of ${measured.runs})`,
        target: catalogue === 'stored' ? `≥ drawings − ${PHOTO_TARGETS.pointsBelowDrawings}` : '—',
        cells: cellsOf(
          (build) => figuresOf(build, catalogue, path),
          (figures, build) => scoreCell(figures, figuresOf(build, 'drawings', path)),
        ),
      });
    }
  }
  for (const path of PHOTO_PAGES) {
    for (const catalogue of ['drawings', ...PHOTO_CATALOGUES] as const) {
      const held = path === '/' && catalogue === 'stored';
      const limit = held ? PHOTO_TARGETS.storedHomeBytes : undefined;
      rows.push({
        measure: `Lighthouse ${formFactor} \`${path}\` transferred, ${LABELS[catalogue]} (of it pictures, how many)`,
        target: limit === undefined ? '—' : `≤ ${formatBytes(limit)}`,
        cells: cellsOf(
          // Results from before the bytes were recorded have none to show.
          (build) => weighed(figuresOf(build, catalogue, path)),
          (figures) => transferCell(figures, limit),
        ),
      });
    }
  }
  rows.push(...cardCopyRows(results, formFactor, figuresOf('production', 'stored', '/')));
  return rows;
}

/** `/`'s pictures with the photos as stored, weighed again as card-sized copies. */
function cardCopyRows(
  results: BenchResults,
  formFactor: FormFactor,
  storedHome: LighthouseFigures | undefined,
): TableRow[] {
  const photos = results.pictures?.photos;
  if (!photos || !storedHome?.pictureRequests) return [];
  const photoOf = (url: string) =>
    photos.find((photo) => new URL(url).pathname === `/${photo.stored.file}`);
  const shown = storedHome.pictureRequests.map((request) => photoOf(request.url));
  const weigh = (form: 'stored' | 'card') =>
    shown.reduce((sum, photo) => sum + (photo?.[form].bytes ?? 0), 0);
  const [stored, card] = [weigh('stored'), weigh('card')];
  const saved = Math.round((1 - card / stored) * 100);
  return [
    {
      measure:
        `Lighthouse ${formFactor} \`/\`'s ${shown.length} pictures as stored → as card copies ` +
        `(${results.pictures!.cardLongSide} px)`,
      target: '—',
      cells: {
        production: { figure: `${formatBytes(stored)} → ${formatBytes(card)} (−${saved} %)` },
      },
    },
  ];
}

const FORM_LABELS: Record<keyof PhotoFigures, string> = {
  uploaded: 'as uploaded',
  stored: 'as stored',
  card: 'as card copies',
};

/** What each photo weighs in each form: min / median / max, and the forms' sizes and types. */
export function photoFileRows(results: BenchResults): TableRow[] {
  const photos = results.pictures?.photos;
  if (!photos?.length) return [];
  return (Object.keys(FORM_LABELS) as (keyof PhotoFigures)[]).map((form) => {
    const bytes = photos.map((photo) => photo[form].bytes);
    const spread = [Math.min(...bytes), median(bytes), Math.max(...bytes)].map(formatBytes);
    const formats = [...new Set(photos.map((photo) => photo[form].format))].join(', ');
    return {
      measure: `bytes a picture, ${FORM_LABELS[form]} (min / median / max of ${photos.length})`,
      target: '—',
      cells: { production: { figure: `${spread.join(' / ')} (${formats})` } },
    };
  });
}

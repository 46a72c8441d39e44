import { formatBytes } from '../../src/lib/format-size';
import { BUILD_NAMES, type BuildName } from '../sites/builds';
import {
  cpuSlowdownOf,
  DEFAULT_CPU_SLOWDOWN,
  type FormFactor,
  type LighthouseFigures,
} from '../runners/lighthouse';
import { median } from '../sites/processes';
import { PHOTO_PAGES, type PhotoFigures, type PictureCatalogue } from '../runners/photo-catalogue';
import type { PhoneScrollFigures, ScrolledPicture } from '../runners/phone-scroll';
import type { BenchResults } from '../results';
import { cellsOf, ms, seconds, type Cell, type TableRow } from './table-cells';

/**
 * The shop owner's targets for the photos as stored: `/` light on a phone's network, and the
 * scores of the same catalogue drawn with the SVG drawings, give or take a few points.
 */
export const PHOTO_TARGETS = { storedHomeBytes: 1_000_000, pointsBelowDrawings: 3 };

/**
 * Where a host resizes pictures (the nginx build): a phone's `/` and one scroll fetch few
 * pictures' bytes, each at most 1.5 times as wide as drawn, and the photos' LCP stays close to
 * the drawings'.
 */
export const RESIZED_TARGETS = {
  scrollBytes: 400_000,
  widthOverDrawn: 1.5,
  lcpOverDrawingsMs: 300,
};
const RESIZING_BUILDS: BuildName[] = ['nginx'];

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

const widestRatio = (fetched: ScrolledPicture[]) =>
  Math.max(0, ...fetched.filter((p) => p.drawnAt > 0).map((p) => p.width / p.drawnAt));

/** A phone's `/` and one scroll: the pictures' bytes and count, and the widest against drawn. */
function scrollCell(scroll: PhoneScrollFigures, build: BuildName): Cell {
  const bytes = scroll.fetched.reduce((sum, picture) => sum + picture.bytes, 0);
  const ratio = widestRatio(scroll.fetched);
  const photos = scroll.pictures !== 'drawings';
  const figure =
    `${formatBytes(bytes)} (${scroll.fetched.length})` +
    (photos ? `, widest ${ratio.toFixed(2)}×` : '');
  if (!photos || !RESIZING_BUILDS.includes(build)) return { figure };
  const met = bytes <= RESIZED_TARGETS.scrollBytes && ratio <= RESIZED_TARGETS.widthOverDrawn;
  const widest = scroll.fetched.find((p) => p.drawnAt > 0 && p.width / p.drawnAt === ratio);
  const reason = widest ? `widest ${widest.width} px drawn at ${widest.drawnAt}` : 'nothing drawn';
  return { figure, met, ...(!met && { reason }) };
}

/**
 * `/` and one scroll on Lighthouse's phone (412 px, 1.75 device pixels a pixel), a catalogue
 * each; then, where the host resizes, the photos' LCP on Lighthouse mobile against the drawings'.
 */
export function phoneScrollRows(results: BenchResults): TableRow[] {
  const rows: TableRow[] = [];
  for (const catalogue of ['drawings', ...PHOTO_CATALOGUES] as const) {
    const scrollOf = (build: BuildName) =>
      results.builds[build]?.scroll?.find((scroll) => scroll.pictures === catalogue);
    if (!BUILD_NAMES.some(scrollOf)) continue;
    const held = catalogue !== 'drawings';
    rows.push({
      measure: `a phone's \`/\` and one scroll, ${LABELS[catalogue]}: pictures fetched (how many), widest to drawn`,
      target: held
        ? `resized: ≤ ${formatBytes(RESIZED_TARGETS.scrollBytes)}, each ≤ ${RESIZED_TARGETS.widthOverDrawn}×`
        : '—',
      cells: cellsOf(scrollOf, scrollCell),
    });
  }
  const lcpOf = (build: BuildName, catalogue: PictureCatalogue) =>
    results.builds[build]?.lighthouse?.find(
      (page) =>
        page.formFactor === 'mobile' &&
        page.page === '/' &&
        catalogueOf(page) === catalogue &&
        cpuSlowdownOf(page) === DEFAULT_CPU_SLOWDOWN.mobile,
    );
  const resized = RESIZING_BUILDS.filter(
    (build) => lcpOf(build, 'uploaded') && lcpOf(build, 'drawings'),
  );
  if (resized.length) {
    rows.push({
      measure: 'Lighthouse mobile `/` LCP, photos as uploaded (drawings)',
      target: `resized: ≤ drawings + ${seconds(RESIZED_TARGETS.lcpOverDrawingsMs)}`,
      cells: cellsOf(
        (build) => (resized.includes(build) ? lcpOf(build, 'uploaded') : undefined),
        (photos, build) => {
          const drawings = lcpOf(build, 'drawings')!;
          const over = photos.lcpMs - drawings.lcpMs;
          const met = over <= RESIZED_TARGETS.lcpOverDrawingsMs;
          const figure = `${seconds(photos.lcpMs)} (${seconds(drawings.lcpMs)})`;
          return { figure, met, ...(!met && { reason: `LCP ${photos.lcpElement}` }) };
        },
      ),
    });
  }
  return rows;
}

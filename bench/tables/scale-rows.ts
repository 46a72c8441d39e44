import { SITEMAP_MAX_URLS } from '../../build-time/prerender/crawler-files';
import { formatBytes } from '../../src/lib/format-size';
import { LIGHTHOUSE_PAGES, cpuSlowdownOf, type LighthouseFigures } from '../runners/lighthouse';
import type { BenchResults } from '../results';
import type { ScaleBuildFigures, ScaleBuildName, ScaleFigures } from '../runners/scale';
import { count, kb, ms, seconds, type Cell, type TableRow } from './table-cells';

/** Issue 37's checks of the catalogue's growth, each at the sizes it names. */
export const SCALE_TARGETS = {
  small: 40,
  large: 5000,
  huge: 50_000,
  /** `/`'s HTML (gzip) at the large size, at most this many times the small size's. */
  homeGzipGrowth: 1.5,
  /** Each page's score at the large size, at most this many points below the small size's. */
  pointsBelowSmall: 3,
  largeOutputBytes: 100_000_000,
  hugeBuildMs: 10 * 60_000,
  hugePeakBytes: 1_000_000_000,
};

/** `18.6 s`, or `2:05 min` past a minute. */
function duration(value: number): string {
  if (value < 60_000) return seconds(value);
  const secondsLeft = Math.round(value / 1000) % 60;
  return `${Math.floor(value / 60_000)}:${String(secondsLeft).padStart(2, '0')} min`;
}

/** A figure held to a check: the reason given when it is missed. */
const checked = (figure: string, met: boolean, reason: string): Cell => ({
  figure,
  met,
  ...(!met && { reason }),
});

type BuildCell = (build: ScaleBuildFigures, seed: number) => Cell;

function buildRows(sizes: ScaleFigures[]): TableRow[] {
  const { small, large, huge, hugeBuildMs, hugePeakBytes, largeOutputBytes } = SCALE_TARGETS;
  const built = sizes.filter((size) => size.build);
  const buildOf = (seed: number) => sizes.find((size) => size.seedProducts === seed)?.build;
  const rows = (measure: string, targets: Record<number, string>, cell: BuildCell) =>
    built.map(({ seedProducts, build }) => ({
      measure: `build, ${count(seedProducts)} products (${count(build!.productPages)} pages): ${measure}`,
      target: targets[seedProducts] ?? '—',
      cells: { production: cell(build!, seedProducts) },
    }));
  return [
    ...rows(
      'time / peak memory',
      { [huge]: `≤ ${hugeBuildMs / 60_000} min / ≤ ${formatBytes(hugePeakBytes)}` },
      (build, seed) => {
        const figure = `${duration(build.wallMs)} / ${formatBytes(build.peakRssBytes)}`;
        if (seed !== huge) return { figure };
        const missed = [
          ...(build.wallMs > hugeBuildMs ? ['the time'] : []),
          ...(build.peakRssBytes > hugePeakBytes ? ['the memory'] : []),
        ];
        return checked(figure, !missed.length, `over ${missed.join(' and ')} allowed`);
      },
    ),
    ...rows(
      'output (files), a product page',
      { [large]: `≤ ${formatBytes(largeOutputBytes)}` },
      (build, seed) => {
        const output = `${formatBytes(build.outputBytes)} (${count(build.files)})`;
        const figure = `${output}, ${kb(build.productPageBytes / 1000)}`;
        if (seed !== large) return { figure };
        const reason = `${count(build.productPages)} product pages`;
        return checked(figure, build.outputBytes <= largeOutputBytes, reason);
      },
    ),
    ...rows(
      '`/` HTML (gzip)',
      { [large]: `gzip ≤ ${SCALE_TARGETS.homeGzipGrowth}× ${count(small)} products'` },
      (build, seed) => {
        const figure = `${formatBytes(build.homeBytes)} (${formatBytes(build.homeGzipBytes)})`;
        const smallGzip = buildOf(small)?.homeGzipBytes;
        if (seed !== large || smallGzip === undefined) return { figure };
        const limit = smallGzip * SCALE_TARGETS.homeGzipGrowth;
        const met = build.homeGzipBytes <= limit;
        return checked(figure, met, `${count(small)} products': ${formatBytes(smallGzip)} gzip`);
      },
    ),
    ...rows(
      'sitemap addresses',
      { [huge]: `an index if past ${count(SITEMAP_MAX_URLS)}` },
      (build, seed) => {
        const kind = build.sitemapIndex ? 'an index' : 'one sitemap';
        const figure = `${count(build.sitemapAddresses)}, ${kind}`;
        if (seed !== huge) return { figure };
        const met = build.sitemapIndex === build.sitemapAddresses > SITEMAP_MAX_URLS;
        return checked(figure, met, 'sitemap.xml is an index only when it must be');
      },
    ),
  ];
}

/** A build's Lighthouse figures of one page at one size and CPU slowdown. */
function pageAt(
  sizes: ScaleFigures[],
  seed: number,
  build: ScaleBuildName,
  path: string,
  cpu: number,
) {
  const pages = sizes.find((size) => size.seedProducts === seed)?.lighthouse?.[build];
  return pages?.find((page) => page.page === path && cpuSlowdownOf(page) === cpu);
}

const scoreOf = (page: LighthouseFigures) => `${page.performance}, TBT ${ms(page.tbtMs)}`;

/**
 * A page's score and TBT at one size, this build's beside the original's; at the large size this
 * build's is held to its own at the small size and to the original's.
 */
function lighthouseRow(sizes: ScaleFigures[], seed: number, path: string, cpu: number) {
  const { small, large, pointsBelowSmall } = SCALE_TARGETS;
  const production = pageAt(sizes, seed, 'production', path, cpu);
  const original = pageAt(sizes, seed, 'original', path, cpu);
  if (!production && !original) return [];
  const smallScore = pageAt(sizes, small, 'production', path, cpu)?.performance;
  const cells: TableRow['cells'] = {};
  if (production) cells.production = { figure: scoreOf(production) };
  if (original) cells.original = { figure: scoreOf(original) };
  if (production && seed === large && smallScore !== undefined) {
    const floor = Math.max(smallScore - pointsBelowSmall, original?.performance ?? 0);
    const reason =
      `${count(small)} products': ${smallScore}; ` +
      `the original's: ${original?.performance ?? 'not measured'}`;
    cells.production = checked(scoreOf(production), production.performance >= floor, reason);
  }
  const runs = (production ?? original)!.runs;
  const row: TableRow = {
    measure:
      `Lighthouse mobile \`${path}\`, ${count(seed)} products: score, TBT ` +
      `(at ${cpu}× CPU, median of ${runs})`,
    target:
      seed === large ? `≥ ${count(small)} products' − ${pointsBelowSmall}, ≥ the original's` : '—',
    cells,
  };
  return [row];
}

function lighthouseRows(sizes: ScaleFigures[]): TableRow[] {
  const measured = sizes.filter((size) => size.lighthouse);
  const pages = measured.flatMap((size) =>
    Object.values(size.lighthouse!).flatMap((figures) => figures ?? []),
  );
  const slowdowns = [...new Set(pages.map(cpuSlowdownOf))].sort((a, b) => a - b);
  return slowdowns.flatMap((cpu) =>
    LIGHTHOUSE_PAGES.flatMap((path) =>
      measured.flatMap((size) => lighthouseRow(sizes, size.seedProducts, path, cpu)),
    ),
  );
}

/** The catalogue-size axis (bench/runners/scale.ts): the builds at each size, then the pages' scores. */
export function scaleRows(results: BenchResults): TableRow[] {
  const sizes = results.scale ?? [];
  return [...buildRows(sizes), ...lighthouseRows(sizes)];
}

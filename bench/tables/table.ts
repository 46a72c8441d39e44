import { BUILD_NAMES, type BuildName } from '../sites/builds';
import {
  cpuSlowdownOf,
  DEFAULT_CPU_SLOWDOWN,
  LIGHTHOUSE_PAGES,
  type FormFactor,
  type LighthouseFigures,
} from '../runners/lighthouse';
import type { MainThreadFigures } from '../runners/main-thread';
import type { PageFigures } from '../runners/page';
import { catalogueOf, phoneScrollRows, photoFileRows, photoRows } from './picture-rows';
import type { BenchResults } from '../results';
import { scaleRows } from './scale-rows';
import { tapRows } from './tap-rows';
import { engineRows } from './engine-rows';
import {
  cellsOf,
  count,
  kb,
  loadNote,
  ms,
  seconds,
  timedCell,
  type Cell,
  type TableRow,
} from './table-cells';

export const TARGETS = {
  firstCardMs: { 40: 1000, 5000: 1500 } as Partial<Record<number, number>>,
  filterMs: { 5000: 100 } as Partial<Record<number, number>>,
  performance: {
    mobile: { production: 95, demo: 90 },
    desktop: { production: 95, demo: 95 },
  } satisfies Record<FormFactor, Partial<Record<BuildName, number>>>,
  /** Accessibility and best practices, every page of both builds. */
  otherCategories: 100,
  serverRequestsPerSecond: 2000,
  serverP99Ms: 20,
};

/** The shop's builds are held to the targets; the baseline and the references are compared. */
const TARGETED: BuildName[] = ['production', 'demo'];

const limitOf = (build: BuildName, limit: number | undefined) =>
  TARGETED.includes(build) ? limit : undefined;

/** `, against <url>` when the figures were measured against a running API, not the mock. */
const against = (figures: { api?: string } | undefined) =>
  figures?.api ? `, against ${figures.api}` : '';

function pageRows(results: BenchResults): TableRow[] {
  const pages = (build: BuildName) => results.builds[build]?.page ?? [];
  const seeds = [
    ...new Set(BUILD_NAMES.flatMap((build) => pages(build).map((page) => page.seedProducts))),
  ].sort((a, b) => a - b);
  const rows: TableRow[] = [];
  const row = (
    seed: number,
    measure: (page: PageFigures) => string,
    target: string,
    cell: (page: PageFigures, build: BuildName) => Cell,
  ) => {
    const pageOf = (build: BuildName) => pages(build).find((page) => page.seedProducts === seed);
    const cells = cellsOf(pageOf, cell);
    const any = BUILD_NAMES.map(pageOf).find((page) => page !== undefined)!;
    rows.push({ measure: measure(any), target, cells });
  };
  const products = (page: PageFigures) =>
    `${count(page.seedProducts)} products${page.network ? `, ${page.network}` : ''}`;

  for (const seed of seeds) {
    const limit = TARGETS.firstCardMs[seed];
    row(
      seed,
      (page) => `first card, cold, ${products(page)} (median of ${page.firstCardMs.length})`,
      limit === undefined ? '—' : `≤ ${seconds(limit)}`,
      (page, build) =>
        timedCell(page.firstCardMs, page.firstCardMedianMs, limitOf(build, limit), results.machine),
    );
  }
  for (const seed of seeds) {
    const limit = TARGETS.filterMs[seed];
    row(
      seed,
      (page) => `Apply Filters to new grid, ${products(page)} (median of ${page.filterMs.length})`,
      limit === undefined ? '—' : `≤ ${ms(limit)}`,
      (page, build) =>
        timedCell(page.filterMs, page.filterMedianMs, limitOf(build, limit), results.machine),
    );
  }
  // What `/` loads does not depend on the seed size: the smallest seed's loads stand for it.
  if (seeds.length) {
    const sizes = (gzipKb: number, brotliKb: number | undefined): Cell => ({
      figure: `${kb(gzipKb)} gzip${brotliKb === undefined ? '' : `, ${kb(brotliKb)} brotli`}`,
    });
    row(
      seeds[0],
      () => 'JavaScript `/` loads before the first card',
      '—',
      ({ firstLoadMedian }) => sizes(firstLoadMedian.jsGzipKb, firstLoadMedian.jsBrotliKb),
    );
    row(
      seeds[0],
      () => 'CSS `/` loads before the first card',
      '—',
      ({ firstLoadMedian }) => sizes(firstLoadMedian.cssGzipKb, firstLoadMedian.cssBrotliKb),
    );
  }
  return rows;
}

/** Why a page's performance score is short: its failing metrics, with what drives each. */
export function performanceReason(figures: LighthouseFigures): string {
  const failing = figures.failing.filter(({ category }) => category === 'performance');
  const describe = ({ audit, value }: { audit: string; value: string }) => {
    switch (audit) {
      case 'largest-contentful-paint':
        return `LCP ${value} (${figures.lcpElement})`;
      case 'total-blocking-time': {
        const machine = figures.benchmarkIndex ? `, benchmark index ${figures.benchmarkIndex}` : '';
        return `TBT ${value} (script evaluation ${seconds(figures.scriptEvaluationMs)}${machine})`;
      }
      case 'first-contentful-paint':
        return `FCP ${value}`;
      case 'speed-index':
        return `Speed Index ${value}`;
      case 'cumulative-layout-shift':
        return `CLS ${value}`;
      default:
        return `${audit} ${value}`;
    }
  };
  if (failing.length) return failing.map(describe).join(', ');
  return (
    `no metric fails on its own: FCP ${seconds(figures.fcpMs)}, LCP ${seconds(figures.lcpMs)} ` +
    `(${figures.lcpElement}), TBT ${ms(figures.tbtMs)}, CLS ${figures.cls}, ` +
    `Speed Index ${seconds(figures.speedIndexMs)}`
  );
}

/** A build's runs with the drawings, of one form factor at one CPU slowdown. */
const drawingsAt = (
  results: BenchResults,
  build: BuildName,
  formFactor: FormFactor,
  cpuSlowdown: number,
) =>
  results.builds[build]?.lighthouse?.filter(
    (page) =>
      page.formFactor === formFactor &&
      catalogueOf(page) === 'drawings' &&
      cpuSlowdownOf(page) === cpuSlowdown,
  );

/**
 * The pages' scores at `cpuSlowdown`: at the preset's own slowdown the shop's builds are held to
 * TARGETS.performance; at another, production to the original client's score and TBT.
 */
function performanceRows(results: BenchResults, formFactor: FormFactor, cpuSlowdown: number) {
  const reportsOf = (build: BuildName) => drawingsAt(results, build, formFactor, cpuSlowdown);
  const first = BUILD_NAMES.map(reportsOf).find((reports) => reports?.length)?.[0];
  if (!first) return [];
  const preset = cpuSlowdown === DEFAULT_CPU_SLOWDOWN[formFactor];
  const limits: Partial<Record<BuildName, number>> = TARGETS.performance[formFactor];
  const target = !preset
    ? "≥ the original's, TBT ≤ the original's"
    : limits.production === limits.demo
      ? `≥ ${limits.production}`
      : `≥ ${limits.production} (demo ≥ ${limits.demo})`;
  const note = `at ${cpuSlowdown}× CPU, median of ${first.runs}${against(first)}`;
  return LIGHTHOUSE_PAGES.map((path) => {
    const pageOf = (build: BuildName) => reportsOf(build)?.find((page) => page.page === path);
    const original = pageOf('original');
    const metBy = (page: LighthouseFigures, build: BuildName) => {
      if (preset) {
        const limit = limits[build];
        return limit === undefined ? undefined : page.performance >= limit;
      }
      if (build !== 'production' || !original) return undefined;
      return page.performance >= original.performance && page.tbtMs <= original.tbtMs;
    };
    const cell = (page: LighthouseFigures, build: BuildName): Cell => {
      const figure = `${page.performance} (LCP ${seconds(page.lcpMs)}, TBT ${ms(page.tbtMs)})`;
      const met = metBy(page, build);
      if (met === undefined) return { figure };
      return { figure, met, ...(!met && { reason: performanceReason(page) }) };
    };
    return {
      measure: `Lighthouse ${formFactor} \`${path}\` performance (${note})`,
      target,
      cells: cellsOf(pageOf, cell),
    };
  });
}

function lighthouseRows(results: BenchResults, formFactor: FormFactor): TableRow[] {
  const measured = BUILD_NAMES.flatMap((build) => results.builds[build]?.lighthouse ?? []);
  const slowdowns = [
    ...new Set(
      measured
        .filter((page) => page.formFactor === formFactor && catalogueOf(page) === 'drawings')
        .map(cpuSlowdownOf),
    ),
  ].sort((a, b) => a - b);
  if (!slowdowns.length) return [];
  const rows = slowdowns.flatMap((slowdown) => performanceRows(results, formFactor, slowdown));
  // The other categories do not depend on the CPU: the lowest slowdown's runs stand for them.
  const reportsOf = (build: BuildName) => drawingsAt(results, build, formFactor, slowdowns[0]);
  rows.push({
    measure: `Lighthouse ${formFactor} accessibility / best practices, lowest of the four pages`,
    target: `${TARGETS.otherCategories} / ${TARGETS.otherCategories}`,
    cells: cellsOf(
      (build) => (reportsOf(build)?.length ? reportsOf(build) : undefined),
      (pages, build) => {
        const lowest = (score: (page: LighthouseFigures) => number) =>
          Math.min(...pages.map(score));
        const accessibility = lowest((page) => page.accessibility);
        const bestPractices = lowest((page) => page.bestPractices);
        if (!TARGETED.includes(build)) return { figure: `${accessibility} / ${bestPractices}` };
        const met = Math.min(accessibility, bestPractices) >= TARGETS.otherCategories;
        const failing = pages.flatMap((page) =>
          page.failing
            .filter(({ category }) => category !== 'performance')
            .map(({ audit, value }) => `${page.page}: ${audit} (${value})`),
        );
        return {
          figure: `${accessibility} / ${bestPractices}`,
          met,
          ...(!met && { reason: failing.join(', ') || 'an audit below full marks' }),
        };
      },
    ),
  });
  return rows;
}

/**
 * A row a page: its main thread split (bench/runners/main-thread.ts) in ms, script evaluation / style
 * resolution / React / the rest = the total, then the long tasks' sum over 50 ms; and a row of
 * when each page was shown; the rows again for each CPU slowdown measured.
 */
function cpuRows(results: BenchResults): TableRow[] {
  const measured = BUILD_NAMES.flatMap((build) => results.builds[build]?.cpu ?? []);
  const slowdowns = [...new Set(measured.map((page) => page.cpuSlowdown))].sort((a, b) => a - b);
  return slowdowns.flatMap((slowdown) => cpuRowsAt(results, slowdown));
}

function cpuRowsAt(results: BenchResults, cpuSlowdown: number): TableRow[] {
  const pagesOf = (build: BuildName) =>
    results.builds[build]?.cpu?.filter((page) => page.cpuSlowdown === cpuSlowdown);
  const first = BUILD_NAMES.map(pagesOf).find((pages) => pages?.length)?.[0];
  if (!first) return [];
  const at = `at ${first.cpuSlowdown}× CPU, median of ${first.loads.length}${against(first)}`;
  const part = (value: number) => count(Math.round(value));
  const split = (page: MainThreadFigures): Cell => ({
    figure:
      `${part(page.scriptEvaluationMs)} / ${part(page.styleMs)} / ${part(page.reactMs)} / ` +
      `${part(page.restMs)} = ${ms(page.totalMs)} (${ms(page.longTaskMs)})`,
  });
  const rows: TableRow[] = LIGHTHOUSE_PAGES.map((path) => ({
    measure:
      `main thread \`${path}\`: evaluation / style / React / rest = total (long tasks) ` +
      `(${at})`,
    target: '—',
    cells: cellsOf((build) => pagesOf(build)?.find((page) => page.page === path), split),
  }));
  rows.push({
    measure: `shown (\`${LIGHTHOUSE_PAGES.join('`, `')}\`) (${at})`,
    target: '—',
    cells: cellsOf(
      (build) => (pagesOf(build)?.length ? pagesOf(build) : undefined),
      (pages) => ({
        figure: LIGHTHOUSE_PAGES.map((path) => {
          const page = pages.find((candidate) => candidate.page === path);
          return page ? seconds(page.readyMs) : '—';
        }).join(', '),
      }),
    ),
  });
  return rows;
}

/** The mock server stands in for the production build's API; the demo's mock is in the browser. */
function serverRows(results: BenchResults): TableRow[] {
  return (results.server ?? []).map((server) => {
    const gated = server.seedProducts === 40;
    const met =
      server.requestsPerSecond >= TARGETS.serverRequestsPerSecond &&
      server.p99Ms <= TARGETS.serverP99Ms &&
      server.errors === 0;
    const figure = `${count(Math.round(server.requestsPerSecond))} req/s, p99 ${ms(server.p99Ms)}`;
    return {
      measure:
        `HTTP mock server, GET /api/products, ${count(server.seedProducts)} products ` +
        `(${server.connections} connections, median of ${server.requestsPerSecondRuns.length} × ${server.durationS} s)`,
      target: gated
        ? `≥ ${count(TARGETS.serverRequestsPerSecond)} req/s, p99 ≤ ${ms(TARGETS.serverP99Ms)}`
        : '—',
      cells: {
        production: gated
          ? {
              figure,
              met,
              ...(!met && {
                reason: `runs ${server.requestsPerSecondRuns.map(Math.round).join(', ')} req/s, ${server.errors} errors; ${loadNote(results.machine)}`,
              }),
            }
          : { figure },
      },
    };
  });
}

/** The create form while a photo is prepared: its keys answer within this, worker or not. */
const FORM_KEY_LIMIT_MS = 100;

function pictureFormRows(results: BenchResults): TableRow[] {
  const figuresOf = (build: BuildName) => results.builds[build]?.form;
  const first = BUILD_NAMES.map(figuresOf).find((figures) => figures?.length)?.[0];
  if (!first) return [];
  const meanwhile = {
    nothing: 'with nothing prepared',
    worker: 'while a 12 MP photo is prepared in the worker',
    page: 'while a 12 MP photo is prepared on the page (no worker)',
  };
  return (['nothing', 'worker', 'page'] as const).map((preparedIn) => ({
    measure:
      `create form, typing ${meanwhile[preparedIn]}: worst / median key, keys, preparing ` +
      `(at ${first.cpuSlowdown}× CPU)`,
    target: preparedIn === 'worker' ? `worst ≤ ${FORM_KEY_LIMIT_MS} ms` : '—',
    cells: cellsOf(
      (build) => figuresOf(build)?.find((figures) => figures.preparedIn === preparedIn),
      (figures) => {
        const keys = `${ms(figures.worstKeyMs)} / ${ms(figures.medianKeyMs)}, ${figures.keys} keys`;
        const figure = preparedIn === 'nothing' ? keys : `${keys}, ${seconds(figures.preparingMs)}`;
        if (preparedIn !== 'worker') return { figure };
        const met = figures.worstKeyMs <= FORM_KEY_LIMIT_MS;
        return { figure, met, ...(!met && { reason: 'a key waited on the main thread' }) };
      },
    ),
  }));
}

export function benchTable(results: BenchResults): TableRow[] {
  return [
    ...pageRows(results),
    ...cpuRows(results),
    ...pictureFormRows(results),
    ...tapRows(results),
    ...engineRows(results),
    ...lighthouseRows(results, 'mobile'),
    ...photoRows(results, 'mobile'),
    ...lighthouseRows(results, 'desktop'),
    ...photoRows(results, 'desktop'),
    ...photoFileRows(results),
    ...phoneScrollRows(results),
    ...serverRows(results),
    ...scaleRows(results),
  ];
}

function cellText(cell: Cell | undefined): string {
  if (!cell) return '—';
  if (cell.met === undefined) return cell.figure;
  return `${cell.figure} ${cell.met ? '✔' : '✘'}`;
}

/**
 * The table as Markdown (for docs/performance.md, "The latest figures"), a column for each build
 * measured, then every missed target with its reason.
 */
export function formatTable(rows: TableRow[]): string {
  const builds = BUILD_NAMES.filter((build) => rows.some((row) => row.cells[build]));
  const lines = [
    ['measure', ...builds, 'target'],
    ...rows.map((row) => [
      row.measure,
      ...builds.map((build) => cellText(row.cells[build])),
      row.target,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line: string[]) =>
    `| ${line.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  const missed = rows.flatMap((row) =>
    BUILD_NAMES.flatMap((build) => {
      const reason = row.cells[build]?.reason;
      return reason ? [`- ${build}, ${row.measure}: ${reason}`] : [];
    }),
  );
  return [
    format(lines[0]),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.slice(1).map(format),
    ...(missed.length ? ['', 'Not met (✘):', ...missed] : []),
  ].join('\n');
}

import { BUILD_NAMES, type BuildName } from '../sites/builds';
import { median } from '../sites/processes';
import type { BenchResults } from '../results';
import { cellsOf, count, ms, timedCell, type Cell, type TableRow } from './table-cells';
import type { TapFigures } from '../runners/taps';
import { SEARCHED, type SearchKeyRun } from '../runners/search-keys';

export const TAP_TARGETS = {
  /** A tap's interaction, from its event to the next paint (INP's "good"), median of the runs. */
  tapMs: 100,
  /** The longest task from a tap until the next tap is answered: no long task, by the median. */
  taskMs: 50,
  /**
   * The dashboard opens at the largest catalogue no slower than at the smallest, give or take
   * the noise between runs: 10 % of the smallest's time, and at least 50 ms.
   */
  openNoiseShare: 0.1,
  openNoiseMs: 50,
};

/** The shop's own builds are held to the targets; others are compared. */
const HELD: BuildName[] = ['production', 'demo'];

const slowdownsOf = (results: BenchResults) =>
  [
    ...new Set(
      BUILD_NAMES.flatMap((build) => results.builds[build]?.taps ?? []).map(
        (figures) => figures.cpuSlowdown,
      ),
    ),
  ].sort((a, b) => a - b);

/** The tap figures of a build at one slowdown, smallest catalogue first. */
const tapsAt = (results: BenchResults, build: BuildName, cpuSlowdown: number) =>
  (results.builds[build]?.taps ?? [])
    .filter((figures) => figures.cpuSlowdown === cpuSlowdown)
    .sort((a, b) => a.seedProducts - b.seedProducts);

type Runs =
  | 'addToCartMs'
  | 'secondAddToCartMs'
  | 'longestTaskAfterTapMs'
  | 'longestFrameAfterTapMs'
  | 'cartIncreaseMs'
  | 'dashboardOpenMs'
  | 'dashboardSearchMs';

/** Rows a seed size each: a shopper's two taps, then staff's list opened and searched. */
function rowsAt(results: BenchResults, cpuSlowdown: number): TableRow[] {
  const seeds = [
    ...new Set(
      BUILD_NAMES.flatMap((build) => tapsAt(results, build, cpuSlowdown)).map(
        (figures) => figures.seedProducts,
      ),
    ),
  ].sort((a, b) => a - b);
  const figuresOf = (seed: number) => (build: BuildName) =>
    tapsAt(results, build, cpuSlowdown).find((figures) => figures.seedProducts === seed);
  const runsOf = (seed: number) =>
    BUILD_NAMES.map(figuresOf(seed)).find((figures) => figures)!.addToCartMs.length;
  const about = (seed: number, what: string) =>
    `${count(seed)} products (at ${cpuSlowdown}× CPU, ${what} of ${runsOf(seed)})`;

  /** A row held by the median of the runs, the worst beside it; '—' where a run had no figure. */
  const heldRow = (seed: number, runs: Runs, measure: string, limit: number): TableRow => ({
    measure: `${measure}, ${about(seed, 'median / worst')}`,
    target: `≤ ${ms(limit)}`,
    cells: cellsOf(figuresOf(seed), (figures, build) => {
      const measured = figures[runs];
      if (!measured?.length) return { figure: '—' };
      const cell = timedCell(
        measured,
        median(measured),
        HELD.includes(build) ? limit : undefined,
        results.machine,
      );
      return { ...cell, figure: `${cell.figure} / ${ms(Math.max(...measured))}` };
    }),
  });
  const tapRow = (seed: number, runs: Runs, measure: string) =>
    heldRow(seed, runs, `${measure}, event to next paint`, TAP_TARGETS.tapMs);

  /** The dashboard's opening against the smallest catalogue's of the same build. */
  const openCell = (figures: TapFigures, build: BuildName): Cell => {
    const opened = median(figures.dashboardOpenMs);
    const smallest = tapsAt(results, build, cpuSlowdown)[0];
    if (!HELD.includes(build) || smallest.seedProducts === figures.seedProducts) {
      return { figure: ms(opened) };
    }
    const base = median(smallest.dashboardOpenMs);
    const limit = base + Math.max(base * TAP_TARGETS.openNoiseShare, TAP_TARGETS.openNoiseMs);
    return timedCell(figures.dashboardOpenMs, opened, limit, results.machine);
  };

  const rows = seeds.flatMap((seed) => [
    tapRow(seed, 'addToCartMs', "tap a card's Add to cart on `/`"),
    tapRow(seed, 'secondAddToCartMs', 'the same Add to cart again, 250 ms after the first'),
    heldRow(
      seed,
      'longestTaskAfterTapMs',
      'the longest task from the first Add to cart until the second is answered',
      TAP_TARGETS.taskMs,
    ),
    heldRow(
      seed,
      'longestFrameAfterTapMs',
      'the longest animation frame from the first Add to cart until its toasts are gone',
      TAP_TARGETS.taskMs,
    ),
    tapRow(seed, 'cartIncreaseMs', 'tap a line\'s "+" in `/cart`'),
  ]);
  rows.push(...seeds.flatMap((seed) => searchRows(results, seed, cpuSlowdown, figuresOf(seed))));
  for (const seed of seeds) {
    rows.push({
      measure: `staff: \`/dashboard\` opened to its first card, signed in, ${about(seed, 'median')}`,
      target:
        seed === seeds[0]
          ? '—'
          : `≤ ${count(seeds[0])} products' + 10 % (≥ ${ms(TAP_TARGETS.openNoiseMs)})`,
      cells: cellsOf(figuresOf(seed), openCell),
    });
  }
  for (const seed of seeds) {
    rows.push({
      measure: `staff: Search by name to its matches, ${about(seed, 'median')}`,
      target: '—',
      cells: cellsOf(figuresOf(seed), (figures) => ({
        figure: ms(median(figures.dashboardSearchMs)),
      })),
    });
  }
  return rows;
}

/** What a search row reads of one run: its keys' figures. */
type SearchRuns = (run: SearchKeyRun) => number[];

/** The search's two runs: the list asked for a page at a time, or answered whole (production). */
const SEARCH_LISTS = [
  { runs: 'search', list: '' },
  { runs: 'searchOnWholeList', list: ', the list answered whole (production today)' },
] as const;

/**
 * The top bar's search typed on a phone (bench/runners/search-keys.ts): the first key, which
 * brings the search's code and index, then each later key, held to a tap's target; every key of
 * every run counted, median / worst. Once where the API pages its list (the search asks for the
 * whole list itself), once where it answers whole, as production does (the catalogue holds it).
 */
function searchRows(
  results: BenchResults,
  seed: number,
  cpuSlowdown: number,
  figuresOf: (build: BuildName) => TapFigures | undefined,
): TableRow[] {
  return SEARCH_LISTS.flatMap(({ runs: key, list }) => {
    const searched = (build: BuildName) => {
      const figures = figuresOf(build);
      return figures?.[key]?.length ? figures : undefined;
    };
    const runs = BUILD_NAMES.map(searched).find((figures) => figures)?.[key]?.length;
    if (!runs) return [];
    const about = `${count(seed)} products${list} (at ${cpuSlowdown}× CPU, every key of ${runs} runs, median / worst)`;
    const row = (read: SearchRuns, measure: string, limit?: number): TableRow => ({
      measure: `search: ${measure}, ${about}`,
      target: limit === undefined ? '—' : `≤ ${ms(limit)}`,
      cells: cellsOf(searched, (figures, build) => {
        const measured = figures[key]!.flatMap(read);
        const held = limit !== undefined && HELD.includes(build) ? limit : undefined;
        const cell = timedCell(measured, median(measured), held, results.machine);
        return { ...cell, figure: `${cell.figure} / ${ms(Math.max(...measured))}` };
      }),
    });
    return [
      row(
        (run) => [run.firstKeyToResultsMs],
        `the first key typed in the top bar to its suggestions (the search's code, list and index on their way)`,
      ),
      row(
        (run) => run.keyToResultsMs,
        `each later key to its suggestions (\`${SEARCHED}\`)`,
        TAP_TARGETS.tapMs,
      ),
      row((run) => run.keyInteractionMs, 'a key, event to next paint', TAP_TARGETS.tapMs),
      row((run) => [run.longestTaskMs], 'the longest task while typing', TAP_TARGETS.taskMs),
    ];
  });
}

/** The taps part's rows (bench/runners/taps.ts), for each CPU slowdown measured. */
export function tapRows(results: BenchResults): TableRow[] {
  return slowdownsOf(results).flatMap((slowdown) => rowsAt(results, slowdown));
}

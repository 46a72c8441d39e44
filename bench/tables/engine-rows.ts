import { BUILD_NAMES, type BuildName } from '../sites/builds';
import { ENGINES, type Engine } from '../runners/engines';
import { median } from '../sites/processes';
import type { BenchResults } from '../results';
import { cellsOf, ms, type Cell, type TableRow } from './table-cells';

/** Firefox and WebKit may take this much longer than Chromium before the gap needs a reason. */
const GAP_LIMIT = 1.5;

const MEASURES = [
  ['firstPaintMs', 'first contentful paint of /'],
  ['interactiveMs', 'the app interactive on /'],
  ['addToCartMs', "Add to cart until the top bar's new count"],
  ['addToCartAnsweredMs', 'Add to cart until its calls are answered'],
] as const;

const ENGINE_NAMES: Record<Engine, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox ESR',
  webkit: 'WebKitGTK',
};

/** The rows of the engines part: each measure in each engine, Firefox and WebKit against Chromium. */
export function engineRows(results: BenchResults): TableRow[] {
  const figuresOf = (build: BuildName) => results.builds[build]?.engines;
  const runs = BUILD_NAMES.map(figuresOf).find((figures) => figures?.length)?.[0]?.addToCartMs
    .length;
  if (!runs) return [];
  return MEASURES.flatMap(([key, what]) =>
    ENGINES.map((engine) => ({
      measure: `${ENGINE_NAMES[engine]}: ${what} (median of ${runs}, in the page)`,
      target: engine === 'chromium' ? '—' : `≤ ${GAP_LIMIT}× Chromium's`,
      cells: cellsOf(
        (build) => figuresOf(build),
        (figures): Cell => {
          const of = (name: Engine) => figures.find((entry) => entry.engine === name)?.[key] ?? [];
          const mine = of(engine);
          if (!mine.length) return { figure: '—' };
          const figure = ms(median(mine));
          const chromium = of('chromium');
          if (engine === 'chromium' || !chromium.length) return { figure };
          const gap = median(mine) / median(chromium);
          const met = gap <= GAP_LIMIT;
          return {
            figure: `${figure} (${gap.toFixed(1)}×)`,
            met,
            ...(!met && { reason: `runs ${mine.map(Math.round).join(', ')} ms` }),
          };
        },
      ),
    })),
  );
}

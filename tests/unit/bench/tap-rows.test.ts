// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BenchResults } from '../../../bench/results';
import { tapRows } from '../../../bench/tables/tap-rows';
import type { TapFigures } from '../../../bench/runners/taps';
import { machine } from './figures';

function taps(seedProducts: number, more: Partial<TapFigures> = {}): TapFigures {
  return {
    seedProducts,
    cpuSlowdown: 4,
    addToCartMs: [64, 72, 136],
    secondAddToCartMs: [40, 48, 88],
    longestTaskAfterTapMs: [0, 52, 61],
    longestFrameAfterTapMs: [0, 0, 64],
    cartIncreaseMs: [48, 56, 56],
    dashboardOpenMs: [2000, 2100, 2200],
    dashboardSearchMs: [300, 320, 340],
    ...more,
  };
}

function results(production: TapFigures[], demo: TapFigures[] = []): BenchResults {
  return {
    date: '',
    machine,
    measured: {},
    builds: { production: { taps: production }, demo: { taps: demo } },
    table: [],
  };
}

const rowOf = (all: BenchResults, measure: string) => {
  const row = tapRows(all).find((candidate) => candidate.measure.startsWith(measure));
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

describe("the taps part's rows", () => {
  it('holds each tap to 100 ms by its median, and gives the worst beside it', () => {
    const all = results([taps(40)], [taps(40, { cartIncreaseMs: [96, 120, 200] })]);
    expect(rowOf(all, "tap a card's Add to cart on `/`, event to next paint, 40 products")).toEqual(
      {
        measure:
          "tap a card's Add to cart on `/`, event to next paint, 40 products (at 4× CPU, median / worst of 3)",
        target: '≤ 100 ms',
        cells: {
          production: { figure: '72 ms / 136 ms', met: true },
          demo: { figure: '72 ms / 136 ms', met: true },
        },
      },
    );
    expect(rowOf(all, 'tap a line\'s "+" in `/cart`').cells.demo).toEqual({
      figure: '120 ms / 200 ms',
      met: false,
      reason: '3 runs from 96 ms to 200 ms; load average 1.5 to 2.5 (1 min) on 2 cores',
    });
  });

  it('holds a second tap 250 ms after the first to 100 ms, and the longest task after it to 50 ms', () => {
    const all = results([taps(40)]);
    expect(
      rowOf(all, 'the same Add to cart again, 250 ms after the first').cells.production,
    ).toEqual({ figure: '48 ms / 88 ms', met: true });
    expect(
      rowOf(all, 'the longest task from the first Add to cart until the second is answered'),
    ).toMatchObject({
      target: '≤ 50 ms',
      cells: { production: { figure: '52 ms / 61 ms', met: false } },
    });
  });

  it('shows a dash for a run measured before the two taps were', () => {
    const older = taps(40);
    delete (older as Partial<TapFigures>).secondAddToCartMs;
    expect(
      rowOf(results([older]), 'the same Add to cart again, 250 ms after the first').cells
        .production,
    ).toEqual({ figure: '—' });
  });

  it('holds the dashboard at 5,000 products to its opening at 40, give or take the noise', () => {
    const within = results([taps(40), taps(5000, { dashboardOpenMs: [2200, 2300, 2400] })]);
    const opened = (all: BenchResults, seed: string) =>
      rowOf(all, `staff: \`/dashboard\` opened to its first card, signed in, ${seed} products`);
    expect(opened(within, '40')).toMatchObject({
      target: '—',
      cells: { production: { figure: '2,100 ms' } },
    });
    expect(opened(within, '5,000')).toMatchObject({
      target: "≤ 40 products' + 10 % (≥ 50 ms)",
      cells: { production: { figure: '2,300 ms', met: true } },
    });
    const slower = results([taps(40), taps(5000, { dashboardOpenMs: [2300, 2400, 2500] })]);
    expect(opened(slower, '5,000').cells.production).toMatchObject({
      figure: '2,400 ms',
      met: false,
    });
  });

  it('gives the search by name its median, with no target', () => {
    const row = rowOf(
      results([taps(5000)]),
      'staff: Search by name to its matches, 5,000 products',
    );
    expect(row.target).toBe('—');
    expect(row.cells).toEqual({ production: { figure: '320 ms' } });
  });

  it('gives each CPU slowdown rows of its own', () => {
    const rows = tapRows(results([taps(40), taps(40, { cpuSlowdown: 8 })]));
    expect(rows.filter((row) => row.measure.includes('at 8× CPU'))).toHaveLength(7);
    expect(rows).toHaveLength(14);
  });

  it('holds the longest frame until the toasts are gone to 50 ms, and shows none for older runs', () => {
    const measure =
      'the longest animation frame from the first Add to cart until its toasts are gone, 40 products';
    const row = rowOf(
      results(
        [taps(40, { longestFrameAfterTapMs: [0, 64, 78] })],
        [taps(40, { longestFrameAfterTapMs: undefined })],
      ),
      measure,
    );
    expect(row.target).toBe('≤ 50 ms');
    expect(row.cells.production).toMatchObject({ figure: '64 ms / 78 ms', met: false });
    expect(row.cells.demo).toEqual({ figure: '—' });
  });
});

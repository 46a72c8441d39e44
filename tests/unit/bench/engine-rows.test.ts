// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineRows } from '../../../bench/tables/engine-rows';
import type { Engine, EngineFigures } from '../../../bench/runners/engines';
import type { BenchResults } from '../../../bench/results';
import { machine } from './figures';

function engine(name: Engine, addToCartMs: number[]): EngineFigures {
  return {
    engine: name,
    firstPaintMs: [80, 90, 100],
    largestPaintMs: [],
    interactiveMs: [120, 130, 140],
    addToCartMs,
    addToCartAnsweredMs: [20, 30, 40],
  };
}

function results(engines: EngineFigures[]): BenchResults {
  return { date: '', machine, measured: {}, builds: { production: { engines } }, table: [] };
}

const rowOf = (all: BenchResults, measure: string) => {
  const row = engineRows(all).find((candidate) => candidate.measure.startsWith(measure));
  if (!row) throw new Error(`no row "${measure}"`);
  return row;
};

describe("the engines part's rows", () => {
  const all = results([
    engine('chromium', [50, 60, 70]),
    engine('firefox', [80, 90, 200]),
    engine('webkit', [60, 100, 110]),
  ]);

  it("holds Firefox and WebKit to 1.5× Chromium's median, giving the runs of a miss", () => {
    expect(rowOf(all, 'Chromium: Add to cart until the top bar').cells.production).toEqual({
      figure: '60 ms',
    });
    expect(rowOf(all, 'Firefox ESR: Add to cart until the top bar').cells.production).toEqual({
      figure: '90 ms (1.5×)',
      met: true,
    });
    expect(rowOf(all, 'WebKitGTK: Add to cart until the top bar').cells.production).toEqual({
      figure: '100 ms (1.7×)',
      met: false,
      reason: 'runs 60, 100, 110 ms',
    });
  });

  it('says how many runs each median is of, and has no rows without the part', () => {
    expect(rowOf(all, 'Firefox ESR: first contentful paint').measure).toContain('median of 3');
    expect(engineRows(results([]))).toEqual([]);
  });

  it('has no row for LCP, which WebKit does not report (the figures keep it)', () => {
    expect(engineRows(all).some((row) => row.measure.includes('largest'))).toBe(false);
  });
});

import type { LighthouseFigures } from '../../../bench/runners/lighthouse';
import type { Machine } from '../../../bench/machine';

/** The bench tables' fixtures: a machine, and a page's Lighthouse figures. */
export const machine: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGb: 8,
  os: 'Linux',
  node: 'v20.20.2',
  chromium: 'Chromium 156',
  loadAverageBefore: [1.5, 1, 1],
  loadAverageAfter: [2.5, 1, 1],
};

export function lighthouse(
  path: string,
  performance: number,
  more: Partial<LighthouseFigures> = {},
) {
  return {
    page: path,
    formFactor: 'mobile',
    runs: 3,
    performance,
    accessibility: 100,
    bestPractices: 100,
    failing: [],
    fcpMs: 650,
    lcpMs: 3000,
    tbtMs: 700,
    cls: 0,
    speedIndexMs: 1200,
    lcpElement: '<img> Cordless Drill',
    scriptEvaluationMs: 1600,
    ...more,
  } satisfies LighthouseFigures;
}

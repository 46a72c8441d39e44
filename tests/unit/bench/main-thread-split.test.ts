// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitMainThread, type TraceEvent } from '../../../bench/main-thread-split';

const main = { pid: 1, tid: 1 };
const task = (name: string, ts: number, dur: number, tdur: number): TraceEvent => ({
  name,
  cat: 'toplevel',
  ph: 'X',
  ...main,
  ts,
  dur,
  tdur,
});

describe('the main-thread split', () => {
  it("sums long tasks by the trace's clock and by CPU time times the slowdown", () => {
    const events: TraceEvent[] = [
      {
        name: 'thread_name',
        cat: '__metadata',
        ph: 'M',
        ...main,
        ts: 0,
        args: { name: 'CrRendererMain' },
      },
      // 8 ms of CPU: 32 ms at 4×, not long.
      task('RunTask', 0, 10_000, 8_000),
      // Preempted: 70 ms by the clock, 20 ms of CPU (80 ms at 4×), and the task nested in it.
      task('RunTask', 20_000, 70_000, 20_000),
      task('ThreadControllerImpl::RunTask', 20_000, 69_000, 19_000),
    ];
    const split = splitMainThread(events, () => 'other', 4);
    expect(split.longTaskMs).toBe(20);
    expect(split.cpuLongTaskMs).toBe(30);
  });
});

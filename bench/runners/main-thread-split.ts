/** A Chromium trace event, as far as the split reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The library a function belongs to, from its source-mapped file. */
export type Owner = 'style' | 'react' | 'other';
/** The owner of the function starting at `line` and `column` (0-based) of the script at `url`. */
export type OwnerOf = (url: string, line: number, column: number) => Owner;

/** One load's main-thread time, in ms; the first four add up to `totalMs`. */
export interface MainThreadSplit {
  totalMs: number;
  scriptEvaluationMs: number;
  styleMs: number;
  reactMs: number;
  restMs: number;
  /** The part of `restMs` that ran other JavaScript (the app's, the router's, Ark UI's…). */
  otherScriptMs: number;
  /** Σ (task − 50 ms) over the tasks longer than 50 ms: TBT's sum, over the whole load. */
  longTaskMs: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT_EVALUATION = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
]);
const NOT_SCRIPT = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);
/** The trace's own cost on the main thread, left out of the figures. */
const TRACING = 'CpuProfiler::StartProfiling';

type Interval = [start: number, end: number];

/** The union of the events' spans, sorted: nested and overlapping events count once. */
function union(events: TraceEvent[]): Interval[] {
  const spans = events
    .map((event): Interval => [event.ts, event.ts + (event.dur ?? 0)])
    .sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const lengthOf = (intervals: Interval[]) => intervals.reduce((sum, [a, b]) => sum + b - a, 0);

function contains(intervals: Interval[], time: number): boolean {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (time < intervals[middle][0]) high = middle - 1;
    else if (time >= intervals[middle][1]) low = middle + 1;
    else return true;
  }
  return false;
}

/** The renderer main thread of the page's main frame (its last navigation's process). */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } {
  const committed = events.filter(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.isOutermostMainFrame,
  );
  const pid = committed.at(-1)?.args?.data?.processId;
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      (pid === undefined || event.pid === pid),
  );
  if (!thread) throw new Error('The trace has no renderer main thread.');
  return { pid: thread.pid, tid: thread.tid };
}

interface ProfileNode {
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
  parent?: number;
}

interface Sample {
  node: number;
  ts: number;
  durationUs: number;
}

/** The main thread's JavaScript samples (`disabled-by-default-v8.cpu_profiler`), each timed. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  if (!profile) return { nodes, samples };
  let ts = profile.args!.data!.startTime as number;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
    const data = chunk.args!.data as {
      cpuProfile?: { nodes?: (ProfileNode & { id: number })[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data.timeDeltas![index];
      const previous = samples.at(-1);
      if (previous) previous.durationUs = ts - previous.ts;
      samples.push({ node, ts, durationUs: 0 });
    });
  }
  return { nodes, samples };
}

/**
 * Splits the page's renderer main thread into script evaluation (compiling and running the
 * scripts' top level: the trace's compile and evaluate events), style resolution and React (the
 * JavaScript samples outside those events, each given to the innermost function of a script,
 * by that function's source-mapped file) and the rest (other scripts, layout, paint, GC, parsing
 * HTML…: the tasks' time left over).
 */
export function splitMainThread(events: TraceEvent[], ownerOf: OwnerOf): MainThreadSplit {
  const { pid, tid } = mainThreadOf(events);
  const onMain = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X',
  );
  const tasks = union(onMain.filter((event) => TASKS.has(event.name)));
  const evaluation = union(onMain.filter((event) => SCRIPT_EVALUATION.has(event.name)));
  const { nodes, samples } = samplesOf(events, pid, tid);
  const owned = { style: 0, react: 0, other: 0 };
  const owners = new Map<number, Owner>();
  const ownerOfNode = (id: number): Owner => {
    let owner = owners.get(id);
    if (owner) return owner;
    let node = nodes.get(id);
    while (node && !node.callFrame.url) node = node.parent ? nodes.get(node.parent) : undefined;
    const frame = node?.callFrame;
    owner = frame ? ownerOf(frame.url!, frame.lineNumber ?? 0, frame.columnNumber ?? 0) : 'other';
    owners.set(id, owner);
    return owner;
  };
  for (const sample of samples) {
    const name = nodes.get(sample.node)?.callFrame.functionName ?? '(root)';
    if (NOT_SCRIPT.has(name) || !contains(tasks, sample.ts) || contains(evaluation, sample.ts)) {
      continue;
    }
    owned[ownerOfNode(sample.node)] += sample.durationUs;
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  const tracingUs = onMain
    .filter((event) => event.name === TRACING)
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const totalUs = lengthOf(tasks) - tracingUs;
  const evaluationUs = lengthOf(evaluation);
  return {
    totalMs: ms(totalUs),
    scriptEvaluationMs: ms(evaluationUs),
    styleMs: ms(owned.style),
    reactMs: ms(owned.react),
    restMs: ms(Math.max(0, totalUs - evaluationUs - owned.style - owned.react)),
    otherScriptMs: ms(owned.other),
    longTaskMs: ms(tasks.reduce((sum, [start, end]) => sum + Math.max(0, end - start - 50_000), 0)),
  };
}

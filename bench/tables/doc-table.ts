import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machineLine } from '../machine';
import type { BenchResults } from '../results';
import { formatTable } from './table';

/** The performance page, whose table of figures the bench writes. */
export const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
// Prettier leaves the block as the bench writes it (it would align the table its own way).
const START =
  '<!-- bench:table, written by npm run bench; do not edit by hand -->\n<!-- prettier-ignore-start -->';
const END = '<!-- prettier-ignore-end -->\n<!-- /bench:table -->';

/** When each part was measured last, day by day: the table merges runs of several days. */
function measuredLine(measured: BenchResults['measured']): string {
  const days = new Map<string, string[]>();
  for (const [part, date] of Object.entries(measured)) {
    const day = date.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), part]);
  }
  const sorted = [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
  return `Measured: ${sorted.map(([day, parts]) => `${day} (${parts.join(', ')})`).join('; ')}.`;
}

/** The figures as the performance page shows them: the machine, the table, its dates. */
export function performanceTable(results: BenchResults): string {
  return [
    `Machine: ${machineLine(results.machine)}.`,
    '',
    measuredLine(results.measured),
    '',
    formatTable(results.table),
  ].join('\n');
}

/** `doc` with its table block holding `table`; the block must be there already. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The page has no ${START} … ${END} block.`);
  return `${doc.slice(0, start)}${START}\n\n${table}\n\n${doc.slice(end)}`;
}

/** The table block of the page as it stands. */
export function tableInDoc(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The page has no ${START} … ${END} block.`);
  return doc.slice(start + START.length, end).trim();
}

/** Writes the figures of `results` into the performance page. */
export function writePerformanceTable(results: BenchResults): void {
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  writeFileSync(PERFORMANCE_DOC, withTable(doc, performanceTable(results)));
}

// `npm run bench:table`: the page's table written again from bench/results.json.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const resultsFile = fileURLToPath(new URL('../results.json', import.meta.url));
  writePerformanceTable(JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults);
}

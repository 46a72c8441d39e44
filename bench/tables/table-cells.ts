import { BUILD_NAMES, type BuildName } from '../sites/builds';
import type { Machine } from '../machine';

/** One build's figure in a row; `met` only where the row has a target, `reason` when missed. */
export interface Cell {
  figure: string;
  met?: boolean;
  reason?: string;
}

export interface TableRow {
  measure: string;
  target: string;
  cells: Partial<Record<BuildName, Cell>>;
}

export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const kb = (value: number) => `${value.toFixed(1)} KB`;
export const count = (value: number) => value.toLocaleString('en-US');
export const ms = (value: number) => `${count(Math.round(value))} ms`;

/** The cells of the builds that have a figure for the row. */
export function cellsOf<Figures>(
  figuresOf: (build: BuildName) => Figures | undefined,
  cell: (figures: Figures, build: BuildName) => Cell,
): Partial<Record<BuildName, Cell>> {
  const cells: Partial<Record<BuildName, Cell>> = {};
  for (const build of BUILD_NAMES) {
    const figures = figuresOf(build);
    if (figures !== undefined) cells[build] = cell(figures, build);
  }
  return cells;
}

export function loadNote(machine: Machine): string {
  const after = machine.loadAverageAfter ? ` to ${machine.loadAverageAfter[0]}` : '';
  return `load average ${machine.loadAverageBefore[0]}${after} (1 min) on ${machine.cores} cores`;
}

/** A timed measure against its limit; a miss gives the runs' spread and the machine's load. */
export function timedCell(
  runs: number[],
  median: number,
  limit: number | undefined,
  machine: Machine,
) {
  const cell: Cell = { figure: ms(median) };
  if (limit === undefined) return cell;
  cell.met = median <= limit;
  if (!cell.met) {
    const spread = `${ms(Math.min(...runs))} to ${ms(Math.max(...runs))}`;
    cell.reason = `${runs.length} runs from ${spread}; ${loadNote(machine)}`;
  }
  return cell;
}

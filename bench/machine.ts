import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';

/** What the figures were measured on; the load averages say how busy the machine was. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** The 1, 5 and 15 minute load averages as the run started and as it ended. */
  loadAverageBefore: number[];
  loadAverageAfter?: number[];
}

const loadAverage = () => loadavg().map((load) => Math.round(load * 100) / 100);

export function describeMachine(chromePath: string): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    loadAverageBefore: loadAverage(),
  };
}

export function finishMachine(machine: Machine): Machine {
  return { ...machine, loadAverageAfter: loadAverage() };
}

export function machineLine(machine: Machine): string {
  const loads = (values?: number[]) => values?.join(' / ') ?? '?';
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}; ` +
    `Node ${machine.node}, ${machine.chromium}; load average (1 / 5 / 15 min) ` +
    `${loads(machine.loadAverageBefore)} before, ${loads(machine.loadAverageAfter)} after`
  );
}

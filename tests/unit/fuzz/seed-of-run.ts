import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fast-check seed of every fuzz property in this run. */
    fuzzSeed: number;
  }
}

/** The quick pass's seed: `npm test` runs the same inputs every time. */
const DEFAULT_SEED = 20261121;

/** FUZZ_SEED: an integer, or "random" for a new seed each run; unset, the quick pass's seed. */
function seedOfRun(raw = process.env.FUZZ_SEED?.trim()): number {
  if (!raw) return DEFAULT_SEED;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error('FUZZ_SEED must be an integer or "random".');
  return seed;
}

/**
 * Vitest's global setup of the fuzz suites: draws the seed once for all of them and, for any run
 * but the quick pass, says which seed and run count it uses, before and after, for a replay.
 */
export default function setup(project: TestProject): (() => void) | undefined {
  const seed = seedOfRun();
  project.provide('fuzzSeed', seed);
  const runs = process.env.FUZZ_RUNS;
  if (!process.env.FUZZ_SEED && !runs) return undefined;
  const replay = runs
    ? `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`
    : `FUZZ_SEED=${seed} npx vitest run tests/unit/fuzz`;
  const announce = (when: string) => console.info(`${when} seed ${seed}. Replay: ${replay}`);
  announce('Fuzzing with');
  return () => announce('Fuzzed with');
}

import { defineConfig, mergeConfig } from 'vitest/config';
import unitConfig from './vitest.config.ts';

/**
 * `npm run fuzz`, the fuzz suites' long pass: every property runs FUZZ_RUNS times (default
 * 1000) with FUZZ_SEED (default: a new random seed, printed before and after the run).
 */
const LONG_PASS = { FUZZ_RUNS: '1000', FUZZ_SEED: 'random' };

const env = {
  FUZZ_RUNS: process.env.FUZZ_RUNS?.trim() || LONG_PASS.FUZZ_RUNS,
  FUZZ_SEED: process.env.FUZZ_SEED?.trim() || LONG_PASS.FUZZ_SEED,
};
// The fuzz suites' global setup (tests/unit/fuzz/seed-of-run.ts) reads them here, the tests in test.env.
Object.assign(process.env, env);

export default mergeConfig(unitConfig, defineConfig({ test: { env } }));

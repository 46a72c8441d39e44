import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const isCheck = (spec: TestSpecification) => spec.moduleId.endsWith('.check.test.ts');

/** The checks read the pact file, so they run after every consumer test has written it. */
class ChecksLastSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !isCheck(spec)), ...sorted.filter(isCheck)];
  }
}

/**
 * Pact consumer tests (npm run test:contract): the app's own API functions against Pact's mock
 * server. No msw here, and one file at a time, because every file writes the same pact file.
 */
export default defineConfig({
  mode: 'test',
  test: {
    include: ['contracts/**/*.pact.test.ts', 'contracts/**/*.check.test.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    setupFiles: ['contracts/setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ChecksLastSequencer },
    pool: 'forks',
    // Node 26's own localStorage warns at every look without --localstorage-file; the tests get
    // jsdom's (or none, in Node), as on Node 20.
    execArgv: ['--no-webstorage'],
    // The files share one process and its loaded modules: most of a run was starting a process,
    // jsdom and the app's modules once a file (docs/testing.md, "What `npm test` takes").
    isolate: false,
    testTimeout: 30_000,
  },
});

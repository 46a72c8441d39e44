import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./shims/${name}.ts`, import.meta.url));

/**
 * Which packages' imports of `source` get the stand-in `file`: only the mock's own dependencies,
 * never the app's. Each comment says how much less JavaScript (gzip) the demo's `/` fetches
 * before its first card with the stand-in (built with and without the entry, then
 * `BENCH_SEEDS=40 npm run bench -- --only=page`, row 'JavaScript before the first card').
 * tests/unit/build/slim-deps.test.ts checks that each stand-in still exports everything these
 * packages take from the library.
 */
export const STAND_INS = [
  // 118 KB: msw's own cookie jar, with the public-suffix list.
  { source: 'tough-cookie', importers: ['msw'], file: shim('tough-cookie') },
  // 46 KB: GraphQL, for APIs the mock never serves.
  { source: 'graphql', importers: ['msw', '@mswjs/data'], file: shim('graphql') },
  // 24 KB: all of date-fns, for one comparator.
  { source: 'date-fns', importers: ['@mswjs/data'], file: shim('date-fns') },
  // 25 KB: all of lodash, for one function.
  { source: 'lodash', importers: ['@mswjs/data'], file: shim('lodash') },
];

const inPackage = (importer: string, packages: string[]) =>
  packages.some((name) => importer.includes(`/node_modules/${name}/`));

/**
 * Demo builds: small stand-ins for the parts of the mock backend's dependencies the browser never
 * runs. With all four `/` fetches 257 KB of JavaScript before the first card, without them 471 KB,
 * and the first card comes 0.8 s later on slow 4G (4.5 s instead of 3.7 s, with
 * `BENCH_NETWORK=slow-4g`). The browser tests run on this build.
 */
export function slimMockDependencies(enabled: boolean): Plugin {
  return {
    name: 'webshop-slim-mock-dependencies',
    enforce: 'pre',
    apply: (_config, { command }) => enabled && command === 'build',
    resolveId(source, importer) {
      const standIn = STAND_INS.find(
        (entry) => entry.source === source && !!importer && inPackage(importer, entry.importers),
      );
      return standIn?.file;
    },
  };
}

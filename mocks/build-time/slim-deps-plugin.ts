import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./shims/${name}.ts`, import.meta.url));

/**
 * Which packages' imports of `source` get the stand-in `file`: only the mock's own dependencies,
 * never the app's. What each stand-in saves the demo's `/` is measured in
 * docs/decisions/0012-demo-stand-ins-and-prebuilt-seed.md.
 * tests/unit/mocks/build-time/slim-deps.test.ts checks that each stand-in still exports everything these
 * packages take from the library.
 */
export const STAND_INS = [
  // msw's own cookie jar, with the public-suffix list.
  { source: 'tough-cookie', importers: ['msw'], file: shim('tough-cookie') },
  // GraphQL, for APIs the mock never serves.
  { source: 'graphql', importers: ['msw', '@mswjs/data'], file: shim('graphql') },
  // All of date-fns, for one comparator.
  { source: 'date-fns', importers: ['@mswjs/data'], file: shim('date-fns') },
  // All of lodash, for one function.
  { source: 'lodash', importers: ['@mswjs/data'], file: shim('lodash') },
];

const inPackage = (importer: string, packages: string[]) =>
  packages.some((name) => importer.includes(`/node_modules/${name}/`));

/**
 * Demo builds: small stand-ins for the parts of the mock backend's dependencies the browser never
 * runs, so `/` fetches far less JavaScript before the first card, which comes sooner
 * (docs/decisions/0012-demo-stand-ins-and-prebuilt-seed.md). The browser tests run on this build.
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

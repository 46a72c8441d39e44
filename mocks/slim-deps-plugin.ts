import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./shims/${name}.ts`, import.meta.url));

/** Which importers get which stand-in: only the mock's own dependencies, never the app's. */
const STAND_INS: { source: string; importers: RegExp; file: string }[] = [
  { source: 'tough-cookie', importers: /\/node_modules\/msw\//, file: shim('tough-cookie') },
  { source: 'graphql', importers: /\/node_modules\/(msw|@mswjs\/data)\//, file: shim('graphql') },
  { source: 'date-fns', importers: /\/node_modules\/@mswjs\/data\//, file: shim('date-fns') },
  { source: 'lodash', importers: /\/node_modules\/@mswjs\/data\//, file: shim('lodash') },
];

/**
 * Demo builds: small stand-ins for parts of the mock backend's dependencies that the browser
 * never runs (GraphQL, a second cookie jar, whole utility libraries for one function), so the
 * mock's chunks shrink by about 600 KB. The browser tests run against this build.
 */
export function slimMockDependencies(enabled: boolean): Plugin {
  return {
    name: 'webshop-slim-mock-dependencies',
    enforce: 'pre',
    apply: (_config, { command }) => enabled && command === 'build',
    resolveId(source, importer) {
      const standIn = STAND_INS.find(
        (entry) => entry.source === source && !!importer && entry.importers.test(importer),
      );
      return standIn?.file;
    },
  };
}

import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type DefaultSeedModule = typeof import('./prebuilt-seed.ts');
const sourcePath = fileURLToPath(new URL('./prebuilt-seed.ts', import.meta.url));

export const DEFAULT_SEED_MODULE = 'virtual:mock-default-seed';
const RESOLVED_ID = `\0${DEFAULT_SEED_MODULE}`;

/** The module's source: JSON.parse of a string literal parses faster than an object literal. */
export function defaultSeedModule(snapshot: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});\n`;
}

/**
 * Mock mode: `virtual:mock-default-seed` is the default seed's data, made here in Node by the
 * same seedDb (fixed faker seed), so the browser needs no faker unless QA chooses another size.
 * Without it the demo's `/` fetches faker and the seed code before the first card, which then
 * comes later (docs/decisions/0012-demo-stand-ins-and-prebuilt-seed.md).
 * tests/unit/mock-seed runs the plugin through Vite's `runnerImport`.
 */
export function prebuiltDefaultSeed(enabled: boolean): Plugin {
  return {
    name: 'webshop-prebuilt-default-seed',
    apply: () => enabled,
    resolveId: (id) => (id === DEFAULT_SEED_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      // Run through Vite's module runner (TypeScript, the mock's own imports), only when a build
      // or the dev server requests the module: faker and @mswjs/data stay out of other runs.
      const { module, dependencies } = await runnerImport<DefaultSeedModule>(sourcePath, {
        configFile: false,
        logLevel: 'error',
      });
      dependencies.forEach((file) => this.addWatchFile(file));
      return defaultSeedModule(module.defaultSeedSnapshot());
    },
  };
}

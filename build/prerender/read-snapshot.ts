import type { ViteDevServer } from 'vite';
import type { SnapshotSource } from '../../src/config/read-build-settings.ts';
import type { ApiSnapshot } from '../snapshot/take-snapshot.ts';

type SnapshotModule = typeof import('../snapshot/take-snapshot.ts');
type MockServerModule = typeof import('../../mocks/server/app.ts');
type MockSettingsModule = typeof import('../../mocks/settings.ts');

/**
 * The demo's snapshot: its prebuilt seed, read through the HTTP mock server (the same handlers
 * as the browser's mock), so it has the production API's shapes.
 */
async function readMockSeed(renderer: ViteDevServer, take: SnapshotModule['takeSnapshot']) {
  const { createMockServer } = (await renderer.ssrLoadModule(
    '/mocks/server/app.ts',
  )) as MockServerModule;
  const { DEFAULT_SEED_PRODUCTS } = (await renderer.ssrLoadModule(
    '/mocks/settings.ts',
  )) as MockSettingsModule;
  const server = createMockServer({
    host: '127.0.0.1',
    port: 0,
    latencyMs: 0,
    seedProducts: DEFAULT_SEED_PRODUCTS,
    corsOrigins: [],
  });
  const url = await server.listen();
  try {
    const result = await take(url);
    // The seed's pictures come from whichever mock answers: the page's own origin in the browser.
    return JSON.parse(JSON.stringify(result).replaceAll(url, '')) as typeof result;
  } finally {
    await server.close();
  }
}

/**
 * Reads the snapshot the build settings name. A snapshot that cannot be read is a warning: the
 * build goes on and draws the pages as without one.
 */
export async function readSnapshot(
  source: SnapshotSource | undefined,
  renderer: ViteDevServer,
  warn: (message: string) => void,
): Promise<ApiSnapshot | undefined> {
  if (!source) return undefined;
  const { takeSnapshot } = (await renderer.ssrLoadModule(
    '/build/snapshot/take-snapshot.ts',
  )) as SnapshotModule;
  const result =
    source.kind === 'mock-seed'
      ? await readMockSeed(renderer, takeSnapshot)
      : await takeSnapshot(source.url);
  if ('snapshot' in result) return result.snapshot;
  const from = source.kind === 'api' ? source.url : "the mock's seed";
  warn(
    `No snapshot of the API (${from}): ${result.failure}. The catalogue and product pages are ` +
      'written without it and load their data in the browser.',
  );
  return undefined;
}

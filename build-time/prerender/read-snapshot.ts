import type { ViteDevServer } from 'vite';
import type { SnapshotSource } from '../../src/config/read-build-settings.ts';
import type { ApiSnapshot, SnapshotResult } from '../snapshot/take-snapshot.ts';

type SnapshotModule = typeof import('../snapshot/take-snapshot.ts');
type MockServerModule = typeof import('../../mocks/server/app.ts');
type MockSettingsModule = typeof import('../../mocks/settings.ts');

/** The snapshot the build draws its pages with, and what ends reading it. */
export interface OpenSnapshot {
  snapshot?: ApiSnapshot;
  close: () => Promise<void>;
}

/** `data` with the mock's own address taken out of its picture addresses. */
const withoutOrigin = <Data>(data: Data, origin: string): Data =>
  JSON.parse(JSON.stringify(data).replaceAll(origin, '')) as Data;

/**
 * The demo's snapshot: its prebuilt seed, read through the HTTP mock server (the same handlers
 * as the browser's mock), so it has the production API's shapes. The seed's pictures come from
 * whichever mock answers: the page's own origin in the browser.
 */
async function openMockSeed(
  renderer: ViteDevServer,
  take: SnapshotModule['takeSnapshot'],
): Promise<{ result: SnapshotResult; close: () => Promise<void> }> {
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
  const close = () => server.close();
  const result = await take(url);
  if (!('snapshot' in result)) return { result, close };
  const { takenAt, products, details } = result.snapshot;
  const snapshot: ApiSnapshot = {
    takenAt,
    products: withoutOrigin(products, url),
    details: async (id) => {
      const found = await details(id);
      return found && withoutOrigin(found, url);
    },
  };
  return { result: { snapshot }, close };
}

/**
 * Opens the snapshot the build settings name; close it once the pages are written. A snapshot
 * that cannot be read is a warning: the build goes on and draws the pages as without one.
 */
export async function openSnapshot(
  source: SnapshotSource | undefined,
  renderer: ViteDevServer,
  warn: (message: string) => void,
): Promise<OpenSnapshot> {
  const none = async () => undefined;
  if (!source) return { close: none };
  const { takeSnapshot } = (await renderer.ssrLoadModule(
    '/build-time/snapshot/take-snapshot.ts',
  )) as SnapshotModule;
  const { result, close } =
    source.kind === 'mock-seed'
      ? await openMockSeed(renderer, takeSnapshot)
      : { result: await takeSnapshot(source.url), close: none };
  if ('snapshot' in result) return { snapshot: result.snapshot, close };
  const from = source.kind === 'api' ? source.url : "the mock's seed";
  warn(
    `No snapshot of the API (${from}): ${result.failure}. The catalogue and product pages are ` +
      'written without it and load their data in the browser.',
  );
  await close();
  return { close: none };
}

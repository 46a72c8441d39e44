import { setupWorker } from 'msw/browser';
import defaultSeed from 'virtual:mock-default-seed';
import { routeHandlers, withLatency } from '../handlers';
import { createScenarioControl, scenarios, type ScenarioControl } from '../scenarios';
import { clearDocumentAuthCookies } from '../auth/response-cookies';
import { openBrowserDb } from './browser-db';
import { onSharedData } from '../persistence/shared-routes';
import { dropOldStores } from '../persistence/stored-db';
import { warnOnFailedWorkerUpdate } from './worker-update';
import { DEFAULT_SEED_PRODUCTS, mockSettings } from '../settings';
import { restoreSnapshot } from '../data/snapshot';
import { pathLatencies } from '../latency';
import { recordWorkerRequests, type BrowserJournal } from './journal';
import { applyKeptSettings, initialScenarios, readSeedSize, toolbarShown } from './kept-settings';
import { createMockApi, type MockApi } from './mock-api';
import { askAgainForMissedPictures } from './missed-pictures';

/** The toolbar is a QA tool, not content: it loads once the first screen has settled. */
const TOOLBAR_DELAY_MS = 2000;

/** The default seed comes prebuilt (mocks/build-time/); faker loads only for another size. */
async function seederFor(products: number): Promise<() => void> {
  if (products === DEFAULT_SEED_PRODUCTS) return () => restoreSnapshot(defaultSeed);
  const { seedDb } = await import('../data/seed');
  return () => seedDb({ products });
}

/** Starts the in-browser mock backend (mocks/browser/boot.ts: API calls wait for it). */
export async function startMockBackend(): Promise<void> {
  dropOldStores(localStorage);
  const reseed = readSeedSize();
  const shared = await openBrowserDb(await seederFor(mockSettings.seedProducts));
  // A reload keeps the mock data, shared by the tabs (persistence/); a fresh browser profile
  // starts from the seed. Seeded data knows no token: cookies of an earlier sign-in would only
  // be refused.
  if ((await shared.load({ reseed })) === 'seeded') clearDocumentAuthCookies();
  applyKeptSettings();
  const worker = setupWorker(...withLatency([onSharedData(routeHandlers, shared)]));
  const journal = recordWorkerRequests(worker);
  const control = createScenarioControl(worker);
  control.use(initialScenarios());
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  warnOnFailedWorkerUpdate(workerUrl);
  const started = worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const ready = started.then(() => undefined);
  window.__mock = createMockApi({ control, shared, journal, ready });
  await started;
  askAgainForMissedPictures();
  if (toolbarShown()) {
    setTimeout(() => void showToolbar(window.__mock!, control, journal), TOOLBAR_DELAY_MS);
  }
}

async function showToolbar(
  api: MockApi,
  control: ScenarioControl,
  journal: BrowserJournal,
): Promise<void> {
  const { mountMockToolbar } = await import('../toolbar/mount');
  mountMockToolbar({
    mode: 'mock (in-browser worker)',
    scenarios: Object.entries(scenarios).map(([name, { description }]) => ({ name, description })),
    active: api.active,
    setScenarios: (names) => (names.length ? api.use(...names) : (api.clear(), [])),
    onRetire: (listener) => control.onRetire(listener),
    latency: () => mockSettings.latencyMs,
    setLatency: api.setLatency,
    pathLatencies,
    removePathLatency: (path) => api.setLatency(null, path),
    accessTokenTtl: () => mockSettings.accessTokenTtlSeconds,
    setAccessTokenTtl: api.setAccessTokenTtl,
    journal,
    reset: api.reset,
  });
}

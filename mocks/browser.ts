import { setupWorker } from 'msw/browser';
import { demoAccount } from '../src/config/demo';
import { handlers } from './handlers';
import {
  createScenarioControl,
  parseScenarioList,
  scenarios,
  type ScenarioControl,
} from './scenarios';
import { clearStore, loadOrSeed, persistMutations, type DbSaver } from './persistence';
import { DEMO_CREDENTIALS, seedDb } from './seed';
import { mockSettings } from './settings';
import { takeSnapshot, type DbSnapshot } from './snapshot';
import { mountMockToolbar } from './toolbar/mount';

const LATENCY_KEY = 'webshop-mock:latency';
const SCENARIOS_KEY = 'webshop-mock:scenarios';
const SEED_SIZE_KEY = 'webshop-mock:seed-products';

/** What QA scripts reach as `window.__mock`. */
export interface MockApi {
  scenarios: string[];
  use(...names: string[]): string[];
  clear(): void;
  active(): string[];
  /** Restores the seed and forgets the stored data. */
  reset(): void;
  /** A plain copy of every table. */
  snapshot(): DbSnapshot;
  setLatency(ms: number): void;
}

declare global {
  interface Window {
    __mock?: MockApi;
  }
}

function readLatency(): void {
  const stored = Number(localStorage.getItem(LATENCY_KEY) ?? NaN);
  if (Number.isFinite(stored) && stored >= 0) mockSettings.latencyMs = stored;
}

/** `?scenario=a,b` switches scenarios on for the rest of the browser session. */
function initialScenarios(): string[] {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (fromUrl !== null) sessionStorage.setItem(SCENARIOS_KEY, fromUrl);
  return parseScenarioList(sessionStorage.getItem(SCENARIOS_KEY));
}

/** `?seed=5000` seeds that many products from now on (benchmarks); a new size reseeds. */
function readSeedSize(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('seed');
  if (
    fromUrl !== null &&
    /^\d+$/.test(fromUrl) &&
    fromUrl !== localStorage.getItem(SEED_SIZE_KEY)
  ) {
    localStorage.setItem(SEED_SIZE_KEY, fromUrl);
    clearStore(localStorage);
  }
  const size = Number(localStorage.getItem(SEED_SIZE_KEY) ?? NaN);
  if (Number.isSafeInteger(size) && size >= 0) mockSettings.seedProducts = size;
}

const seed = () => seedDb({ products: mockSettings.seedProducts });

function exposeMockApi(control: ScenarioControl, saver: DbSaver): void {
  const remember = (names: string[]) => sessionStorage.setItem(SCENARIOS_KEY, names.join(','));
  window.__mock = {
    scenarios: Object.keys(scenarios),
    use: (...names) => {
      const active = control.use(names);
      remember(active);
      return active;
    },
    clear: () => {
      control.clear();
      remember([]);
    },
    active: () => control.active(),
    reset: () => {
      saver.cancel();
      seed();
      clearStore(localStorage);
    },
    snapshot: takeSnapshot,
    setLatency: (ms) => {
      mockSettings.latencyMs = Math.max(0, ms);
      localStorage.setItem(LATENCY_KEY, String(mockSettings.latencyMs));
    },
  };
}

/** Starts the in-browser mock backend; the app renders only after this resolves. */
export async function startMockBackend(): Promise<void> {
  demoAccount.register(DEMO_CREDENTIALS);
  readSeedSize();
  // A reload keeps the mock data (persistence.ts); a fresh browser profile starts from the seed.
  loadOrSeed(localStorage, seed);
  readLatency();
  const worker = setupWorker(...handlers);
  const saver = persistMutations(worker, localStorage);
  const control = createScenarioControl(worker);
  const requested = initialScenarios();
  control.use(requested.filter((name) => name in scenarios));
  exposeMockApi(control, saver);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  showToolbar(window.__mock!);
}

function showToolbar(api: MockApi): void {
  mountMockToolbar({
    mode: 'mock (in-browser worker)',
    scenarios: Object.entries(scenarios).map(([name, { description }]) => ({ name, description })),
    active: api.active,
    setScenarios: (names) => (names.length ? api.use(...names) : (api.clear(), [])),
    latency: () => mockSettings.latencyMs,
    setLatency: api.setLatency,
    resetData: api.reset,
  });
}

import { setupWorker } from 'msw/browser';
import defaultSeed from 'virtual:mock-default-seed';
import { routeHandlers, withLatency } from '../handlers';
import {
  createScenarioControl,
  parseScenarioList,
  scenarios,
  unknownScenarios,
  type ScenarioControl,
} from '../scenarios';
import { clearDocumentAuthCookies } from '../auth/response-cookies';
import { warnUser } from './notices';
import { openBrowserDb } from './browser-db';
import type { SharedDb } from '../persistence/shared-db';
import { onSharedData } from '../persistence/shared-routes';
import { dropOldStores } from '../persistence/stored-db';
import { warnOnFailedWorkerUpdate } from './worker-update';
import {
  DEFAULT_SEED_PRODUCTS,
  MAX_API_WAKE_SECONDS,
  MAX_LATENCY_MS,
  MAX_SEED_PRODUCTS,
  mockSettings,
  parseAccessTokenTtl,
  parseWholeSetting,
} from '../settings';
import { restoreSnapshot, takeSnapshot, type DbSnapshot } from '../data/snapshot';

const LATENCY_KEY = 'webshop-mock:latency';
const ACCESS_TTL_KEY = 'webshop-mock:access-ttl';
const API_WAKE_KEY = 'webshop-mock:api-wake';
const SCENARIOS_KEY = 'webshop-mock:scenarios';
const SEED_SIZE_KEY = 'webshop-mock:seed-products';
const TOOLBAR_KEY = 'webshop-mock:toolbar';
/** The toolbar is a QA tool, not content: it loads once the first screen has settled. */
const TOOLBAR_DELAY_MS = 2000;

/** What QA scripts reach as `window.__mock`. */
export interface MockApi {
  /** Resolves once the mock answers this page's calls (its service worker controls the page). */
  ready: Promise<void>;
  scenarios: string[];
  use(...names: string[]): string[];
  clear(): void;
  active(): string[];
  /** Restores the seed and forgets the stored data, in every tab. */
  reset(): Promise<void>;
  /** A plain copy of every table. */
  snapshot(): DbSnapshot;
  setLatency(ms: number): void;
  /** The access token's lifetime for the next sign-ins and refreshes (kept, like latency). */
  setAccessTokenTtl(seconds: number): void;
  /** How long the `api-asleep` scenario's API takes to wake (kept, like latency). */
  setApiWakeSeconds(seconds: number): void;
}

declare global {
  interface Window {
    __mock?: MockApi;
  }
}

/**
 * A whole-number setting from the URL (`?name=value`), kept in localStorage from then on; a value
 * out of bounds is not kept, and a notice says why. Returns the kept value, if any.
 */
function readKeptSetting(name: string, key: string, max: number, unit: string) {
  const fromUrl = new URLSearchParams(window.location.search).get(name);
  if (fromUrl !== null) {
    const value = parseWholeSetting(fromUrl, 0, max);
    if (value === undefined) refuseSetting(name, fromUrl, `0 to ${max} ${unit}`);
    else localStorage.setItem(key, String(value));
  }
  return parseWholeSetting(localStorage.getItem(key), 0, max);
}

/** `?latency=800` sets the mock's response delay from now on (kept, like the toolbar's). */
function readLatency(): void {
  const stored = readKeptSetting('latency', LATENCY_KEY, MAX_LATENCY_MS, 'ms');
  if (stored !== undefined) mockSettings.latencyMs = stored;
}

/** A URL setting out of bounds is not kept; a notice says why. */
function refuseSetting(name: string, value: string, bounds: string): void {
  warnUser(`?${name}=${value.slice(0, 20)} was ignored: ${name} is ${bounds}.`);
}

/** `?access-ttl=30` sets the access token's lifetime in seconds from now on (kept). */
function readAccessTtl(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('access-ttl');
  if (fromUrl !== null && parseAccessTokenTtl(fromUrl) !== undefined) {
    localStorage.setItem(ACCESS_TTL_KEY, fromUrl);
  } else if (fromUrl !== null) {
    refuseSetting('access-ttl', fromUrl, 'whole seconds, at least 1');
  }
  const stored = parseAccessTokenTtl(localStorage.getItem(ACCESS_TTL_KEY) ?? '');
  if (stored !== undefined) mockSettings.accessTokenTtlSeconds = stored;
}

/** `?api-wake=30`: the `api-asleep` scenario's API wakes 30 s after its first call (kept). */
function readApiWake(): void {
  const stored = readKeptSetting('api-wake', API_WAKE_KEY, MAX_API_WAKE_SECONDS, 's');
  if (stored !== undefined) mockSettings.apiWakeSeconds = stored;
}

/** `?toolbar=off` hides the toolbar for a sales demo, `?toolbar=on` shows it again (kept). */
function toolbarShown(): boolean {
  const fromUrl = new URLSearchParams(window.location.search).get('toolbar');
  if (fromUrl === 'on' || fromUrl === 'off') localStorage.setItem(TOOLBAR_KEY, fromUrl);
  else if (fromUrl !== null) refuseSetting('toolbar', fromUrl, 'on or off');
  return localStorage.getItem(TOOLBAR_KEY) !== 'off';
}

/**
 * `?scenario=a,b` switches scenarios on for the rest of the browser session; a name the mock does
 * not know is named in a notice and not kept.
 */
function initialScenarios(): string[] {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (fromUrl !== null) {
    const requested = parseScenarioList(fromUrl);
    const unknown = unknownScenarios(requested);
    if (unknown.length) {
      // The known names go to the console only: the whole list would cover a phone's screen.
      warnUser(
        `?scenario=${unknown.join(',').slice(0, 60)} was ignored: no such scenario. The toolbar lists them.`,
        { known: Object.keys(scenarios) },
      );
    }
    const known = requested.filter((name) => !unknown.includes(name));
    sessionStorage.setItem(SCENARIOS_KEY, known.join(','));
  }
  return parseScenarioList(sessionStorage.getItem(SCENARIOS_KEY));
}

/** `?seed=5000` seeds that many products from now on (benchmarks); true when the size is new. */
function readSeedSize(): boolean {
  const fromUrl = new URLSearchParams(window.location.search).get('seed');
  const requested = fromUrl === null ? undefined : parseWholeSetting(fromUrl, 0, MAX_SEED_PRODUCTS);
  if (fromUrl !== null && requested === undefined) {
    refuseSetting('seed', fromUrl, `0 to ${MAX_SEED_PRODUCTS} products`);
  }
  const isNew =
    requested !== undefined && String(requested) !== localStorage.getItem(SEED_SIZE_KEY);
  if (isNew) localStorage.setItem(SEED_SIZE_KEY, String(requested));
  const size = parseWholeSetting(localStorage.getItem(SEED_SIZE_KEY), 0, MAX_SEED_PRODUCTS);
  if (size !== undefined) mockSettings.seedProducts = size;
  return isNew;
}

/** The default seed comes prebuilt (mocks/build-time/); faker loads only for another size. */
async function seederFor(products: number): Promise<() => void> {
  if (products === DEFAULT_SEED_PRODUCTS) return () => restoreSnapshot(defaultSeed);
  const { seedDb } = await import('../data/seed');
  return () => seedDb({ products });
}

function exposeMockApi(control: ScenarioControl, shared: SharedDb, ready: Promise<void>): void {
  const remember = (names: string[]) => sessionStorage.setItem(SCENARIOS_KEY, names.join(','));
  // A one-shot scenario that fired is off, also after a reload.
  control.onRetire(remember);
  ready.catch(() => undefined); // the start's own failure is reported where it is awaited
  window.__mock = {
    ready,
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
    reset: async () => {
      await shared.reseed();
      // The new data knows none of the old tokens.
      clearDocumentAuthCookies();
    },
    snapshot: () => takeSnapshot(),
    setLatency: (ms) => {
      const valid = parseWholeSetting(ms, 0, MAX_LATENCY_MS);
      if (valid === undefined) {
        throw new Error(`The latency is whole milliseconds, 0 to ${MAX_LATENCY_MS}.`);
      }
      mockSettings.latencyMs = valid;
      localStorage.setItem(LATENCY_KEY, String(valid));
    },
    setAccessTokenTtl: (seconds) => {
      const valid = parseAccessTokenTtl(seconds);
      if (valid === undefined)
        throw new Error('The access token lifetime is whole seconds, at least 1.');
      mockSettings.accessTokenTtlSeconds = valid;
      localStorage.setItem(ACCESS_TTL_KEY, String(valid));
    },
    setApiWakeSeconds: (seconds) => {
      const valid = parseWholeSetting(seconds, 0, MAX_API_WAKE_SECONDS);
      if (valid === undefined)
        throw new Error(`The API's wake time is whole seconds, 0 to ${MAX_API_WAKE_SECONDS}.`);
      mockSettings.apiWakeSeconds = valid;
      localStorage.setItem(API_WAKE_KEY, String(valid));
    },
  };
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
  readLatency();
  readAccessTtl();
  readApiWake();
  const worker = setupWorker(...withLatency([onSharedData(routeHandlers, shared)]));
  const control = createScenarioControl(worker);
  // A name an older build stored, which this one does not know, is left out too.
  control.use(initialScenarios().filter((name) => Object.hasOwn(scenarios, name)));
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  warnOnFailedWorkerUpdate(workerUrl);
  const started = worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  exposeMockApi(
    control,
    shared,
    started.then(() => undefined),
  );
  await started;
  if (toolbarShown()) {
    setTimeout(() => void showToolbar(window.__mock!, control), TOOLBAR_DELAY_MS);
  }
}

async function showToolbar(api: MockApi, control: ScenarioControl): Promise<void> {
  const { mountMockToolbar } = await import('../toolbar/mount');
  mountMockToolbar({
    mode: 'mock (in-browser worker)',
    scenarios: Object.entries(scenarios).map(([name, { description }]) => ({ name, description })),
    active: api.active,
    setScenarios: (names) => (names.length ? api.use(...names) : (api.clear(), [])),
    onRetire: (listener) => control.onRetire(listener),
    latency: () => mockSettings.latencyMs,
    setLatency: api.setLatency,
    accessTokenTtl: () => mockSettings.accessTokenTtlSeconds,
    setAccessTokenTtl: api.setAccessTokenTtl,
    resetData: api.reset,
  });
}

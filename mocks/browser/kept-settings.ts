import { parseScenarioList, scenarios, unknownScenarios } from '../scenarios';
import { LATENCY_RULE, parseLatency, setLatency } from '../latency';
import { isPathRule, PATH_RULE } from '../http/path-patterns';
import {
  ACCESS_TTL_RULE,
  API_WAKE_RULE,
  MAX_API_WAKE_SECONDS,
  MAX_SEED_PRODUCTS,
  mockSettings,
  parseAccessTokenTtl,
  parseWholeSetting,
} from '../settings';
import { warnUser } from './notices';

/**
 * The demo's settings from the URL (`?latency=800`), kept in localStorage from then on (the
 * scenarios for the browser session): what `window.__mock` and the toolbar set is kept the same
 * way. A value out of bounds is never kept, and a notice says why.
 */
const KEYS = {
  latency: 'webshop-mock:latency',
  pathLatency: 'webshop-mock:path-latency',
  accessTtl: 'webshop-mock:access-ttl',
  apiWake: 'webshop-mock:api-wake',
  scenarios: 'webshop-mock:scenarios',
  seedSize: 'webshop-mock:seed-products',
  toolbar: 'webshop-mock:toolbar',
} as const;

const fromUrl = (name: string) => new URLSearchParams(window.location.search).get(name);

function refuseSetting(name: string, value: string, rule: string): void {
  warnUser(`?${name}=${value.slice(0, 40)} was ignored. ${rule}`);
}

/** A whole-number setting from the URL, kept; returns the kept value, if any. */
function readWholeSetting(name: string, key: string, max: number, rule: string) {
  const value = fromUrl(name);
  if (value !== null) {
    const valid = parseWholeSetting(value, 0, max);
    if (valid === undefined) refuseSetting(name, value, rule);
    else localStorage.setItem(key, String(valid));
  }
  return parseWholeSetting(localStorage.getItem(key), 0, max);
}

function keptPathLatencies(): Record<string, unknown> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEYS.pathLatency) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps a latency `window.__mock` or the toolbar set (`ms` null: that path's own one goes). */
export function keepLatency(ms: number | null, path?: string): void {
  if (path === undefined) {
    localStorage.setItem(KEYS.latency, String(ms));
    return;
  }
  const kept = keptPathLatencies();
  delete kept[path];
  if (ms !== null) kept[path] = ms;
  localStorage.setItem(KEYS.pathLatency, JSON.stringify(kept));
}

/**
 * `?latency=800` sets every API call's latency, `?latency=/api/create-order=5000` one path's, and a
 * list joins them (`?latency=800,/api/create-order=5000`); then the kept ones apply.
 */
function readLatencies(): void {
  const value = fromUrl('latency');
  for (const item of value === null ? [] : value.split(',')) {
    const split = item.lastIndexOf('=');
    const path = split === -1 ? undefined : item.slice(0, split);
    const ms = parseWholeSetting(item.slice(split + 1), 0, Number.MAX_SAFE_INTEGER);
    const refusal = path !== undefined && !isPathRule(path) ? PATH_RULE : undefined;
    if (refusal || parseLatency(ms) === undefined) {
      refuseSetting('latency', item, refusal ?? LATENCY_RULE);
    } else {
      keepLatency(ms!, path);
    }
  }
  const kept = parseWholeSetting(localStorage.getItem(KEYS.latency), 0, Number.MAX_SAFE_INTEGER);
  if (kept !== undefined) setLatency(kept);
  for (const [path, ms] of Object.entries(keptPathLatencies())) setLatency(ms, path);
}

/** `?access-ttl=30` sets the access token's lifetime in seconds from now on. */
function readAccessTtl(): void {
  const value = fromUrl('access-ttl');
  if (value !== null && parseAccessTokenTtl(value) !== undefined) {
    localStorage.setItem(KEYS.accessTtl, value);
  } else if (value !== null) {
    refuseSetting('access-ttl', value, ACCESS_TTL_RULE);
  }
  const kept = parseAccessTokenTtl(localStorage.getItem(KEYS.accessTtl) ?? '');
  if (kept !== undefined) mockSettings.accessTokenTtlSeconds = kept;
}

/** `?api-wake=30`: the `api-asleep` scenario's API wakes 30 s after its first call. */
function readApiWake(): void {
  const kept = readWholeSetting('api-wake', KEYS.apiWake, MAX_API_WAKE_SECONDS, API_WAKE_RULE);
  if (kept !== undefined) mockSettings.apiWakeSeconds = kept;
}

/** Applies the URL's and the kept latencies, token lifetime and wake time to the mock. */
export function applyKeptSettings(): void {
  readLatencies();
  readAccessTtl();
  readApiWake();
}

export function keepAccessTokenTtl(seconds: number): void {
  localStorage.setItem(KEYS.accessTtl, String(seconds));
}

export function keepApiWakeSeconds(seconds: number): void {
  localStorage.setItem(KEYS.apiWake, String(seconds));
}

/** Forgets every kept setting but the seed's size and the toolbar's (`window.__mock.reset()`). */
export function forgetKeptSettings(): void {
  for (const key of [KEYS.latency, KEYS.pathLatency, KEYS.accessTtl, KEYS.apiWake]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(KEYS.scenarios);
}

/** `?toolbar=off` hides the toolbar for a sales demo, `?toolbar=on` shows it again. */
export function toolbarShown(): boolean {
  const value = fromUrl('toolbar');
  if (value === 'on' || value === 'off') localStorage.setItem(KEYS.toolbar, value);
  else if (value !== null) refuseSetting('toolbar', value, 'The toolbar is on or off.');
  return localStorage.getItem(KEYS.toolbar) !== 'off';
}

export function keepScenarios(names: string[]): void {
  sessionStorage.setItem(KEYS.scenarios, names.join(','));
}

/**
 * `?scenario=a,b` switches scenarios on for the rest of the browser session; a name the mock does
 * not know is named in a notice and not kept, nor one an older build kept.
 */
export function initialScenarios(): string[] {
  const value = fromUrl('scenario');
  if (value !== null) {
    const requested = parseScenarioList(value);
    const unknown = unknownScenarios(requested);
    if (unknown.length) {
      // The known names go to the console only: the whole list would cover a phone's screen.
      warnUser(
        `?scenario=${unknown.join(',').slice(0, 60)} was ignored: no such scenario. The toolbar lists them.`,
        { known: Object.keys(scenarios) },
      );
    }
    keepScenarios(requested.filter((name) => !unknown.includes(name)));
  }
  return parseScenarioList(sessionStorage.getItem(KEYS.scenarios)).filter((name) =>
    Object.hasOwn(scenarios, name),
  );
}

/** `?seed=5000` seeds that many products from now on (benchmarks); true when the size is new. */
export function readSeedSize(): boolean {
  const value = fromUrl('seed');
  const requested = value === null ? undefined : parseWholeSetting(value, 0, MAX_SEED_PRODUCTS);
  if (value !== null && requested === undefined) {
    refuseSetting('seed', value, `The seed is 0 to ${MAX_SEED_PRODUCTS} products.`);
  }
  const isNew =
    requested !== undefined && String(requested) !== localStorage.getItem(KEYS.seedSize);
  if (isNew) localStorage.setItem(KEYS.seedSize, String(requested));
  const size = parseWholeSetting(localStorage.getItem(KEYS.seedSize), 0, MAX_SEED_PRODUCTS);
  if (size !== undefined) mockSettings.seedProducts = size;
  return isNew;
}

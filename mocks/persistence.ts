import { isMutating } from '../src/config/endpoints';
import {
  isSnapshot,
  restoreSnapshot,
  schemaFingerprint,
  takeSnapshot,
  type DbSnapshot,
} from './snapshot';

/**
 * Browser-only: the mock db survives a reload. The store is saved after every mutating call
 * the worker answers (debounced) and when the page goes away; a store from another schema,
 * or one that does not parse, is dropped and the seed is used instead.
 */
// v2: seed pictures became short /mock-images/ paths (v1 stores held their data URLs).
// v3: production's data model (product_type, soft delete as stock 0, orders at current prices).
export const SCHEMA_VERSION = 3;
export const STORE_PREFIX = 'webshop-mock:db:';
export const STORE_KEY = `${STORE_PREFIX}v${SCHEMA_VERSION}`;
const SAVE_DELAY_MS = 150;

interface StoredDb {
  schema: string;
  savedAt: string;
  tables: DbSnapshot;
}

/** Computed once, on the empty db at start (it creates and removes a blank row per table). */
let fingerprint: string | undefined;
const currentSchema = () => (fingerprint ??= schemaFingerprint());

function dropStaleStores(storage: Storage): void {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(STORE_PREFIX) && key !== STORE_KEY) stale.push(key);
  }
  stale.forEach((key) => storage.removeItem(key));
}

function readStore(storage: Storage): DbSnapshot | null {
  try {
    const stored = JSON.parse(storage.getItem(STORE_KEY) ?? 'null') as Partial<StoredDb> | null;
    return stored?.schema === currentSchema() && isSnapshot(stored.tables) ? stored.tables : null;
  } catch {
    return null;
  }
}

/** Loads the stored db, or seeds (and forgets a stale store). Says which it did. */
export function loadOrSeed(storage: Storage, seed: () => void): 'restored' | 'seeded' {
  currentSchema();
  dropStaleStores(storage);
  const tables = readStore(storage);
  if (tables) {
    try {
      restoreSnapshot(tables);
      return 'restored';
    } catch (error) {
      console.warn('[mock] The stored mock data could not be loaded; using the seed.', error);
    }
  }
  storage.removeItem(STORE_KEY);
  seed();
  return 'seeded';
}

export function saveDb(storage: Storage): void {
  const stored: StoredDb = {
    schema: currentSchema(),
    savedAt: new Date().toISOString(),
    tables: takeSnapshot(),
  };
  try {
    storage.setItem(STORE_KEY, JSON.stringify(stored));
  } catch (error) {
    // An older store would come back on reload as if it were current: drop it instead.
    storage.removeItem(STORE_KEY);
    console.warn('[mock] Could not save the mock data (storage full?); a reload reseeds.', error);
  }
}

export function clearStore(storage: Storage): void {
  storage.removeItem(STORE_KEY);
}

export interface DbSaver {
  /** Saves soon; calls within the delay make one save. */
  schedule(): void;
  /** Saves now if a save is pending. */
  flush(): void;
  /** Drops a pending save (after a reset, say). */
  cancel(): void;
}

export function createSaver(storage: Storage, delayMs = SAVE_DELAY_MS): DbSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        saveDb(storage);
      }, delayMs);
    },
    flush() {
      if (timer === undefined) return;
      cancel();
      saveDb(storage);
    },
    cancel,
  };
}

/** What persistence needs of the worker: its life-cycle events. */
interface MockedResponseEvents {
  events: {
    on(event: 'response:mocked', listener: (info: { request: Request }) => void): void;
  };
}

/** Saves after every mutating call the worker answered, and before the page goes away. */
export function persistMutations(worker: MockedResponseEvents, storage: Storage): DbSaver {
  const saver = createSaver(storage);
  worker.events.on('response:mocked', ({ request }) => {
    if (isMutating(request.method)) saver.schedule();
  });
  window.addEventListener('pagehide', () => saver.flush());
  return saver;
}

import { OBJECT_BYTES } from '../storage/objects';
import { isSnapshot, schemaFingerprint, takeSnapshot, type DbSnapshot } from '../data/snapshot';

/**
 * The demo's db as it is stored: every table's rows (objects without their bytes, which are
 * stored apart), the shape of the db that wrote it and a revision that counts the saves, so a tab
 * sees when another tab saved. A store from another schema, or one that does not parse, is not
 * used: the seed replaces it.
 */
// v2: seed pictures became short /mock-images/ paths (v1 stores held their data URLs).
// v3: production's data model (product_type, soft delete as stock 0, orders at current prices).
// v4: IndexedDB, shared by the tabs, with a revision; pictures' bytes apart from the rows.
export const SCHEMA_VERSION = 4;

export interface StoredDb {
  version: number;
  /** The fields and types of every model (snapshot.ts), so an older db.ts's rows are not loaded. */
  schema: string;
  /** 1 for the first save, one more for each save after it. */
  revision: number;
  savedAt: string;
  tables: DbSnapshot;
}

/** Computed once, on the empty db at start (it creates and removes a blank row per table). */
let fingerprint: string | undefined;
const currentSchema = () => (fingerprint ??= schemaFingerprint());

/** Call before the db holds rows: the schema's fingerprint is taken on the empty db. */
export function readSchema(): void {
  currentSchema();
}

/** The db now, to be stored as the given revision. */
export function dbToStore(revision: number): StoredDb {
  return {
    version: SCHEMA_VERSION,
    schema: currentSchema(),
    revision,
    savedAt: new Date().toISOString(),
    tables: takeSnapshot({ [OBJECT_BYTES.table]: [OBJECT_BYTES.column] }),
  };
}

/** A stored db this build can load. */
export function isLoadable(value: unknown): value is StoredDb {
  const stored = value as Partial<StoredDb> | null | undefined;
  return (
    stored?.version === SCHEMA_VERSION &&
    stored.schema === currentSchema() &&
    Number.isSafeInteger(stored.revision) &&
    isSnapshot(stored.tables)
  );
}

/** Where versions 1 to 3 kept the db (localStorage); they are dropped for the seed. */
const OLD_STORE_PREFIX = 'webshop-mock:db:';

export function dropOldStores(storage: Storage): void {
  const old: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(OLD_STORE_PREFIX)) old.push(key);
  }
  old.forEach((key) => storage.removeItem(key));
}

import type { StoredDb } from './stored-db';

export interface DbWrite {
  db: StoredDb;
  /** Pictures' bytes the store does not hold yet, by object id. */
  newPictures: Map<string, Uint8Array>;
  /** Every picture the db names: the store drops the others. */
  pictureIds: Set<string>;
}

/**
 * Where the demo's db is kept: IndexedDB in the browser (indexed-db-store.ts), memory in tests
 * and where the browser keeps nothing.
 */
export interface DbStore {
  /** The stored db's revision, 0 when none was saved: cheap, read before every call. */
  revision(): Promise<number>;
  /** The stored db as it was saved, unchecked (another build may have written it). */
  read(): Promise<unknown>;
  /** Stored pictures' bytes by object id; an id the store lacks is left out. */
  pictures(ids: string[]): Promise<Map<string, Uint8Array>>;
  /** Stores all of it or, when it fails (storage full), none of it. */
  write(change: DbWrite): Promise<void>;
}

export function memoryStore(): DbStore {
  let stored: StoredDb | undefined;
  let pictures = new Map<string, Uint8Array>();
  return {
    revision: async () => stored?.revision ?? 0,
    read: async () => structuredClone(stored),
    pictures: async (ids) =>
      new Map(ids.flatMap((id) => (pictures.has(id) ? [[id, pictures.get(id)!]] : []))),
    write: async ({ db, newPictures, pictureIds }) => {
      stored = structuredClone(db);
      pictures = new Map([...pictures, ...newPictures].filter(([id]) => pictureIds.has(id)));
    },
  };
}

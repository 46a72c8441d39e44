import type { DbStore } from './db-store';

/**
 * The demo's db in IndexedDB, which all tabs of the origin read and write consistently (a save
 * finished in one tab is what the next reader in any tab sees). Store `db` holds the revision and
 * the rows under two keys, so the revision is read without the rows; store `pictures` holds the
 * uploaded objects' bytes by object id.
 */
export const INDEXED_DB = {
  name: 'webshop-mock',
  /** The layout of the object stores; the data's own version is SCHEMA_VERSION (stored-db.ts). */
  layoutVersion: 1,
  db: 'db',
  pictures: 'pictures',
  revisionKey: 'revision',
  rowsKey: 'rows',
} as const;
const { db: DB, pictures: PICTURES, revisionKey: REVISION_KEY, rowsKey: ROWS_KEY } = INDEXED_DB;

function resultOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    // A full disk aborts the transaction with a QuotaExceededError.
    transaction.onabort = () => reject(transaction.error ?? new Error('The save was aborted.'));
  });
}

function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(INDEXED_DB.name, INDEXED_DB.layoutVersion);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(DB);
    opening.result.createObjectStore(PICTURES);
  };
  return resultOf(opening).then((database) => {
    // A newer build's layout waits for older tabs to let go.
    database.onversionchange = () => database.close();
    return database;
  });
}

/** The IndexedDB store, which can let go of the database for good. */
export interface IndexedDbStore extends DbStore {
  /** Aborts the transactions not finished yet and closes the connection: later calls fail. */
  release(): void;
}

export async function openIndexedDbStore(): Promise<IndexedDbStore> {
  const database = await open();
  const unfinished = new Set<IDBTransaction>();
  function transaction(stores: string[], mode?: IDBTransactionMode) {
    const started = database.transaction(stores, mode);
    unfinished.add(started);
    const finish = () => unfinished.delete(started);
    started.addEventListener('complete', finish);
    started.addEventListener('abort', finish);
    return started;
  }
  const read = <T>(store: string, key: string) =>
    resultOf(transaction([store]).objectStore(store).get(key) as IDBRequest<T | undefined>);
  return {
    revision: async () => (await read<number>(DB, REVISION_KEY)) ?? 0,
    read: () => read<unknown>(DB, ROWS_KEY),
    async pictures(ids) {
      const pictures = transaction([PICTURES]).objectStore(PICTURES);
      const found = await Promise.all(
        ids.map((id) => resultOf(pictures.get(id) as IDBRequest<Uint8Array | undefined>)),
      );
      return new Map(ids.flatMap((id, index) => (found[index] ? [[id, found[index]]] : [])));
    },
    async write({ db, newPictures, pictureIds }) {
      const writing = transaction([DB, PICTURES], 'readwrite');
      const done = finished(writing);
      try {
        const rows = writing.objectStore(DB);
        rows.put(db, ROWS_KEY);
        rows.put(db.revision, REVISION_KEY);
        const pictures = writing.objectStore(PICTURES);
        newPictures.forEach((bytes, id) => pictures.put(bytes, id));
        const stored = pictures.getAllKeys();
        stored.onsuccess = () =>
          (stored.result as string[])
            .filter((id) => !pictureIds.has(id))
            .forEach((id) => pictures.delete(id));
      } catch (error) {
        // A put that throws (a value it cannot store) leaves nothing half-written.
        writing.abort();
        done.catch(() => undefined);
        throw error;
      }
      await done;
    },
    release() {
      unfinished.forEach((started) => {
        try {
          started.abort();
        } catch {
          // Committed already, its complete event not yet delivered.
        }
      });
      unfinished.clear();
      database.close();
    },
  };
}

import type { Page } from '@playwright/test';
import { INDEXED_DB } from '../../mocks/persistence/indexed-db-store';

/**
 * The demo's stored db, read and written as the page sees it (IndexedDB). Use once the page has
 * started the mock, which creates the database.
 */
export function storedRevision(page: Page): Promise<number> {
  return page.evaluate(
    (names) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(names.name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const read = database.transaction(names.db).objectStore(names.db).get(names.revisionKey);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            database.close();
            resolve((read.result as number | undefined) ?? 0);
          };
        };
      }),
    INDEXED_DB,
  );
}

/** Stores `rows` as the db's newest revision, whatever they are (a corrupt store, say). */
export function storeRows(page: Page, rows: unknown): Promise<void> {
  return page.evaluate(
    ({ names, rows }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(names.name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const transaction = database.transaction(names.db, 'readwrite');
          const store = transaction.objectStore(names.db);
          store.put(rows, names.rowsKey);
          store.put(1_000_000, names.revisionKey);
          transaction.oncomplete = () => {
            database.close();
            resolve();
          };
          transaction.onabort = () => reject(transaction.error);
        };
      }),
    { names: INDEXED_DB, rows },
  );
}

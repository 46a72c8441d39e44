import { warnUser } from './notices';
import { onFreeze } from './back-forward-cache';
import { memoryStore, type DbStore } from '../persistence/db-store';
import { openIndexedDbStore } from '../persistence/indexed-db-store';
import { PERSISTENCE_MESSAGES } from '../persistence/messages';
import { stopRowEcho } from '../persistence/row-echo';
import { createSharedDb, type SharedDb } from '../persistence/shared-db';
import { tabLock } from '../persistence/tab-lock';

/**
 * The demo's db, shared by its tabs through IndexedDB (in memory where the browser has none). A
 * page going into the back/forward cache lets go of it, so the other pages never wait on a
 * frozen one.
 */
export async function openBrowserDb(seed: () => void): Promise<SharedDb> {
  stopRowEcho();
  // Ends the waits for the lock of a page going into the back/forward cache.
  const frozen = new AbortController();
  onFreeze(() => frozen.abort());
  let store: DbStore;
  try {
    const indexedDbStore = await openIndexedDbStore();
    onFreeze(() => indexedDbStore.release());
    store = indexedDbStore;
  } catch (error) {
    warnUser(PERSISTENCE_MESSAGES.nothingKept, error);
    store = memoryStore();
  }
  return createSharedDb({
    store,
    exclusive: tabLock('webshop-mock:db', frozen.signal),
    seed,
    onSaveFailed: (error) => warnUser(PERSISTENCE_MESSAGES.saveFailed, error),
  });
}

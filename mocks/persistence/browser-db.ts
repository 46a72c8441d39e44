import { warnUser } from '../browser/notices';
import { memoryStore } from './db-store';
import { openIndexedDbStore } from './indexed-db-store';
import { PERSISTENCE_MESSAGES } from './messages';
import { stopRowEcho } from './row-echo';
import { createSharedDb, type SharedDb } from './shared-db';
import { tabLock } from './tab-lock';

/** The demo's db, shared by its tabs through IndexedDB (in memory where the browser has none). */
export async function openBrowserDb(seed: () => void): Promise<SharedDb> {
  stopRowEcho();
  const store = await openIndexedDbStore().catch((error: unknown) => {
    warnUser(PERSISTENCE_MESSAGES.nothingKept, error);
    return memoryStore();
  });
  return createSharedDb({
    store,
    exclusive: tabLock('webshop-mock:db'),
    seed,
    onSaveFailed: (error) => warnUser(PERSISTENCE_MESSAGES.saveFailed, error),
  });
}

import { warnUser } from './notices';
import { memoryStore } from '../persistence/db-store';
import { openIndexedDbStore } from '../persistence/indexed-db-store';
import { PERSISTENCE_MESSAGES } from '../persistence/messages';
import { stopRowEcho } from '../persistence/row-echo';
import { createSharedDb, type SharedDb } from '../persistence/shared-db';
import { tabLock } from '../persistence/tab-lock';

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

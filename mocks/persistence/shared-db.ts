import { restoreSnapshot } from '../data/snapshot';
import type { DbStore } from './db-store';
import { newPictures, pictureIds, withPictures } from './object-bytes';
import { dbToStore, isLoadable, readSchema, type StoredDb } from './stored-db';
import type { Exclusive } from './tab-lock';

export interface SharedDbOptions {
  store: DbStore;
  /** Runs work alone among the tabs. */
  exclusive: Exclusive;
  /** Fills the in-memory db with the seed. */
  seed: () => void;
  /** Told once when saving starts to fail, and again only after a save succeeded. */
  onSaveFailed: (error: unknown) => void;
}

export interface SharedDb {
  /** Loads the stored db, or seeds; `reseed` replaces the stored db with the seed. */
  load(options?: { reseed?: boolean }): Promise<'restored' | 'seeded'>;
  /**
   * Runs a call alone among the tabs, on the newest stored data (restored first when another
   * tab saved since), and stores the db after it when `saves`.
   */
  run<T>(call: () => Promise<T>, saves: boolean): Promise<T>;
  /** Replaces the stored db with the seed: every tab has the seed from its next call on. */
  reseed(): Promise<void>;
}

/**
 * One db for all tabs of the demo: each tab responds from its in-memory db, and the store is the
 * truth they share. A call runs alone among the tabs, after restoring what another tab saved,
 * and a call that changes data is saved before its response is sent. A save that fails keeps the
 * last good copy in the store.
 */
export function createSharedDb({
  store,
  exclusive,
  seed,
  onSaveFailed,
}: SharedDbOptions): SharedDb {
  /** The stored revision the in-memory db was loaded from or saved as. */
  let revision = 0;
  /** The pictures the store holds (those of `revision`). */
  let storedPictures = new Set<string>();
  let saveFailing = false;

  async function restore(stored: StoredDb): Promise<boolean> {
    try {
      restoreSnapshot(await withPictures(stored.tables, store));
    } catch (error) {
      console.warn('[mock] The stored mock data could not be loaded; using the seed.', error);
      return false;
    }
    revision = stored.revision;
    storedPictures = pictureIds(stored.tables);
    return true;
  }

  async function save(): Promise<void> {
    const db = dbToStore(revision + 1);
    try {
      await store.write({
        db,
        newPictures: newPictures(storedPictures),
        pictureIds: pictureIds(db.tables),
      });
    } catch (error) {
      if (!saveFailing) onSaveFailed(error);
      saveFailing = true;
      return;
    }
    revision = db.revision;
    storedPictures = pictureIds(db.tables);
    saveFailing = false;
  }

  /** Seeds, and stores the seed over the stored db of `storedRevision`. */
  async function replaceWithSeed(storedRevision: number): Promise<void> {
    seed();
    revision = storedRevision;
    storedPictures = new Set();
    await save();
  }

  async function restoreIfNewer(): Promise<void> {
    const storedRevision = await store.revision();
    if (storedRevision === revision) return;
    const stored = await store.read();
    if (!isLoadable(stored)) {
      // Written by another version of the demo: this tab's next save replaces it.
      revision = storedRevision;
    } else if (!(await restore(stored))) {
      await replaceWithSeed(storedRevision);
    }
  }

  return {
    load({ reseed = false } = {}) {
      readSchema();
      return exclusive(async () => {
        const storedRevision = await store.revision();
        const stored = reseed ? undefined : await store.read();
        if (isLoadable(stored) && (await restore(stored))) return 'restored';
        // A stored db that cannot be used is replaced; with nothing stored, the seed needs no save.
        if (reseed || stored !== undefined) await replaceWithSeed(storedRevision);
        else seed();
        return 'seeded';
      });
    },
    run(call, saves) {
      return exclusive(async () => {
        await restoreIfNewer();
        const response = await call();
        if (saves) await save();
        return response;
      });
    },
    reseed() {
      return exclusive(async () => replaceWithSeed(await store.revision()));
    },
  };
}

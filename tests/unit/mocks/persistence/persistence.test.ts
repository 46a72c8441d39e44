import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, nextId } from '../../../../mocks/data/db';
import { memoryStore, type DbStore } from '../../../../mocks/persistence/db-store';
import { stopRowEcho } from '../../../../mocks/persistence/row-echo';
import { createSharedDb, type SharedDb } from '../../../../mocks/persistence/shared-db';
import { dropOldStores, SCHEMA_VERSION } from '../../../../mocks/persistence/stored-db';
import { tabLock } from '../../../../mocks/persistence/tab-lock';
import { seedDb } from '../../../../mocks/data/seed';
import { restoreSnapshot, tableCounts, takeSnapshot } from '../../../../mocks/data/snapshot';
import { findObject, saveObject } from '../../../../mocks/storage/objects';

const seed = vi.fn(() => seedDb());

afterEach(() => {
  localStorage.clear();
  seed.mockClear();
});

function renameProduct(id: number, product_name: string) {
  db.product.update({ where: { id: { equals: id } }, data: { product_name } });
}

const productName = (id: number) =>
  db.product.findFirst({ where: { id: { equals: id } } })?.product_name;

/** A tab of the demo: its shared db on `store`; the tabs of one test take turns like real ones. */
const exclusive = tabLock('test');
function tab(store: DbStore, onSaveFailed = vi.fn()): SharedDb {
  return createSharedDb({ store, exclusive, seed, onSaveFailed });
}

/** What the store holds, as the browser would read it. */
async function storedDb(store: DbStore) {
  return (await store.read()) as { revision: number; tables: ReturnType<typeof takeSnapshot> };
}

const renaming = (id: number, name: string) => async () => renameProduct(id, name);

describe('snapshot', () => {
  it('is a plain copy of every table that restores exactly, id counters included', () => {
    const snapshot = takeSnapshot();
    expect(Object.keys(snapshot)).toEqual(
      expect.arrayContaining([
        'user',
        'product',
        'accessToken',
        'refreshToken',
        'cartItem',
        'order',
        'orderLine',
      ]),
    );
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);

    db.product.delete({ where: { id: { equals: 40 } } });
    restoreSnapshot(snapshot);
    expect(tableCounts()).toMatchObject({ product: 40, order: 12 });
    expect(takeSnapshot()).toEqual(snapshot);
    expect(nextId('product')).toBe(41);
  });

  it('leaves out the columns it is told to', () => {
    const rows = takeSnapshot({ product: ['description'] }).product;
    expect(rows[0]).not.toHaveProperty('description');
    expect(rows[0]).toHaveProperty('product_name');
  });

  it('refuses something that is not a snapshot', () => {
    expect(() => restoreSnapshot({ product: 'nope' } as never)).toThrow();
  });
});

describe('persistence', () => {
  it('loads the stored data instead of seeding', async () => {
    const store = memoryStore();
    await tab(store).run(renaming(1, 'Persisted name'), true);
    seedDb();
    seed.mockClear();
    expect(await tab(store).load()).toBe('restored');
    expect(seed).not.toHaveBeenCalled();
    expect(productName(1)).toBe('Persisted name');
  });

  it('seeds when nothing is stored, and stores nothing for it', async () => {
    const store = memoryStore();
    renameProduct(1, 'Lost on start');
    expect(await tab(store).load()).toBe('seeded');
    expect(productName(1)).not.toBe('Lost on start');
    expect(await store.revision()).toBe(0);
  });

  it('replaces a store that does not parse with the seed', async () => {
    const store: DbStore = { ...memoryStore(), read: async () => '{not json' };
    const write = vi.spyOn(store, 'write');
    expect(await tab(store).load()).toBe('seeded');
    expect(tableCounts().product).toBe(40);
    expect(write).toHaveBeenCalledOnce();
  });

  it('reseeds when the store was written by another db schema or version', async () => {
    for (const change of [{ schema: 'product(id:number)' }, { version: SCHEMA_VERSION - 1 }]) {
      const store = memoryStore();
      await tab(store).run(renaming(1, 'Other schema'), true);
      const stored = await storedDb(store);
      const other: DbStore = { ...store, read: async () => ({ ...stored, ...change }) };
      expect(await tab(other).load()).toBe('seeded');
      expect(productName(1)).not.toBe('Other schema');
    }
  });

  it('reseeds when the tables do not have the shape of the db', async () => {
    const store = memoryStore();
    await tab(store).run(renaming(1, 'Bad shape'), true);
    const stored = await storedDb(store);
    const broken: DbStore = {
      ...store,
      read: async () => ({ ...stored, tables: { ...stored.tables, product: 'x' } }),
    };
    expect(await tab(broken).load()).toBe('seeded');
    expect(tableCounts().product).toBe(40);
  });

  it('forgets the stores of versions 1 to 3, which lived in localStorage', () => {
    localStorage.setItem('webshop-mock:db:v3', '{}');
    localStorage.setItem('webshop-mock:latency', '0');
    dropOldStores(localStorage);
    expect(localStorage.getItem('webshop-mock:db:v3')).toBeNull();
    expect(localStorage.getItem('webshop-mock:latency')).toBe('0');
  });

  it('stores a call that changes data before it responds, and nothing for a read', async () => {
    const store = memoryStore();
    const shared = tab(store);
    await shared.load();
    await shared.run(async () => productName(1), false);
    expect(await store.revision()).toBe(0);

    await shared.run(renaming(2, 'Saved'), true);
    expect(await store.revision()).toBe(1);
    expect((await storedDb(store)).tables.product[1].product_name).toBe('Saved');
  });

  it('replaces the stored data with the seed on reseed', async () => {
    const store = memoryStore();
    const shared = tab(store);
    await shared.run(renaming(1, 'Before the reset'), true);
    await shared.reseed();
    expect(await store.revision()).toBe(2);
    expect((await storedDb(store)).tables.product[0].product_name).not.toBe('Before the reset');
  });
});

describe('tabs share one db', () => {
  it("a tab responds from the data another tab stored, and keeps both tabs' changes", async () => {
    const store = memoryStore();
    const first = tab(store);
    const second = tab(store);
    await first.load();
    await second.load();
    const seeded = takeSnapshot();

    await first.run(renaming(1, 'From the first tab'), true);
    // The second tab's memory still holds the seed, as a real tab's would.
    restoreSnapshot(seeded);
    expect(await second.run(async () => productName(1), false)).toBe('From the first tab');

    await second.run(renaming(2, 'From the second tab'), true);
    restoreSnapshot(seeded);
    await first.run(async () => undefined, false);
    expect([productName(1), productName(2)]).toEqual(['From the first tab', 'From the second tab']);
    expect(await store.revision()).toBe(2);
  });

  it('numbers new rows above the rows another tab stored', async () => {
    const store = memoryStore();
    const first = tab(store);
    const second = tab(store);
    const seeded = takeSnapshot();
    const newCartItem = async () =>
      db.cartItem.create({ id: nextId('cartItem'), session_id: 's', product_id: 1, quantity: 1 })
        .id;

    const firstId = await first.run(newCartItem, true);
    restoreSnapshot(seeded);
    const secondId = await second.run(newCartItem, true);
    expect(secondId).toBeGreaterThan(firstId);
    expect((await storedDb(store)).tables.cartItem).toHaveLength(2);
  });

  it("runs the tabs' calls one at a time, so none responds from data another is changing", async () => {
    const store = memoryStore();
    const order: string[] = [];
    const slowCall = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} ends`);
    };
    await Promise.all([tab(store).run(slowCall('a'), true), tab(store).run(slowCall('b'), true)]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});

describe('the row echo of @mswjs/data', () => {
  it('sends each row change to the other tabs, and nothing once stopped', () => {
    const send = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    renameProduct(1, 'Echoed');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ operationType: 'update' }));
    send.mockClear();
    stopRowEcho();
    renameProduct(1, 'Not echoed');
    db.cartItem.create({ id: nextId('cartItem'), session_id: 's', product_id: 1, quantity: 1 });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('uploaded pictures', () => {
  const PIXEL = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const upload = (fullPath: string) => async () =>
    saveObject({
      bucket: 'demo',
      fullPath,
      contentType: 'image/png',
      bytes: PIXEL,
      downloadToken: 'token',
      generation: '1',
      timeCreated: new Date(0).toISOString(),
    });

  it('are stored apart from the rows and come back with them', async () => {
    const store = memoryStore();
    await tab(store).run(upload('product_picture/a.png'), true);
    const [row] = (await storedDb(store)).tables.storageObject;
    expect(row).toMatchObject({ full_path: 'product_picture/a.png' });
    expect(row).not.toHaveProperty('data_base64');
    expect((await store.pictures([String(row.id)])).get(String(row.id))).toEqual(PIXEL);

    seedDb();
    await tab(store).load();
    expect(findObject('demo', 'product_picture/a.png')?.bytes).toEqual(PIXEL);
  });

  it('are written once each, and dropped from the store with their rows', async () => {
    const store = memoryStore();
    const write = vi.spyOn(store, 'write');
    const shared = tab(store);
    await shared.run(upload('product_picture/a.png'), true);
    await shared.run(upload('product_picture/b.png'), true);
    expect(write.mock.calls.map(([{ newPictures }]) => [...newPictures.keys()])).toEqual([
      ['demo/product_picture/a.png'],
      ['demo/product_picture/b.png'],
    ]);

    await shared.reseed();
    expect(await store.pictures(['demo/product_picture/a.png'])).toEqual(new Map());
  });
});

describe('persistence when the browser storage is full', () => {
  function fullAfterFirstSave() {
    const store = memoryStore();
    const write = store.write;
    let saves = 0;
    store.write = async (change) => {
      saves += 1;
      if (saves > 1 && saves < 4) throw new DOMException('full', 'QuotaExceededError');
      return write(change);
    };
    return store;
  }

  it('keeps the last good copy and says so once, until a save succeeds again', async () => {
    const store = fullAfterFirstSave();
    const onSaveFailed = vi.fn();
    const shared = tab(store, onSaveFailed);
    await shared.run(renaming(1, 'Saved'), true);
    await shared.run(renaming(2, 'Not saved'), true);
    await shared.run(renaming(3, 'Not saved either'), true);
    expect(onSaveFailed).toHaveBeenCalledOnce();
    expect(onSaveFailed.mock.calls[0][0]).toMatchObject({ name: 'QuotaExceededError' });
    const kept = await storedDb(store);
    expect(kept.revision).toBe(1);
    expect(kept.tables.product.slice(0, 3).map((row) => row.product_name)).toEqual([
      'Saved',
      expect.not.stringMatching('Not saved'),
      expect.not.stringMatching('Not saved'),
    ]);
    // The tab still responds with its changes, and the next save that succeeds stores them all.
    expect(productName(3)).toBe('Not saved either');
    await shared.run(renaming(4, 'Room again'), true);
    expect((await storedDb(store)).tables.product[2].product_name).toBe('Not saved either');
  });
});

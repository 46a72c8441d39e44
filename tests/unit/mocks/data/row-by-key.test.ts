import { describe, expect, it } from 'vitest';
import { db, rowByKey } from '../../../../mocks/data/db';
import { seedDb } from '../../../../mocks/data/seed';
import { restoreSnapshot, tableNames, takeSnapshot } from '../../../../mocks/data/snapshot';

/**
 * `rowByKey` reads @mswjs/data's own store, which is not its public API: these fail when an
 * upgrade moves it, before any handler responds wrongly.
 */
describe('rows by key', () => {
  it('finds every row of every table as the public query does', () => {
    db.cart.create({ id: 'session-a', item_ids: [], last_used_at: 0 });
    for (const name of tableNames()) {
      const table = db[name] as unknown as { getAll(): Array<{ id: string | number }> };
      for (const row of table.getAll()) expect(rowByKey(name, row.id)).toBe(row);
    }
    expect(rowByKey('product', 1)).toEqual(db.product.findFirst({ where: { id: { equals: 1 } } }));
  });

  it('sees writes made past the mock: creates, updates, deletes, restores and reseeds', () => {
    const snapshot = takeSnapshot();
    db.product.update({ where: { id: { equals: 1 } }, data: { product_name: 'Renamed' } });
    expect(rowByKey('product', 1)?.product_name).toBe('Renamed');

    db.cart.create({ id: 'session-b', item_ids: [7], last_used_at: 0 });
    expect(rowByKey('cart', 'session-b')?.item_ids).toEqual([7]);

    db.product.delete({ where: { id: { equals: 2 } } });
    expect(rowByKey('product', 2)).toBeUndefined();

    restoreSnapshot(snapshot);
    expect(rowByKey('product', 1)?.product_name).not.toBe('Renamed');
    expect(rowByKey('product', 2)).toBeDefined();
    expect(rowByKey('cart', 'session-b')).toBeUndefined();

    seedDb({ products: 3 });
    expect(rowByKey('product', 3)).toBeDefined();
    expect(rowByKey('product', 4)).toBeUndefined();
  });
});

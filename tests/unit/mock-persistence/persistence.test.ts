import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, nextId } from '../../../mocks/db';
import {
  createSaver,
  loadOrSeed,
  saveDb,
  STORE_KEY,
  STORE_PREFIX,
} from '../../../mocks/persistence';
import { seedDb } from '../../../mocks/seed';
import { restoreSnapshot, tableCounts, takeSnapshot } from '../../../mocks/snapshot';

const seed = vi.fn(() => seedDb());

afterEach(() => {
  localStorage.clear();
  seed.mockClear();
  vi.useRealTimers();
});

function renameProduct(id: number, product_name: string) {
  db.product.update({ where: { id: { equals: id } }, data: { product_name } });
}

const productName = (id: number) =>
  db.product.findFirst({ where: { id: { equals: id } } })?.product_name;

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

  it('refuses something that is not a snapshot', () => {
    expect(() => restoreSnapshot({ product: 'nope' } as never)).toThrow();
  });
});

describe('persistence', () => {
  it('loads the stored data instead of seeding', () => {
    renameProduct(1, 'Persisted name');
    saveDb(localStorage);
    seedDb();
    expect(loadOrSeed(localStorage, seed)).toBe('restored');
    expect(seed).not.toHaveBeenCalled();
    expect(productName(1)).toBe('Persisted name');
  });

  it('seeds when nothing is stored', () => {
    renameProduct(1, 'Lost on start');
    expect(loadOrSeed(localStorage, seed)).toBe('seeded');
    expect(productName(1)).not.toBe('Lost on start');
  });

  it('reseeds and drops a corrupt store instead of failing', () => {
    localStorage.setItem(STORE_KEY, '{not json');
    expect(loadOrSeed(localStorage, seed)).toBe('seeded');
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
    expect(tableCounts().product).toBe(40);
  });

  it('reseeds when the store was written by another db schema', () => {
    saveDb(localStorage);
    const stored = JSON.parse(localStorage.getItem(STORE_KEY)!);
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...stored, schema: 'product(id:number)' }));
    expect(loadOrSeed(localStorage, seed)).toBe('seeded');
    expect(seed).toHaveBeenCalledOnce();
  });

  it('reseeds when the tables do not have the shape of the db', () => {
    saveDb(localStorage);
    const stored = JSON.parse(localStorage.getItem(STORE_KEY)!);
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ ...stored, tables: { ...stored.tables, product: 'x' } }),
    );
    expect(loadOrSeed(localStorage, seed)).toBe('seeded');
  });

  it('forgets stores of older schema versions', () => {
    localStorage.setItem(`${STORE_PREFIX}v0`, '{}');
    loadOrSeed(localStorage, seed);
    expect(localStorage.getItem(`${STORE_PREFIX}v0`)).toBeNull();
  });

  it('saves once after a burst of changes, and at once on flush', () => {
    vi.useFakeTimers();
    const saver = createSaver(localStorage, 100);
    saver.schedule();
    renameProduct(2, 'Burst');
    saver.schedule();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(JSON.parse(localStorage.getItem(STORE_KEY)!).tables.product[1].product_name).toBe(
      'Burst',
    );

    renameProduct(2, 'Flushed');
    saver.schedule();
    saver.flush();
    expect(localStorage.getItem(STORE_KEY)).toContain('Flushed');
  });
});

describe('persistence when the browser storage is full', () => {
  it('drops the store rather than keep an older copy', () => {
    saveDb(localStorage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveDb(localStorage);
    setItem.mockRestore();
    warn.mockRestore();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });
});

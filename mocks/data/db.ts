import { drop, factory, nullable, primaryKey } from '@mswjs/data';
import { forwardedToSession, perSession } from '../sessions/session-state';

/**
 * The mock backend's tables, shaped like production's. Money is stored as numbers with at most
 * two decimals; dates as ISO 8601 without an offset (UTC), as production sends them.
 */
const createDb = () =>
  factory({
    user: {
      id: primaryKey(Number),
      username: String,
      name: String,
      email: String,
      password: String,
    },
    product: {
      id: primaryKey(Number),
      product_name: String,
      description: String,
      price: Number,
      quantity: Number,
      /** One of production's product types (src/config/rules/product.ts). */
      product_type: String,
      /** Stored as sent (the spec's sub-categories, lowercase). */
      product_sub_type: String,
      image_url: String,
      created_at: String,
    },
    /** Access tokens issued at login and refresh (the `access_token` cookie's value). */
    accessToken: {
      id: primaryKey(String),
      user_id: Number,
      /** Milliseconds on the mock clock. */
      expires_at: Number,
    },
    /** Refresh tokens issued at login (the `refresh_token` cookie's value); never rotated. */
    refreshToken: {
      id: primaryKey(String),
      user_id: Number,
      expires_at: Number,
    },
    /**
     * A visitor's cart, keyed by its X-Session-ID: made by its first line, deleted with its last
     * (as production's) or after a while unused (mocks/data/carts.ts).
     */
    cart: {
      id: primaryKey(String),
      /** Its lines' ids in the order added, so a cart is read by key, not by scanning every line. */
      item_ids: (): number[] => [],
      /** Milliseconds on the mock clock. */
      last_used_at: Number,
    },
    /** A cart's line; `session_id` is its cart's key. */
    cartItem: {
      id: primaryKey(Number),
      session_id: String,
      product_id: Number,
      quantity: Number,
    },
    order: {
      id: primaryKey(Number),
      session_id: String,
      name: String,
      last_name: String,
      phone: String,
      address: String,
      email: nullable(String),
      created_at: String,
      /** pending, accepted or rejected; `finished` is a separate flag. */
      status: String,
      finished: Boolean,
    },
    /** Order lines keep product and quantity only: responses show the product's current data. */
    orderLine: {
      id: primaryKey(Number),
      order_id: Number,
      product_id: Number,
      quantity: Number,
    },
    /** Firebase Storage objects (mocks/storage): keyed "bucket/full path", bytes as base64. */
    storageObject: {
      id: primaryKey(String),
      bucket: String,
      full_path: String,
      content_type: String,
      data_base64: String,
      download_token: String,
      generation: String,
      time_created: String,
    },
  });

type MockDb = ReturnType<typeof createDb>;
const dbOfSession = perSession(createDb);
/** The current session's tables (mocks/sessions/session-state.ts). */
export const db: MockDb = forwardedToSession(dbOfSession);

export type ModelName =
  | 'user'
  | 'product'
  | 'accessToken'
  | 'refreshToken'
  | 'cart'
  | 'cartItem'
  | 'order'
  | 'orderLine'
  | 'storageObject';

export type ProductRecord = ReturnType<typeof db.product.create>;
export type UserRecord = ReturnType<typeof db.user.create>;
export type CartRecord = ReturnType<typeof db.cart.create>;
export type CartItemRecord = ReturnType<typeof db.cartItem.create>;
export type OrderRecord = ReturnType<typeof db.order.create>;

type NumberedModel = Exclude<ModelName, 'accessToken' | 'refreshToken' | 'cart' | 'storageObject'>;
const lastIdsOfSession = perSession(() => new Map<NumberedModel, number>());

/**
 * The next free numeric id of a table: above every row it holds now (other tabs of the demo and
 * provider states add rows this module did not number) and above every id it gave out (a
 * deleted row's id is not given again, as a database sequence does).
 */
export function nextId(model: NumberedModel): number {
  const rows = db[model].getAll() as Array<{ id: number }>;
  const lastIds = lastIdsOfSession();
  const highest = rows.reduce((max, row) => Math.max(max, row.id), lastIds.get(model) ?? 0);
  lastIds.set(model, highest + 1);
  return highest + 1;
}

/** @mswjs/data's own store of the rows: a Map per table, keyed by primary key. */
interface RowStore {
  getModel(model: ModelName): Map<string | number, unknown>;
}

const rowStoreOfSession = perSession((): RowStore => {
  const tables = dbOfSession();
  const key = Object.getOwnPropertySymbols(tables).find(
    (symbol) => symbol.description === 'databaseInstance',
  );
  const store = key && (tables as unknown as Record<symbol, Partial<RowStore>>)[key];
  if (typeof store?.getModel !== 'function') {
    throw new Error('@mswjs/data no longer keeps its rows where mocks/data/db.ts reads them.');
  }
  return store as RowStore;
});

type RowOf<Model extends ModelName> = ReturnType<(typeof db)[Model]['create']>;

/**
 * The row of that primary key, read at once. @mswjs/data finds a row by scanning its whole
 * table, even by primary key, slow with thousands of rows (docs/performance.md, "Pictures,
 * scale and the mock server"); its own store is a Map keyed by
 * primary key, so it is right whoever wrote the row: a handler, a restored snapshot, a provider
 * state, another tab through @mswjs/data's sync. That store is not public API:
 * tests/unit/mocks/data/row-by-key.test.ts fails if an upgrade moves it.
 */
export function rowByKey<Model extends ModelName>(
  model: Model,
  key: string | number,
): RowOf<Model> | undefined {
  return rowStoreOfSession().getModel(model).get(key) as RowOf<Model> | undefined;
}

/** A product whatever its stock: soft-deleted products (stock 0) are still found. */
export function findProduct(id: number): ProductRecord | undefined {
  return rowByKey('product', id);
}

/** A moment as production writes dates: ISO 8601 to the second, without an offset (UTC). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export function clearDb(): void {
  drop(dbOfSession());
  lastIdsOfSession().clear();
}

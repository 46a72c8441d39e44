import { drop, factory, nullable, primaryKey } from '@mswjs/data';

/** The mock backend's tables. Money is stored as numbers with at most two decimals. */
export const db = factory({
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
    category: String,
    sub_category: String,
    image_url: String,
    created_at: String,
    deleted_at: nullable(String),
  },
  /** One row per visitor session, keyed by the X-Session-ID header. */
  session: {
    id: primaryKey(String),
    csrf_token: String,
    user_id: nullable(Number),
    access_expires_at: Number,
    refresh_expires_at: Number,
  },
  /** A session's cart is the set of its cart items. */
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
    email: String,
    created_at: String,
    total_price: Number,
    status: String,
    finished: Boolean,
  },
  /** Order lines copy the product's name, image and price, so later edits never change them. */
  orderLine: {
    id: primaryKey(Number),
    order_id: Number,
    product_id: Number,
    name: String,
    image: String,
    quantity: Number,
    price: Number,
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

export type Db = typeof db;
export type ModelName =
  'user' | 'product' | 'session' | 'cartItem' | 'order' | 'orderLine' | 'storageObject';

export type ProductRecord = ReturnType<typeof db.product.create>;
export type SessionRecord = ReturnType<typeof db.session.create>;
export type UserRecord = ReturnType<typeof db.user.create>;
export type CartItemRecord = ReturnType<typeof db.cartItem.create>;
export type OrderRecord = ReturnType<typeof db.order.create>;
export type OrderLineRecord = ReturnType<typeof db.orderLine.create>;

type NumberedModel = Exclude<ModelName, 'session' | 'storageObject'>;
const lastIds = new Map<NumberedModel, number>();

/** The next free numeric id of a table. */
export function nextId(model: NumberedModel): number {
  let last = lastIds.get(model);
  if (last === undefined) {
    const rows = db[model].getAll() as Array<{ id: number }>;
    last = rows.reduce((max, row) => Math.max(max, row.id), 0);
  }
  lastIds.set(model, last + 1);
  return last + 1;
}

/** Products that are not soft-deleted: the one filter every product query goes through. */
export function liveProducts(): ProductRecord[] {
  return db.product.getAll().filter((product) => product.deleted_at === null);
}

export function findLiveProduct(id: number): ProductRecord | undefined {
  const product = db.product.findFirst({ where: { id: { equals: id } } });
  return product && product.deleted_at === null ? product : undefined;
}

export function clearDb(): void {
  drop(db);
  lastIds.clear();
}

/** Rounds a money amount to cents. */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

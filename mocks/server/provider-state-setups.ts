import { addCartLine, dropCart, removeCartLine } from '../data/carts';
import { clock } from '../data/clock';
import { db, findProduct, isoDate, nextId, rowByKey, type UserRecord } from '../data/db';
import { DEMO_USER, SEED_ORDERS } from '../data/seed';
import { issueAccessToken, issueRefreshToken } from '../auth/tokens';
import { keepingTables } from '../data/snapshot';

/**
 * Pact provider states (docs/api-contract.md, "Provider states": names, params and setup responses
 * are an interface for the API team). Setups are idempotent and keep sign-ins and carts, so
 * several states can stack up for one interaction; `teardown` restores the seed between
 * interactions. Params other than the listed ones (older pacts send `sessionId` and `csrfToken`
 * everywhere, `userId`, `itemIds`) are tolerated and never required.
 */
export type StateParams = Record<string, unknown>;

export interface ProviderStateContext {
  /** Restores the seed (the HTTP server's configured size). */
  reseed(): void;
}

type StateSetup = (params: StateParams, context: ProviderStateContext) => StateParams;

/** The cart of the pacts when a state names no `sessionId`. */
export const DEFAULT_PACT_SESSION_ID = 'pact-session';

function text(params: StateParams, key: string, fallback: string): string {
  const value = params[key];
  return typeof value === 'string' && value ? value : fallback;
}

/** Reseeds, keeping the accounts, the tokens and the carts an earlier state made. */
function reseedKeepingSignIns(context: ProviderStateContext): void {
  keepingTables(['user', 'accessToken', 'refreshToken', 'cart', 'cartItem'], context.reseed);
}

/** The product with that id, in stock (at least `stock`), reseeding if it is gone. */
function ensureProductInStock(id: number, stock: number, context: ProviderStateContext): void {
  if (!findProduct(id)) reseedKeepingSignIns(context);
  const product = findProduct(id);
  if (!product) throw new Error(`The seed has no product ${id}.`);
  if (product.quantity < stock) {
    db.product.update({ where: { id: { equals: id } }, data: { quantity: stock } });
  }
}

/**
 * At least `count` products of the sub-category in stock: more are made from product 1's name,
 * text, price and picture, a minute apart before now.
 */
function ensureSubCategoryStock(
  category: string,
  subCategory: string,
  count: number,
  context: ProviderStateContext,
): void {
  ensureProductInStock(1, 1, context);
  const { product_name, description, price, image_url } = findProduct(1)!;
  const inStock = db.product
    .getAll()
    .filter(
      (product) =>
        product.quantity > 0 &&
        product.product_type === category &&
        product.product_sub_type === subCategory,
    ).length;
  for (let made = inStock; made < count; made += 1) {
    db.product.create({
      id: nextId('product'),
      product_name,
      description,
      price,
      image_url,
      quantity: 1 + (made % 5),
      product_type: category,
      product_sub_type: subCategory,
      created_at: isoDate(clock.now() - (made + 1) * 60_000),
    });
  }
}

/**
 * The staff account of `username` and `password` (default: the demo admin), created or given
 * that password. Without a username, an older pact's `userId` names an existing account.
 */
function ensureStaffAccount(params: StateParams): UserRecord {
  if (typeof params.username !== 'string' && typeof params.userId === 'number') {
    const byId = db.user.findFirst({ where: { id: { equals: params.userId } } });
    if (byId) return byId;
  }
  const username = text(params, 'username', DEMO_USER.username);
  const password = text(params, 'password', DEMO_USER.password);
  const existing = db.user.findFirst({ where: { username: { equals: username } } });
  if (existing) {
    return db.user.update({ where: { id: { equals: existing.id } }, data: { password } })!;
  }
  return db.user.create({
    id: nextId('user'),
    username,
    password,
    name: username,
    email: `${username}@webshop.test`,
  });
}

function sessionIdOf(params: StateParams): string {
  return text(params, 'sessionId', DEFAULT_PACT_SESSION_ID);
}

export const providerStates: Record<string, StateSetup> = {
  /** Signs the account in as login would; the verifier sends the cookie header it returns. */
  'a staff user is signed in': (params) => {
    const user = ensureStaffAccount(params);
    const access = issueAccessToken(user.id);
    const refresh = issueRefreshToken(user.id);
    return { cookie: `${access.name}=${access.value}; ${refresh.name}=${refresh.value}` };
  },

  /** Signed in, but the access cookie is gone (expired): only the refresh token is sent. */
  'the access token has expired': (params) => {
    const user = ensureStaffAccount(params);
    const refresh = issueRefreshToken(user.id);
    return { cookie: `${refresh.name}=${refresh.value}` };
  },

  /** Nothing to do: the visitor sends no auth cookie. */
  'the visitor is not signed in': () => ({}),

  'a staff account exists': (params) => {
    ensureStaffAccount(params);
    return {};
  },

  'the cart holds two items': (params, context) => {
    // Stock for the two units and one increase.
    ensureProductInStock(1, 3, context);
    ensureProductInStock(2, 2, context);
    const sessionId = sessionIdOf(params);
    dropCart(sessionId);
    // `itemIds` (older pacts) pins the lines' ids.
    const ids = Array.isArray(params.itemIds) ? params.itemIds.map(Number) : [];
    for (const id of ids) {
      const pinned = rowByKey('cartItem', id);
      if (pinned) removeCartLine(pinned);
    }
    const lines = [
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ].map((line, index) =>
      addCartLine(sessionId, line, Number.isSafeInteger(ids[index]) ? ids[index] : undefined),
    );
    return { firstItemId: lines[0].id, secondItemId: lines[1].id };
  },

  'the cart is empty': (params) => {
    dropCart(sessionIdOf(params));
    return {};
  },

  'a product with id 1 exists': (_params, context) => {
    ensureProductInStock(1, 2, context);
    return {};
  },

  'the product with id 1 is sold out': (_params, context) => {
    if (!findProduct(1)) reseedKeepingSignIns(context);
    db.product.update({ where: { id: { equals: 1 } }, data: { quantity: 0 } });
    return {};
  },

  '49 products of a sub-category are in stock': (params, context) => {
    const category = text(params, 'category', 'technology');
    ensureSubCategoryStock(category, text(params, 'subCategory', 'laptops'), 49, context);
    return {};
  },

  'no product with id 999 exists': () => {
    db.product.delete({ where: { id: { equals: 999 } } });
    return {};
  },

  '12 orders exist': (_params, context) => {
    if (db.order.count() !== 12) reseedKeepingSignIns(context);
    if (db.order.count() !== 12) throw new Error(`The seed makes ${SEED_ORDERS} orders, not 12.`);
    return {};
  },

  'an order with id 1 exists': (_params, context) => {
    const hasLine = () => db.orderLine.count({ where: { order_id: { equals: 1 } } }) > 0;
    if (!db.order.findFirst({ where: { id: { equals: 1 } } }) || !hasLine()) {
      reseedKeepingSignIns(context);
    }
    return {};
  },

  'no order with id 999 exists': () => {
    db.order.delete({ where: { id: { equals: 999 } } });
    db.orderLine.deleteMany({ where: { order_id: { equals: 999 } } });
    return {};
  },
};

export class UnknownProviderStateError extends Error {
  constructor(readonly state: string) {
    super(`Unknown provider state "${state}". Known: ${Object.keys(providerStates).join(', ')}.`);
  }
}

export type StateAction = 'setup' | 'teardown';

/** What Pact's verifier posts to the provider-state URL. */
export function applyProviderState(
  state: string,
  action: StateAction,
  params: StateParams,
  context: ProviderStateContext,
): StateParams {
  const setup = providerStates[state];
  if (!setup) throw new UnknownProviderStateError(state);
  if (action === 'teardown') {
    context.reseed();
    return {};
  }
  return setup(params, context);
}

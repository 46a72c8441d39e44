import { clock } from './clock';
import { db, findProduct, nextId } from './db';
import { DEMO_USER, SEED_ORDERS } from './seed';
import { signInSession } from './session';
import { keepingTables } from './snapshot';

/**
 * Pact provider states: facts an interaction needs, each made true by a setup function.
 * Setups are idempotent and keep existing sessions, so several states can stack up for
 * one interaction; `teardown` restores the seed between interactions.
 */
export type StateParams = Record<string, unknown>;

export interface ProviderStateContext {
  /** Restores the seed (the HTTP server's configured size). */
  reseed(): void;
}

type StateSetup = (params: StateParams, context: ProviderStateContext) => StateParams | void;

export const DEFAULT_PACT_SESSION = { sessionId: 'pact-session', csrfToken: 'pact-csrf-token' };

function text(params: StateParams, key: string, fallback: string): string {
  const value = params[key];
  return typeof value === 'string' && value ? value : fallback;
}

/** Reseeds, keeping every session (and so a sign-in made by an earlier state). */
function reseedKeepingSessions(context: ProviderStateContext): void {
  keepingTables(['session'], context.reseed);
}

/** The product with that id, in stock (at least `stock`), reseeding if it is gone. */
function ensureProductInStock(id: number, stock: number, context: ProviderStateContext): void {
  if (!findProduct(id)) reseedKeepingSessions(context);
  const product = findProduct(id);
  if (!product) throw new Error(`The seed has no product ${id}.`);
  if (product.quantity < stock) {
    db.product.update({ where: { id: { equals: id } }, data: { quantity: stock } });
  }
}

/** The session of the params, created (or given the params' CSRF token) when needed. */
function ensureSession(params: StateParams) {
  const sessionId = text(params, 'sessionId', DEFAULT_PACT_SESSION.sessionId);
  const existing = db.session.findFirst({ where: { id: { equals: sessionId } } });
  const csrfToken = text(
    params,
    'csrfToken',
    existing?.csrf_token ?? DEFAULT_PACT_SESSION.csrfToken,
  );
  if (existing) {
    return db.session.update({
      where: { id: { equals: sessionId } },
      data: { csrf_token: csrfToken },
    })!;
  }
  return db.session.create({
    id: sessionId,
    csrf_token: csrfToken,
    user_id: null,
    access_expires_at: 0,
    refresh_expires_at: 0,
  });
}

export const providerStates: Record<string, StateSetup> = {
  'a product with id 1 exists': (_params, context) => {
    ensureProductInStock(1, 2, context);
    return { productId: 1 };
  },

  'no product with id 999 exists': () => {
    db.product.delete({ where: { id: { equals: 999 } } });
    return { productId: 999 };
  },

  'a staff user is signed in': (params) => {
    const session = ensureSession(params);
    // `userId` names the signed-in user (default: the demo admin, id 1 in the seed).
    const admin =
      typeof params.userId === 'number'
        ? db.user.findFirst({ where: { id: { equals: params.userId } } })
        : db.user.findFirst({ where: { username: { equals: DEMO_USER.username } } });
    if (!admin)
      throw new Error(`No user ${String(params.userId ?? DEMO_USER.username)} to sign in.`);
    signInSession(session.id, admin.id);
    return { sessionId: session.id, csrfToken: session.csrf_token, userId: admin.id };
  },

  'the cart holds two items': (params, context) => {
    ensureProductInStock(1, 2, context);
    ensureProductInStock(2, 1, context);
    const session = ensureSession(params);
    db.cartItem.deleteMany({ where: { session_id: { equals: session.id } } });
    // `itemIds` pins the lines' ids, for interactions that name a cart item in the request.
    const ids = Array.isArray(params.itemIds) ? params.itemIds.map(Number) : [];
    for (const id of ids) db.cartItem.delete({ where: { id: { equals: id } } });
    const lines = [
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ].map((line, index) =>
      db.cartItem.create({ id: ids[index] ?? nextId('cartItem'), session_id: session.id, ...line }),
    );
    const [firstItemId, secondItemId] = lines.map((line) => line.id);
    return {
      sessionId: session.id,
      cartItemIds: [firstItemId, secondItemId],
      firstItemId,
      secondItemId,
    };
  },

  '12 orders exist': (_params, context) => {
    if (db.order.count() !== 12) reseedKeepingSessions(context);
    if (db.order.count() !== 12) throw new Error(`The seed makes ${SEED_ORDERS} orders, not 12.`);
    return { totalOrders: 12 };
  },

  'an order with id 1 exists': (_params, context) => {
    if (!db.order.findFirst({ where: { id: { equals: 1 } } })) reseedKeepingSessions(context);
    return { orderId: 1 };
  },

  'no order with id 999 exists': () => {
    db.order.delete({ where: { id: { equals: 999 } } });
    return { orderId: 999 };
  },

  'the visitor is not signed in': (params) => {
    const session = ensureSession(params);
    db.session.update({
      where: { id: { equals: session.id } },
      data: { user_id: null, access_expires_at: 0, refresh_expires_at: 0 },
    });
    return { sessionId: session.id, csrfToken: session.csrf_token };
  },

  'a staff account exists': (params) => {
    const username = text(params, 'username', DEMO_USER.username);
    const password = text(params, 'password', DEMO_USER.password);
    const existing = db.user.findFirst({ where: { username: { equals: username } } });
    const user = existing
      ? db.user.update({ where: { id: { equals: existing.id } }, data: { password } })!
      : db.user.create({
          id: nextId('user'),
          username,
          password,
          name: username,
          email: `${username}@webshop.test`,
        });
    return { userId: user.id, username };
  },

  'the access token has expired': (params, context) => {
    const signedIn = providerStates['a staff user is signed in'](params, context) as StateParams;
    db.session.update({
      where: { id: { equals: String(signedIn.sessionId) } },
      data: { access_expires_at: clock.now() - 1 },
    });
    return signedIn;
  },

  'the cart is empty': (params) => {
    const session = ensureSession(params);
    db.cartItem.deleteMany({ where: { session_id: { equals: session.id } } });
    return { sessionId: session.id, csrfToken: session.csrf_token };
  },

  'the product with id 1 is sold out': (_params, context) => {
    if (!findProduct(1)) reseedKeepingSessions(context);
    db.product.update({ where: { id: { equals: 1 } }, data: { quantity: 0 } });
    return { productId: 1 };
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
  return setup(params, context) ?? {};
}

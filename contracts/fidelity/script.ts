import type { EndpointName } from '../../src/config/endpoints';
import type { RecordedResponse, CallRequest, Visitor } from './http-client';
import { CannotRun, need, type Side } from './side';

/**
 * The script of calls the drift check sends to both APIs, in order. Each call makes its request
 * (and any it needs first, not compared) with what earlier calls made on the same side, so no
 * seed has to match: the script creates its own product, carts and order.
 */
export interface ScriptedCall {
  /** `<endpoint>: <case>`; the endpoint is a name of the endpoint table. */
  name: string;
  endpoint: EndpointName;
  /** Changes data on the server (a live one needs `--allow-writes` unless it is on loopback). */
  writes: boolean;
  run(side: Side): Promise<RecordedResponse>;
  /**
   * The same call without these query parameters (a consumer request's), as production, which
   * ignores parameters it does not know, reads it; undefined when the call sends none of them.
   */
  runWithout?(side: Side, parameters: readonly string[]): Promise<RecordedResponse> | undefined;
  /** Said in the list of what the check created, when the call succeeded. */
  creates?(side: Side): string;
  /** Reads what the later calls need out of a successful response. */
  learn?(side: Side, body: unknown): void;
}

/** A staff account's id nobody has, and the same for products, cart lines and orders. */
const UNKNOWN_ID = 987_654_321;

const customer = {
  name: 'Fidelity',
  last_name: 'Check',
  phone: '+387 61 000 000',
  address: 'Loopback Street 1',
  email: 'fidelity-check@example.com',
};

function product(side: Side, overrides: Record<string, unknown> = {}) {
  return {
    product_name: side.productName,
    description: 'Made by the fidelity check; safe to delete.',
    price: 12.5,
    image_url: 'https://example.com/fidelity-check.png',
    quantity: 2,
    category: 'tools',
    sub_category: 'hand tools',
    ...overrides,
  };
}

/** The five fields of a product edit. */
function productEdit(side: Side, overrides: Record<string, unknown> = {}) {
  const { product_name, price, image_url, quantity } = product(side, overrides);
  const description = 'Edited by the fidelity check; safe to delete.';
  return { product_name, description, price, image_url, quantity };
}

type RequestOf = (side: Side) => Omit<CallRequest, 'endpoint'>;

/** A call of one endpoint by one of the side's visitors. */
function call(
  name: string,
  who: (side: Side) => Visitor,
  request: RequestOf,
  extra: Partial<Pick<ScriptedCall, 'writes' | 'creates' | 'learn'>> = {},
): ScriptedCall {
  const endpoint = name.split(':')[0] as EndpointName;
  return {
    name,
    endpoint,
    writes: extra.writes ?? false,
    creates: extra.creates,
    learn: extra.learn,
    run: (side) => who(side).call({ endpoint, ...request(side) }),
    runWithout: (side, parameters) => {
      const made = request(side);
      const query = Object.entries(made.query ?? {});
      if (!query.some(([parameter]) => parameters.includes(parameter))) return undefined;
      const kept = query.filter(([parameter]) => !parameters.includes(parameter));
      return who(side).call({ endpoint, ...made, query: Object.fromEntries(kept) });
    },
  };
}

const staff = (side: Side) => side.staff;
const guest = (side: Side) => side.guest;

/** A visitor holding only the staff's refresh cookie (the access cookie expired). */
const refreshOnly = new WeakMap<Side, Visitor>();
function onlyRefreshCookie(side: Side): Visitor {
  let visitor = refreshOnly.get(side);
  if (!visitor) {
    visitor = side.visitor();
    visitor.setCookie('refresh_token', need(side.staff.cookie('refresh_token'), 'refresh cookie'));
    refreshOnly.set(side, visitor);
  }
  return visitor;
}

const login = (side: Side) => ({ body: { ...side.account } });
const userId = (side: Side) => ({ params: { id: need(side.ids.userId, 'staff user id') } });
const productId = (side: Side) => need(side.ids.productId, 'product of the check');
const line = (side: Side) => ({ id: need(side.ids.cartLineId, 'cart line') });
const orderId = (side: Side) => ({ params: { id: need(side.ids.orderId, 'order of the check') } });
const unknown = () => ({ params: { id: UNKNOWN_ID } });

const cartSessions = new WeakMap<Side, string>();
/** The cart of the cart calls: one fresh session a side. */
function cart(side: Side): string {
  if (!cartSessions.has(side)) cartSessions.set(side, side.freshSession());
  return cartSessions.get(side)!;
}

/** Fills a fresh cart with `quantity` units of the check's product (not compared). */
async function fillCart(side: Side, quantity: number): Promise<string> {
  const sessionId = side.freshSession();
  const response = await side.guest.call({
    endpoint: 'addToCart',
    sessionId,
    body: { product_id: productId(side), quantity },
  });
  if (response.status !== 200) {
    throw new CannotRun(`a cart: filling one returned ${response.status}`);
  }
  side.created.push(`a cart of ${quantity} × "${side.productName}" (X-Session-ID ${sessionId})`);
  return sessionId;
}

const asRecord = (body: unknown) => (body ?? {}) as Record<string, unknown>;
const firstOf = (list: unknown) => (Array.isArray(list) ? asRecord(list[0]) : {});

const auth: ScriptedCall[] = [
  call('login: wrong password', guest, (side) => ({
    body: { ...side.account, password: `${side.account.password}-wrong` },
  })),
  call('login: a field missing', guest, (side) => ({ body: { username: side.account.username } })),
  call('me: a guest', guest, () => ({})),
  call('refresh: not signed in', guest, () => ({})),
  call('logout: not signed in', guest, () => ({ body: {} })),
  call('login: staff', staff, login, {
    creates: (side) => `a sign-in of ${side.account.username} (signed out at the end)`,
  }),
  call('login: already signed in', staff, login),
  call('me: staff', staff, () => ({}), {
    learn: (side, body) => {
      const user = asRecord(asRecord(body).user);
      if (typeof user.id === 'number') side.ids.userId = user.id;
      if (typeof user.name === 'string') side.ids.userName = user.name;
    },
  }),
  call('refresh: the access cookie still sent', staff, () => ({})),
  call('me: only the refresh cookie', onlyRefreshCookie, () => ({})),
  call('refresh: only the refresh cookie', onlyRefreshCookie, () => ({})),
];

const users: ScriptedCall[] = [
  call('getUser: staff', staff, userId),
  call('getUser: unknown id', staff, unknown),
  call('getUser: not signed in', guest, userId),
  ...(
    [
      ['no fields', () => ({})],
      ['bad e-mail', () => ({ email: 'not-an-email' })],
      ['weak password', () => ({ password: 'short' })],
      ['unchanged username', (side: Side) => ({ username: side.account.username })],
    ] as const
  ).map(([what, body]) =>
    call(`updateUser: ${what}`, staff, (side) => ({ ...userId(side), body: body(side) }), {
      writes: true,
    }),
  ),
  call('updateUser: unknown id', staff, () => ({ ...unknown(), body: { name: 'Nobody' } }), {
    writes: true,
  }),
  call(
    'updateUser: the same name',
    staff,
    (side) => ({ ...userId(side), body: { name: need(side.ids.userName, 'staff name') } }),
    { writes: true },
  ),
  call('updateUser: not signed in', guest, (side) => ({ ...userId(side), body: { name: 'X' } }), {
    writes: true,
  }),
];

const products: ScriptedCall[] = [
  call('listProducts: the catalogue', guest, () => ({})),
  call('listProducts: bad sort', guest, () => ({ query: { sort: 'sideways' } })),
  call('createProduct: not signed in', guest, (side) => ({ body: product(side) }), {
    writes: true,
  }),
  call(
    'createProduct: a field empty',
    staff,
    (side) => ({ body: product(side, { description: '' }) }),
    {
      writes: true,
    },
  ),
  call('createProduct: price 0', staff, (side) => ({ body: product(side, { price: 0 }) }), {
    writes: true,
  }),
  call(
    'createProduct: a field missing',
    staff,
    (side) => ({ body: { ...product(side), category: undefined } }),
    { writes: true },
  ),
  call(
    'createProduct: category not lowercase',
    staff,
    (side) => ({
      body: product(side, { product_name: `${side.productName} (category)`, category: 'Tools' }),
    }),
    { writes: true, creates: (side) => `product "${side.productName} (category)"` },
  ),
  call('createProduct: staff', staff, (side) => ({ body: product(side) }), {
    writes: true,
    creates: (side) => `product "${side.productName}" (2 in stock)`,
  }),
  call('listProducts: by name', guest, (side) => ({ query: { name: side.productName } }), {
    learn: (side, body) => {
      const id = firstOf(body).id;
      if (typeof id === 'number') side.ids.productId = id;
    },
  }),
  // The pages of the list (a consumer request): production answers the bare array.
  call('listProducts: a page', guest, () => ({ query: { limit: 2, offset: 1 } })),
  call('listProducts: a category page', guest, () => ({
    query: { category: 'tools', sub_category: 'hand tools', limit: 2 },
  })),
  call('listProducts: limit above 100', guest, () => ({ query: { limit: 101 } })),
  call('listProducts: offset below 0', guest, () => ({ query: { limit: 2, offset: -1 } })),
  call('getProduct: the new one', guest, (side) => ({ params: { id: productId(side) } })),
  call('getProduct: unknown id', guest, unknown),
  call('getProduct: not a number', guest, () => ({ params: { id: 'abc' } })),
  call(
    'updateProduct: staff',
    staff,
    (side) => ({ params: { id: productId(side) }, body: productEdit(side) }),
    { writes: true },
  ),
  call(
    'updateProduct: a field missing',
    staff,
    (side) => ({ params: { id: productId(side) }, body: { product_name: side.productName } }),
    { writes: true },
  ),
  call('updateProduct: unknown id', staff, (side) => ({ ...unknown(), body: productEdit(side) }), {
    writes: true,
  }),
  call(
    'updateProduct: not signed in',
    guest,
    (side) => ({ params: { id: productId(side) }, body: productEdit(side) }),
    { writes: true },
  ),
];

const carts: ScriptedCall[] = [
  call(
    'addToCart: no session',
    guest,
    (side) => ({ body: { product_id: productId(side), quantity: 1 } }),
    {
      writes: true,
    },
  ),
  call('getCart: no session', guest, () => ({})),
  call('getCart: empty', guest, (side) => ({ sessionId: cart(side) })),
  call(
    'addToCart: a product',
    guest,
    (side) => ({ sessionId: cart(side), body: { product_id: productId(side), quantity: 1 } }),
    { writes: true, creates: (side) => `a cart (X-Session-ID ${cart(side)}), emptied later` },
  ),
  call(
    'addToCart: a held line again',
    guest,
    (side) => ({ sessionId: cart(side), body: { product_id: productId(side), quantity: 1 } }),
    { writes: true },
  ),
  call('getCart: one line', guest, (side) => ({ sessionId: cart(side) }), {
    learn: (side, body) => {
      const id = firstOf(asRecord(body).items).id;
      if (typeof id === 'number') side.ids.cartLineId = id;
    },
  }),
  ...(
    [
      ['inc', 'inc'],
      ['inc past the stock', 'inc'],
      ['dec', 'dec'],
      ['dec below 1', 'dec'],
    ] as const
  ).map(([what, direction]) =>
    call(
      `updateCartItem: ${what}`,
      guest,
      (side) => ({ sessionId: cart(side), params: { direction }, body: line(side) }),
      { writes: true },
    ),
  ),
  call(
    'updateCartItem: unknown line',
    guest,
    (side) => ({ sessionId: cart(side), params: { direction: 'inc' }, body: { id: UNKNOWN_ID } }),
    { writes: true },
  ),
  call('removeCartItem: unknown line', guest, (side) => ({ sessionId: cart(side), ...unknown() }), {
    writes: true,
  }),
  call(
    'removeCartItem: no cart',
    guest,
    (side) => ({ sessionId: side.freshSession(), ...unknown() }),
    {
      writes: true,
    },
  ),
  call(
    'removeCartItem: the line',
    guest,
    (side) => ({ sessionId: cart(side), params: line(side) }),
    { writes: true },
  ),
];

/** Checkout with a cart made first (not compared). */
function checkout(
  name: string,
  sessionOf: (side: Side) => Promise<string | undefined>,
  body: Record<string, unknown> = customer,
  extra: Partial<ScriptedCall> = {},
): ScriptedCall {
  return {
    name,
    endpoint: 'createOrder',
    writes: true,
    run: async (side) =>
      side.guest.call({ endpoint: 'createOrder', sessionId: await sessionOf(side), body }),
    ...extra,
  };
}

async function orderCart(side: Side): Promise<string> {
  side.ids.orderSession ??= await fillCart(side, 1);
  return side.ids.orderSession;
}

const orders: ScriptedCall[] = [
  checkout('createOrder: no session', async () => undefined),
  checkout('createOrder: empty cart', async (side) => side.freshSession()),
  checkout('createOrder: data missing', orderCart, { ...customer, name: '' }),
  checkout('createOrder: bad phone', orderCart, { ...customer, phone: 'call me' }),
  checkout(
    'createOrder: stock exhausted',
    async (side) => {
      side.ids.greedySession ??= await fillCart(side, 5);
      return side.ids.greedySession;
    },
    customer,
  ),
  checkout('createOrder: the cart', orderCart, customer, {
    creates: (side) =>
      `an order (the cart of 1 checked out) of 1 × "${side.productName}" by ${customer.name} ${customer.last_name} <${customer.email}> (production e-mails it to staff)`,
  }),
  call(
    'listOrders: newest first',
    staff,
    () => ({ query: { page: 1, page_size: 1, sort_asc: false } }),
    {
      learn: (side, body) => {
        const id = firstOf(asRecord(body).orders).id;
        if (typeof id === 'number') side.ids.orderId = id;
      },
    },
  ),
  call('listOrders: page size 0', staff, () => ({ query: { page: 1, page_size: 0 } })),
  call('listOrders: not signed in', guest, () => ({ query: { page: 1, page_size: 1 } })),
  call('getOrder: the new one', staff, orderId),
  call('getOrder: unknown id', staff, unknown),
  call('getOrder: not signed in', guest, orderId),
  call(
    'setOrderStatus: accepted',
    staff,
    (side) => ({ ...orderId(side), body: { status: 'accepted' } }),
    {
      writes: true,
      creates: (side) => `order ${side.ids.orderId} set to accepted`,
    },
  ),
  call(
    'setOrderStatus: unknown status',
    staff,
    (side) => ({ ...orderId(side), body: { status: 'lost' } }),
    {
      writes: true,
    },
  ),
  call(
    'setOrderStatus: unknown order',
    staff,
    () => ({ ...unknown(), body: { status: 'accepted' } }),
    {
      writes: true,
    },
  ),
  call(
    'setOrderStatus: not signed in',
    guest,
    (side) => ({ ...orderId(side), body: { status: 'accepted' } }),
    {
      writes: true,
    },
  ),
];

const endings: ScriptedCall[] = [
  call('deleteProduct: staff', staff, (side) => ({ params: { id: productId(side) } }), {
    writes: true,
    creates: (side) => `product "${side.productName}" soft-deleted (stock 0)`,
  }),
  call('getProduct: soft-deleted', guest, (side) => ({ params: { id: productId(side) } })),
  call('deleteProduct: unknown id', staff, unknown, { writes: true }),
  call('deleteProduct: not signed in', guest, (side) => ({ params: { id: productId(side) } }), {
    writes: true,
  }),
  call('logout: staff', staff, () => ({ body: {} })),
  call('me: after logout', staff, () => ({})),
];

export const SCRIPT: ScriptedCall[] = [
  ...auth,
  ...users,
  ...products,
  ...carts,
  ...orders,
  ...endings,
];

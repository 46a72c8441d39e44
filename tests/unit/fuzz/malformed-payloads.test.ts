// @vitest-environment node
import fc from 'fast-check';
import { beforeEach, describe, it } from 'vitest';
import { db } from '../../../mocks/data/db';
import { ORDER_STATUSES } from '../../../src/config/constants';
import { endpoints, type EndpointName } from '../../../src/config/endpoints';
import { PRODUCT_TYPES } from '../../../src/config/rules/product';
import {
  expectSaneResponse,
  expectStoreSane,
  freshStore,
  fuzzOptions,
  FUZZ_ORDERS,
  FUZZ_PRODUCTS,
  tally,
  RUNS,
  visitor,
  type Body,
  type Client,
} from './fuzz-client';
import { bodyFor, longEmail, pathId } from './payloads';
import { signIn } from '../support/mock-client';

const PAIRS = Object.entries(PRODUCT_TYPES).flatMap(([type, subs]) =>
  subs.map((sub) => [type, sub] as const),
);

const text = (...values: string[]) => fc.constantFrom(...values);
const price = fc.oneof(
  fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
  fc.constantFrom(1, 9.99, 1500),
);
const quantity = fc.integer({ min: -1, max: 8 });
const productFields = {
  product_name: text('Fuzzy Phone', ' Spaced Name ', 'Ω', '', ' '),
  description: text('A description.', 'x'.repeat(501), ''),
  price: fc.oneof(price, fc.constantFrom(0, -1)),
  quantity,
  image_url: text('https://example.com/a.png', 'data:image/png;base64,AAAA', ''),
};
const customerFields = {
  name: text('Ana', ' '),
  last_name: text('Anić'),
  phone: text('+387 61-234 567', '061234567', '06x'),
  address: text('Titova 1, Sarajevo'),
  email: fc.oneof(text('', 'ana@example.com', 'not-an-email'), longEmail),
};

interface Target {
  name: EndpointName;
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** The largest id of the table the path id points into, so most ids exist. */
  maxId?: number;
  /** The words a `:direction` path segment takes. */
  directions?: string[];
  /** Put something in both carts first, so cart calls can also succeed. */
  fillsCart?: boolean;
  /** A 2xx changes who is signed in: start the next run with fresh sessions. */
  changesSignIn?: boolean;
}

const MUTATING: Target[] = [
  {
    name: 'login',
    fields: { username: text('admin', 'clerk', 'nobody'), password: text('Admin123!', 'nope') },
    changesSignIn: true,
  },
  { name: 'logout', fields: {}, changesSignIn: true },
  { name: 'refresh', fields: {} },
  {
    name: 'updateUser',
    maxId: 3,
    fields: {
      username: text('admin', 'clerk', 'CLERK', ' fuzzer '),
      name: text('New Name'),
      email: fc.oneof(text('new@webshop.test', 'bad@'), longEmail),
      password: text('Secret123!', 'weak'),
    },
  },
  {
    name: 'createProduct',
    fields: {
      ...productFields,
      category: fc.constantFrom(...PAIRS.map(([type]) => type), 'Tools', 'Food'),
      sub_category: fc.constantFrom(...PAIRS.map(([, sub]) => sub), 'Power Tools', 'Bread'),
    },
  },
  { name: 'updateProduct', fields: productFields, maxId: FUZZ_PRODUCTS + 1 },
  { name: 'deleteProduct', fields: {}, maxId: FUZZ_PRODUCTS + 1 },
  {
    name: 'addToCart',
    fields: { product_id: fc.integer({ min: 1, max: FUZZ_PRODUCTS + 2 }), quantity: quantity },
  },
  {
    name: 'updateCartItem',
    fields: { id: fc.integer({ min: 1, max: 40 }) },
    directions: ['inc', 'dec', 'up'],
    fillsCart: true,
  },
  { name: 'removeCartItem', fields: {}, fillsCart: true, maxId: 40 },
  { name: 'createOrder', fields: customerFields, fillsCart: true },
  {
    name: 'setOrderStatus',
    maxId: FUZZ_ORDERS + 1,
    fields: { status: fc.constantFrom(...ORDER_STATUSES, 'pending', 'FINISHED') },
  },
];

/** How the extra, third copy of a request is spoiled (or not sent at all). */
const spoilers: Record<string, (client: Client) => Record<string, string>> = {
  'no session id': () => ({ 'X-Session-ID': '' }),
  'wrong CSRF token': () => ({ 'X-XSRF-TOKEN': 'forged' }),
  'no CSRF token': () => ({ 'X-XSRF-TOKEN': '' }),
  'text/plain body': () => ({ 'Content-Type': 'text/plain' }),
};
const spoiler = fc.option(fc.constantFrom(...Object.keys(spoilers)), { freq: 3 });

/** Restocks a product and puts it in the client's cart (ignoring a refusal). */
async function fillCart(client: Client, productId: number): Promise<void> {
  db.product.update({ where: { id: { equals: productId } }, data: { quantity: 5 } });
  const line = { product_id: productId, quantity: 1 };
  await client.send('POST', endpoints.addToCart.path, { json: line });
}

function pathOf(name: EndpointName, id: string, direction = ''): string {
  // pathId is URL-encoded already; endpointPath would encode it twice.
  return endpoints[name].path.replace(':id', id).replace(':direction', direction);
}

describe('fuzz: malformed payloads never crash a mutating handler', () => {
  let guest: Client;
  let staff: Client;
  beforeEach(async () => {
    ({ guest, staff } = await freshStore());
  });

  for (const target of MUTATING) {
    const { method, path } = endpoints[target.name];
    it(`${method} ${path} returns a 4xx with a detail or a 2xx`, async () => {
      const stats = tally(`${method} ${path}`);
      const input = fc.record({
        body: bodyFor(target.fields),
        id: pathId(target.maxId),
        direction: fc.constantFrom(...(target.directions ?? [''])),
        cartProduct: fc.integer({ min: 1, max: FUZZ_PRODUCTS }),
        spoiled: spoiler,
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, direction, cartProduct, spoiled }) => {
          const url = pathOf(target.name, id, direction);
          const changed = new Set<'guest' | 'staff'>();
          for (const [who, client] of [
            ['guest', guest],
            ['staff', staff],
          ] as const) {
            if (target.fillsCart) await fillCart(client, cartProduct);
            const response = await client.send(method, url, body);
            expectSaneResponse(response, `${who} ${method} ${url} ${describeBody(body)}`);
            stats.count(who, response);
            if (response.status < 300 && target.changesSignIn) changed.add(who);
          }
          if (spoiled) {
            const response = await staff.send(method, url, body, spoilers[spoiled](staff));
            expectSaneResponse(
              response,
              `staff, ${spoiled}: ${method} ${url} ${describeBody(body)}`,
            );
            if (response.status < 300 && target.changesSignIn) changed.add('staff');
          }
          expectStoreSane(`${method} ${url} ${describeBody(body)}`);
          // A guest who signed in is a guest no more; a staff user who signed out signs in again.
          if (changed.has('guest')) guest = await visitor();
          if (changed.has('staff')) await signIn(staff);
        }),
        fuzzOptions(RUNS.payload),
      );
      stats.print();
    });
  }
});

describe('fuzz: random path ids on the GET calls', () => {
  const GETS: Array<[EndpointName, number]> = [
    ['getProduct', FUZZ_PRODUCTS + 1],
    ['getOrder', FUZZ_ORDERS + 1],
    ['getUser', 3],
  ];
  for (const [name, maxId] of GETS) {
    it(`GET ${endpoints[name].path} returns a 4xx with a detail or a 2xx`, async () => {
      const { guest, staff } = await freshStore();
      await fc.assert(
        fc.asyncProperty(pathId(maxId), async (id) => {
          const url = pathOf(name, id);
          expectSaneResponse(await guest.send('GET', url), `guest GET ${url}`);
          expectSaneResponse(await staff.send('GET', url), `staff GET ${url}`);
        }),
        fuzzOptions(RUNS.pathGet),
      );
    });
  }
});

function describeBody(body: Body): string {
  if (body === undefined) return '(no body)';
  const shown = 'raw' in body ? `raw ${JSON.stringify(body.raw)}` : JSON.stringify(body.json);
  return (shown ?? String(shown)).slice(0, 300);
}

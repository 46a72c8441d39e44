// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/data/db';
import { ORDER_STATUSES } from '../../../src/config/constants';
import {
  expectSaneResponse,
  fuzzOptions,
  FUZZ_ORDERS,
  FUZZ_PRODUCTS,
  reseed,
  RUNS,
  staffVisitor,
  tally,
  visitor,
  type FuzzResponse,
  type Client,
} from './fuzz-client';

const PAGE_SIZE = 5;
const QUANTITIES = [1, 2, 3, 4, 5];

interface CartLine {
  id: number;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
}
interface Cart {
  items: CartLine[];
  total_price: number;
}
interface OrderLine {
  product_id: number;
  name: string;
  image: string;
  quantity: number;
  price: number;
}
interface OrderDetail {
  items: OrderLine[];
  order_total: number;
}
interface OrderSummary {
  id: number;
  total_price: number;
}

const CUSTOMERS = {
  valid: { name: 'Ana', last_name: 'Anić', phone: '+387 61-234 567', address: 'Titova 1' },
  withEmail: {
    name: 'Ivo',
    last_name: 'Ivić',
    phone: '061234567',
    address: 'Ferhadija 2',
    email: 'ivo@example.com',
  },
  anyEmail: { name: 'Ana', last_name: 'Anić', phone: '061 234', address: '', email: 'a@' },
  noPhone: { name: 'Ana', last_name: 'Anić', address: 'Titova 1' },
  badPhone: { name: 'Ana', last_name: 'Anić', phone: '06x123', address: 'Titova 1' },
  shortPhone: { name: 'Ana', last_name: 'Anić', phone: '061', address: 'Titova 1' },
  blankName: { name: '  ', last_name: 'Anić', phone: '061234', address: 'Titova 1' },
};
type Customer = keyof typeof CUSTOMERS;
const ACCEPTED_CUSTOMERS: Customer[] = ['valid', 'withEmail', 'anyEmail'];

/** An update that changes only what is added to it. */
const UNCHANGED = { product_name: '', description: '', price: 0, image_url: '', quantity: 0 };

/** Product ids: the seeded ones, a few the sequence may create, and one that never exists. */
const productRef = fc.integer({ min: 1, max: FUZZ_PRODUCTS + 4 });
const shopper = fc.nat(2);
const cents = fc.integer({ min: 1, max: 300_000 }).map((value) => value / 100);

const action = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('add' as const), shopper, product: productRef }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('inc' as const, 'dec' as const, 'remove' as const),
      shopper,
      line: fc.nat(5),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      shopper,
      customer: fc.oneof(
        { arbitrary: fc.constantFrom<Customer>(...ACCEPTED_CUSTOMERS), weight: 3 },
        {
          arbitrary: fc.constantFrom<Customer>('noPhone', 'badPhone', 'shortPhone', 'blankName'),
          weight: 1,
        },
      ),
      peekCart: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      price: cents,
      quantity: fc.constantFrom(...QUANTITIES),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      product: productRef,
      change: fc.oneof(
        cents.map((price) => ({ price })),
        fc.constantFrom(...QUANTITIES).map((quantity) => ({ quantity })),
        fc.constantFrom('Renamed', 'Other Name').map((name) => ({ product_name: name })),
      ),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('delete' as const), product: productRef }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: fc.integer({ min: 1, max: FUZZ_ORDERS + 4 }),
      status: fc.constantFrom(...ORDER_STATUSES),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('ordersPage' as const),
      page: fc.integer({ min: 1, max: 4 }),
    }),
    weight: 1,
  },
  {
    // Every shopper at once (a double click, two tabs): the same product, then checkout.
    arbitrary: fc.record({
      kind: fc.constantFrom('rushAdd' as const, 'rushOrder' as const),
      product: productRef,
    }),
    weight: 1,
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const toCents = (amount: number) => Math.round(amount * 100);
const lineCents = (lines: Array<{ price: number; quantity: number }>) =>
  lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
const productRow = (id: number) => db.product.findFirst({ where: { id: { equals: id } } });
const orderIds = () => new Set(db.order.getAll().map((order) => order.id));

/** One sequence's world: fresh data, its shoppers, a staff user and what it must remember. */
class World {
  /** Each order's lines (product and quantity) as read right after it was placed. */
  readonly orders = new Map<number, Array<[number, number]>>();
  lastResponse: FuzzResponse = { status: 0, contentType: '', text: '' };
  readonly log: string[] = [];
  static readonly stats = tally('action sequences (the last call of each action)');

  private constructor(
    readonly shoppers: Client[],
    readonly staff: Client,
  ) {}

  static async create(shoppers: number): Promise<World> {
    reseed();
    const visitors = [];
    for (let index = 0; index < shoppers; index += 1) visitors.push(await visitor());
    return new World(visitors, await staffVisitor());
  }

  /** A call whose response must be sane; the sequence so far is part of any failure message. */
  async call<T>(client: Client, method: string, path: string, json?: unknown) {
    const response = await client.send(method, path, json === undefined ? undefined : { json });
    this.lastResponse = response;
    this.log.push(`${method} ${path} ${JSON.stringify(json) ?? ''} -> ${response.status}`);
    return { status: response.status, body: expectSaneResponse(response, this.trail()) as T };
  }

  trail(): string {
    return this.log.slice(-12).join('\n');
  }

  async cart(client: Client): Promise<Cart> {
    const { status, body } = await this.call<Cart>(client, 'GET', '/api/get-items');
    expect(status).toBe(200);
    expect(toCents(body.total_price), `cart total\n${this.trail()}`).toBe(lineCents(body.items));
    return body;
  }

  async orderDetail(id: number): Promise<OrderDetail> {
    const { status, body } = await this.call<OrderDetail>(this.staff, 'GET', `/api/order/${id}`);
    expect(status, this.trail()).toBe(200);
    return body;
  }

  /** Places an order; remembers the lines of the order it made, if it made one. */
  async order(client: Client, customer: Customer): Promise<{ status: number; id?: number }> {
    const before = orderIds();
    const { status } = await this.call(client, 'POST', '/api/create-order', CUSTOMERS[customer]);
    const made = [...orderIds()].filter((id) => !before.has(id));
    expect(made.length, this.trail()).toBe(status === 200 ? 1 : 0);
    await this.remember(made);
    return { status, id: made[0] };
  }

  private async remember(ids: number[]): Promise<void> {
    for (const id of ids) {
      const { items } = await this.orderDetail(id);
      this.orders.set(
        id,
        items.map((line) => [line.product_id, line.quantity]),
      );
    }
  }

  async run(step: Action): Promise<void> {
    switch (step.kind) {
      case 'add': {
        const client = this.shopperOf(step.shopper);
        // Read from the store: a line of an unknown product is in the cart but never shown.
        const inCart = db.cartItem
          .findMany({ where: { session_id: { equals: client.sessionId } } })
          .some((line) => line.product_id === step.product);
        const { status } = await this.call(client, 'POST', '/api/add-item', {
          product_id: step.product,
          quantity: 1,
        });
        expect(status, this.trail()).toBe(inCart ? 400 : 200);
        return;
      }
      case 'inc':
      case 'dec':
      case 'remove': {
        const client = this.shopperOf(step.shopper);
        const { items } = await this.cart(client);
        const id = items.length ? items[step.line % items.length].id : 999_999;
        const { status } =
          step.kind === 'remove'
            ? await this.call(client, 'DELETE', `/api/remove-item/${id}`)
            : await this.call(client, 'PATCH', `/api/cart/${step.kind}`, { id });
        if (!items.length) expect(status, this.trail()).toBe(404);
        return;
      }
      case 'order':
        return this.placeOrder(step.shopper, step.customer, step.peekCart);
      case 'rushAdd': {
        const add = { product_id: step.product, quantity: 1 };
        const calls = [...this.shoppers, ...this.shoppers].map((client) =>
          this.call(client, 'POST', '/api/add-item', add),
        );
        await Promise.all(calls);
        return;
      }
      case 'rushOrder': {
        const before = orderIds();
        const calls = this.shoppers.map((client) =>
          this.call(client, 'POST', '/api/create-order', CUSTOMERS.valid),
        );
        const made = (await Promise.all(calls)).filter((response) => response.status === 200);
        const ids = [...orderIds()].filter((id) => !before.has(id));
        expect(ids.length, this.trail()).toBe(made.length);
        await this.remember(ids);
        return;
      }
      case 'create': {
        const { status } = await this.call(this.staff, 'POST', '/api/create/product', {
          product_name: 'Fuzz Product',
          description: 'Made by the fuzz test.',
          price: step.price,
          quantity: step.quantity,
          category: 'tools',
          sub_category: 'other',
          image_url: 'https://example.com/fuzz.png',
        });
        expect(status, this.trail()).toBe(200);
        return;
      }
      case 'edit': {
        const exists = !!productRow(step.product);
        const path = `/api/product/${step.product}`;
        const { status } = await this.call(this.staff, 'PATCH', path, {
          ...UNCHANGED,
          ...step.change,
        });
        expect(status, this.trail()).toBe(exists ? 200 : 404);
        return;
      }
      case 'delete': {
        const exists = !!productRow(step.product);
        const path = `/api/product/${step.product}`;
        const { status } = await this.call(this.staff, 'DELETE', path);
        expect(status, this.trail()).toBe(exists ? 200 : 404);
        if (exists) expect(productRow(step.product)?.quantity, this.trail()).toBe(0);
        return;
      }
      case 'status': {
        const path = `/api/status/order/${step.order}`;
        const before = db.order.findFirst({ where: { id: { equals: step.order } } });
        const { status } = await this.call(this.staff, 'PATCH', path, { status: step.status });
        expect(status, this.trail()).toBe(before ? 200 : 404);
        const after = db.order.findFirst({ where: { id: { equals: step.order } } });
        if (before && step.status === 'finished') {
          expect(after, this.trail()).toMatchObject({ status: before.status, finished: true });
        }
        return;
      }
      case 'ordersPage': {
        await this.ordersPage(step.page);
        return;
      }
    }
  }

  private shopperOf(index: number): Client {
    return this.shoppers[index % this.shoppers.length];
  }

  private async placeOrder(index: number, customer: Customer, peekCart: boolean): Promise<void> {
    const client = this.shopperOf(index);
    const cart = peekCart ? await this.cart(client) : undefined;
    const { status, id } = await this.order(client, customer);
    if (!ACCEPTED_CUSTOMERS.includes(customer)) {
      expect([400, 422], this.trail()).toContain(status);
      return;
    }
    if (cart && !cart.items.length) expect(status, this.trail()).toBe(404);
    if (status !== 200) return;
    if (cart) {
      const detail = await this.orderDetail(id!);
      const expected = cart.items.map(({ product_id, name, price, quantity }) => ({
        product_id,
        name,
        price,
        quantity,
      }));
      const got = detail.items.map(({ product_id, name, price, quantity }) => ({
        product_id,
        name,
        price,
        quantity,
      }));
      expect(got, `order lines = cart lines\n${this.trail()}`).toEqual(expected);
      expect(detail.order_total, this.trail()).toBe(cart.total_price);
    }
    expect((await this.cart(client)).items, `cart emptied\n${this.trail()}`).toEqual([]);
  }

  async ordersPage(page: number): Promise<{ orders: OrderSummary[]; total_orders: number }> {
    const { status, body } = await this.call<{ orders: OrderSummary[]; total_orders: number }>(
      this.staff,
      'GET',
      `/api/orders?page=${page}&page_size=${PAGE_SIZE}`,
    );
    expect(status, this.trail()).toBe(200);
    expect(body.orders.length, this.trail()).toBeLessThanOrEqual(PAGE_SIZE);
    return body;
  }

  /** The invariants every sequence must leave behind. */
  async checkInvariants(): Promise<void> {
    for (const product of db.product.getAll()) {
      expect(product.quantity, `stock of ${product.id}\n${this.trail()}`).toBeGreaterThanOrEqual(0);
    }
    for (const client of this.shoppers) await this.cart(client);

    for (const [id, lines] of this.orders) {
      const { items } = await this.orderDetail(id);
      const kept = items.map((line) => [line.product_id, line.quantity]);
      expect(kept, `order ${id} kept its lines\n${this.trail()}`).toEqual(lines);
      for (const line of items) {
        const product = productRow(line.product_id)!;
        expect(line, `order ${id} at current prices`).toMatchObject({
          name: product.product_name,
          price: product.price,
        });
      }
    }

    await this.checkSoldOutProducts();

    const seen: OrderSummary[] = [];
    let total = 0;
    for (let page = 1; page === 1 || seen.length < total; page += 1) {
      const response = await this.ordersPage(page);
      total = response.total_orders;
      if (!response.orders.length) break;
      seen.push(...response.orders);
    }
    expect(new Set(seen.map((order) => order.id)).size, this.trail()).toBe(total);
    expect(total).toBe(db.order.count());
    for (const summary of seen) {
      const detail = await this.orderDetail(summary.id);
      expect(toCents(detail.order_total), `order ${summary.id} total`).toBe(
        lineCents(detail.items),
      );
      expect(toCents(summary.total_price)).toBe(toCents(detail.order_total));
    }
  }

  /** Products with no stock (soft-deleted or sold): never listed, their details still there. */
  private async checkSoldOutProducts(): Promise<void> {
    const soldOut = db.product.getAll().filter((product) => product.quantity === 0);
    if (!soldOut.length) return;
    const queries = ['', '?sort=asc', '?min_price=0.01&max_price=100000000'];
    for (const row of soldOut) {
      const { status, body } = await this.call<{ product: { quantity: number } }>(
        this.staff,
        'GET',
        `/api/product/${row.id}`,
      );
      expect(status, `sold-out product ${row.id} detail\n${this.trail()}`).toBe(200);
      expect(body.product.quantity).toBe(0);
      const name = encodeURIComponent(row.product_name);
      queries.push(`?name=${name}&min_price=${row.price}&max_price=${row.price}`);
    }
    const soldOutIds = new Set(soldOut.map((row) => row.id));
    for (const query of queries) {
      const { body } = await this.call<Array<{ id: number }>>(
        this.staff,
        'GET',
        `/api/products${query}`,
      );
      const listed = body.map((product) => product.id).filter((id) => soldOutIds.has(id));
      expect(listed, `sold-out products listed by ${query}\n${this.trail()}`).toEqual([]);
    }
  }
}

describe('fuzz: invariants after random shop and staff action sequences', () => {
  it('keeps stock, cart totals, order lines, sold-out products and order pages consistent', async () => {
    const sequence = fc.record({
      shoppers: fc.integer({ min: 1, max: 3 }),
      actions: fc.array(action, { minLength: 1, maxLength: 30, size: 'max' }),
    });
    await fc.assert(
      fc.asyncProperty(sequence, async ({ shoppers, actions }) => {
        const world = await World.create(shoppers);
        for (const step of actions) {
          await world.run(step);
          World.stats.count(step.kind, world.lastResponse);
        }
        await world.checkInvariants();
      }),
      fuzzOptions(RUNS.sequence),
    );
    World.stats.print();
  });
});

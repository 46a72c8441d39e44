// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { ORDER_STATUSES, QUANTITY_CHOICES } from '../../../src/config/constants';
import {
  expectSaneAnswer,
  fuzzOptions,
  FUZZ_ORDERS,
  FUZZ_PRODUCTS,
  PROPERTY_TIMEOUT_MS,
  reseed,
  RUNS,
  staffVisitor,
  tally,
  visitor,
  type Answer,
  type Client,
} from './fuzz-client';

const PAGE_SIZE = 5;

interface CartLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
}
interface Cart {
  items: CartLine[];
  total_price: number;
}
interface OrderLine {
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
  noPhone: { name: 'Ana', last_name: 'Anić', address: 'Titova 1' },
  badPhone: { name: 'Ana', last_name: 'Anić', phone: '06x', address: 'Titova 1' },
  badEmail: { name: 'Ana', last_name: 'Anić', phone: '061', address: 'Titova 1', email: 'a@' },
  blankName: { name: '  ', last_name: 'Anić', phone: '061', address: 'Titova 1' },
};
type Customer = keyof typeof CUSTOMERS;

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
        { arbitrary: fc.constantFrom<Customer>('valid', 'withEmail'), weight: 3 },
        {
          arbitrary: fc.constantFrom<Customer>('noPhone', 'badPhone', 'badEmail', 'blankName'),
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
      quantity: fc.constantFrom(...QUANTITY_CHOICES),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      product: productRef,
      change: fc.oneof(
        cents.map((price) => ({ price })),
        fc.constantFrom(...QUANTITY_CHOICES).map((quantity) => ({ quantity })),
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

/** One sequence's world: fresh data, its shoppers, a staff user and what it must remember. */
class World {
  /** Each order's lines as read right after it was placed. */
  readonly orders = new Map<number, OrderDetail>();
  readonly deleted = new Set<number>();
  lastAnswer: Answer = { status: 0, contentType: '', text: '' };
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

  /** A call whose answer must be sane; the sequence so far is part of any failure message. */
  async call<T>(client: Client, method: string, path: string, json?: unknown) {
    const answer = await client.send(method, path, json === undefined ? undefined : { json });
    this.lastAnswer = answer;
    this.log.push(`${method} ${path} ${JSON.stringify(json) ?? ''} -> ${answer.status}`);
    return { status: answer.status, body: expectSaneAnswer(answer, this.trail()) as T };
  }

  trail(): string {
    return this.log.slice(-12).join('\n');
  }

  async cart(client: Client): Promise<Cart> {
    const { status, body } = await this.call<Cart>(client, 'GET', '/api/cart');
    expect(status).toBe(200);
    expect(toCents(body.total_price), `cart total\n${this.trail()}`).toBe(lineCents(body.items));
    return body;
  }

  async orderDetail(id: number): Promise<OrderDetail> {
    const { status, body } = await this.call<OrderDetail>(this.staff, 'GET', `/api/order/${id}`);
    expect(status, this.trail()).toBe(200);
    return body;
  }

  async run(step: Action): Promise<void> {
    switch (step.kind) {
      case 'add': {
        const { status } = await this.call(this.shopperOf(step.shopper), 'POST', '/api/add-item', {
          product_id: step.product,
          quantity: 1,
        });
        if (this.deleted.has(step.product)) expect(status, this.trail()).toBe(404);
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
            : await this.call(client, 'PATCH', '/api/update-item', { id, direction: step.kind });
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
        const calls = this.shoppers.map(async (client) => {
          const { status, body } = await this.call<{ order_id?: number }>(
            client,
            'POST',
            '/api/create-order',
            CUSTOMERS.valid,
          );
          if (status === 200)
            this.orders.set(body.order_id!, await this.orderDetail(body.order_id!));
        });
        await Promise.all(calls);
        return;
      }
      case 'create': {
        const { status } = await this.call(this.staff, 'POST', '/api/create/product', {
          product_name: 'Fuzz Product',
          description: 'Made by the fuzz test.',
          price: step.price,
          quantity: step.quantity,
          category: 'Tools',
          sub_category: 'Other',
          image_url: 'https://example.com/fuzz.png',
        });
        expect(status, this.trail()).toBe(200);
        return;
      }
      case 'edit': {
        const path = `/api/product/${step.product}`;
        const { status } = await this.call(this.staff, 'PATCH', path, step.change);
        if (this.deleted.has(step.product)) expect(status, this.trail()).toBe(404);
        return;
      }
      case 'delete': {
        const path = `/api/product/${step.product}`;
        const { status } = await this.call(this.staff, 'DELETE', path);
        if (this.deleted.has(step.product)) expect(status, this.trail()).toBe(404);
        if (status === 200) this.deleted.add(step.product);
        return;
      }
      case 'status': {
        const path = `/api/status/order/${step.order}`;
        await this.call(this.staff, 'PATCH', path, { status: step.status });
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
    const { status, body } = await this.call<{ order_id?: number }>(
      client,
      'POST',
      '/api/create-order',
      CUSTOMERS[customer],
    );
    if (cart && !cart.items.length) expect(status, this.trail()).toBe(400);
    if (!['valid', 'withEmail'].includes(customer)) expect(status, this.trail()).toBe(400);
    if (status !== 200) return;
    const detail = await this.orderDetail(body.order_id!);
    if (cart) {
      const expected = cart.items.map(({ name, price, quantity }) => ({ name, price, quantity }));
      const got = detail.items.map(({ name, price, quantity }) => ({ name, price, quantity }));
      expect(got, `order lines = cart lines\n${this.trail()}`).toEqual(expected);
      expect(detail.order_total, this.trail()).toBe(cart.total_price);
    }
    this.orders.set(body.order_id!, detail);
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
      expect(await this.orderDetail(id), `order ${id} kept its lines\n${this.trail()}`).toEqual(
        lines,
      );
    }

    await this.checkDeletedProducts();

    const seen: OrderSummary[] = [];
    let total = 0;
    for (let page = 1; page === 1 || seen.length < total; page += 1) {
      const answer = await this.ordersPage(page);
      total = answer.total_orders;
      if (!answer.orders.length) break;
      seen.push(...answer.orders);
    }
    expect(new Set(seen.map((order) => order.id)).size, this.trail()).toBe(total);
    expect(total).toBe(db.order.count());
    for (const summary of seen) {
      const detail = await this.orderDetail(summary.id);
      expect(toCents(detail.order_total), `order ${summary.id} total`).toBe(
        lineCents(detail.items),
      );
      expect(summary.total_price).toBe(detail.order_total);
    }
  }

  private async checkDeletedProducts(): Promise<void> {
    if (!this.deleted.size) return;
    const queries = ['', '?sort=asc', '?quantity=1', '?min_price=0.01&max_price=100000000'];
    for (const id of this.deleted) {
      const row = db.product.findFirst({ where: { id: { equals: id } } })!;
      expect(row.deleted_at, this.trail()).not.toBeNull();
      const { status } = await this.call(this.staff, 'GET', `/api/product/${id}`);
      expect(status, `deleted product ${id} detail\n${this.trail()}`).toBe(404);
      const name = encodeURIComponent(row.product_name);
      queries.push(`?name=${name}&min_price=${row.price}&max_price=${row.price}`);
    }
    for (const query of queries) {
      const { body } = await this.call<Array<{ id: number }>>(
        this.staff,
        'GET',
        `/api/products${query}`,
      );
      const listed = body.map((product) => product.id).filter((id) => this.deleted.has(id));
      expect(listed, `deleted products listed by ${query}\n${this.trail()}`).toEqual([]);
    }
  }
}

describe('fuzz: invariants after random shop and staff action sequences', () => {
  it(
    'keeps stock, cart totals, order lines, soft deletes and order pages consistent',
    async () => {
      const sequence = fc.record({
        shoppers: fc.integer({ min: 1, max: 3 }),
        actions: fc.array(action, { minLength: 1, maxLength: 30, size: 'max' }),
      });
      await fc.assert(
        fc.asyncProperty(sequence, async ({ shoppers, actions }) => {
          const world = await World.create(shoppers);
          for (const step of actions) {
            await world.run(step);
            World.stats.count(step.kind, world.lastAnswer);
          }
          await world.checkInvariants();
        }),
        fuzzOptions(RUNS.sequence),
      );
      World.stats.print();
    },
    PROPERTY_TIMEOUT_MS,
  );
});

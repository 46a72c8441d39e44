import { Faker, en } from '@faker-js/faker';
import { DEMO_USER } from './accounts';
import { PRODUCT_TYPES, type ProductType } from '../../src/config/rules/categories';
import { clearDb, db, isoDate } from './db';
import { makeSeedProduct } from './seed-products/make-product';
import { seedPhotoUrl } from '../pictures/seed-picture-urls';
import type { Pick } from './seed-products/product-kind';
import { DEFAULT_SEED_PRODUCTS } from '../settings';

export { DEMO_CREDENTIALS, DEMO_USER } from './accounts';
export const SEED = 20261121;
export const SEED_ORDERS = 12;

/**
 * The seed's own "now", fixed so that every build seeds the same: every seeded date lies before
 * it, so what the demo's visitors and staff add is always the newest.
 */
export const SEED_NOW = Date.UTC(2026, 10, 1);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A product is listed every 7 hours, up to the day before the first order. */
const LISTING_INTERVAL_MS = 7 * HOUR_MS;
/** Sold out: soft-deleted, off the catalogue but still found by id and in old orders. */
const SOLD_OUT_SHARE = 0.08;

const PAIRS = Object.entries(PRODUCT_TYPES).flatMap(([type, subTypes]) =>
  subTypes.map((subType) => ({ product_type: type as ProductType, product_sub_type: subType })),
);

/**
 * Order statuses, oldest first (repeated for more orders). The order list opens oldest first, so
 * its first page shows every badge: one order still waiting, rejected, finished (accepted first,
 * as staff do) and accepted.
 */
const SEED_ORDER_STATUSES = [
  { status: 'pending', finished: false },
  { status: 'rejected', finished: false },
  { status: 'accepted', finished: true },
  { status: 'accepted', finished: false },
  { status: 'accepted', finished: true },
  { status: 'accepted', finished: true },
  { status: 'rejected', finished: false },
  { status: 'accepted', finished: true },
  { status: 'accepted', finished: true },
  { status: 'accepted', finished: true },
  { status: 'accepted', finished: false },
  { status: 'pending', finished: false },
] as const;

export interface SeedOptions {
  products?: number;
  orders?: number;
  /** Photo URLs the products show instead of their drawings (seedPhotoUrl); none: the drawings. */
  pictures?: readonly string[];
  /** The share of products seeded sold out (off the catalogue); 0: the catalogue lists them all. */
  soldOutShare?: number;
}

/** When each order was placed, oldest first: a few days apart over the weeks before SEED_NOW. */
function orderDates(faker: Faker, orders: number): number[] {
  let daysAgo = 0;
  const dates: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    daysAgo += faker.number.int({ min: 2, max: 6 });
    const timeOfDay = faker.number.int({ min: 8 * 60, max: 21 * 60 }) * 60_000;
    dates.push(SEED_NOW - daysAgo * DAY_MS + timeOfDay);
  }
  return dates.reverse();
}

/** Fills the mock database with the same data every time (fixed faker seed, fixed dates). */
export function seedDb({
  products = DEFAULT_SEED_PRODUCTS,
  orders = SEED_ORDERS,
  pictures = [],
  soldOutShare = SOLD_OUT_SHARE,
}: SeedOptions = {}): void {
  clearDb();
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const pick: Pick = {
    one: (choices) => faker.helpers.arrayElement(choices),
    int: (min, max) => faker.number.int({ min, max }),
  };

  db.user.create({ id: 1, ...DEMO_USER });
  db.user.create({
    id: 2,
    username: 'clerk',
    password: 'Clerk123!',
    name: 'Shop Clerk',
    email: 'clerk@webshop.test',
  });

  const placed = orderDates(faker, orders);
  const listedUntil = (placed[0] ?? SEED_NOW) - DAY_MS;
  const names = new Set<string>();
  for (let index = 0; index < products; index += 1) {
    const pair = PAIRS[index % PAIRS.length];
    const soldOut = faker.datatype.boolean({ probability: soldOutShare });
    const id = index + 1;
    db.product.create({
      id,
      ...makeSeedProduct(pick, pair.product_type, pair.product_sub_type, names),
      ...(pictures.length > 0 && { image_url: seedPhotoUrl(pictures, id) }),
      quantity: soldOut ? 0 : faker.number.int({ min: 1, max: 5 }),
      ...pair,
      created_at: isoDate(listedUntil - (products - 1 - index) * LISTING_INTERVAL_MS),
    });
  }

  let lineId = 1;
  for (let index = 0; index < orders; index += 1) {
    const picked = faker.helpers.arrayElements(db.product.getAll(), { min: 1, max: 3 });
    db.order.create({
      id: index + 1,
      session_id: faker.string.uuid(),
      name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      phone: `+387 6${faker.string.numeric(1)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
      address: faker.location.streetAddress(),
      email: faker.internet.email(),
      created_at: isoDate(placed[index]),
      ...SEED_ORDER_STATUSES[index % SEED_ORDER_STATUSES.length],
    });
    for (const product of picked) {
      const quantity = faker.number.int({ min: 1, max: 2 });
      db.orderLine.create({ id: lineId++, order_id: index + 1, product_id: product.id, quantity });
    }
  }
}

import { Faker, en } from '@faker-js/faker';
import { DEMO_USER } from './accounts';
import { PRODUCT_TYPES } from '../src/config/rules/product';
import { toCents } from '../src/lib/money';
import { clearDb, db, isoDate } from './db';
import { productImage } from './images';
import { DEFAULT_SEED_PRODUCTS } from './settings';

export { DEMO_CREDENTIALS, DEMO_USER } from './accounts';
export const SEED = 20261121;
export const SEED_ORDERS = 12;

const PAIRS = Object.entries(PRODUCT_TYPES).flatMap(([type, subTypes]) =>
  subTypes.map((subType) => ({ product_type: type, product_sub_type: subType })),
);

const NOUNS: Record<string, string[]> = {
  smartphones: ['Phone', 'Smartphone'],
  laptops: ['Laptop', 'Notebook'],
  't-shirts': ['T-Shirt', 'Tee'],
  jeans: ['Jeans', 'Denim'],
  'bags & backpacks': ['Backpack', 'Bag'],
  watches: ['Watch', 'Chronograph'],
  'hand tools': ['Hammer', 'Wrench', 'Screwdriver'],
  'power tools': ['Drill', 'Sander', 'Jigsaw'],
};

export interface SeedOptions {
  products?: number;
  orders?: number;
}

/** Fills the mock database with the same data every time (fixed faker seed). */
export function seedDb({
  products = DEFAULT_SEED_PRODUCTS,
  orders = SEED_ORDERS,
}: SeedOptions = {}): void {
  clearDb();
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const start = Date.UTC(2026, 0, 1);

  db.user.create({ id: 1, ...DEMO_USER });
  db.user.create({
    id: 2,
    username: 'clerk',
    password: 'Clerk123!',
    name: 'Shop Clerk',
    email: 'clerk@webshop.test',
  });

  for (let index = 0; index < products; index += 1) {
    const pair = PAIRS[index % PAIRS.length];
    const noun = faker.helpers.arrayElement(
      NOUNS[pair.product_sub_type] ?? [faker.commerce.product()],
    );
    const name = `${faker.commerce.productAdjective()} ${noun}`;
    db.product.create({
      id: index + 1,
      product_name: name,
      description: faker.commerce.productDescription(),
      price: toCents(faker.number.float({ min: 5, max: 1500, fractionDigits: 2 })),
      quantity: faker.number.int({ min: 1, max: 5 }) * (index % 9 === 0 ? 4 : 1),
      ...pair,
      image_url: productImage(name, pair.product_type, pair.product_sub_type),
      created_at: isoDate(start + index * 3_600_000 * 7),
    });
  }

  let lineId = 1;
  for (let index = 0; index < orders; index += 1) {
    const picked = faker.helpers.arrayElements(db.product.getAll(), { min: 1, max: 3 });
    const lines = picked.map((product) => ({
      product_id: product.id,
      quantity: faker.number.int({ min: 1, max: 2 }),
    }));
    db.order.create({
      id: index + 1,
      session_id: faker.string.uuid(),
      name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      phone: faker.string.numeric(9),
      address: faker.location.streetAddress(),
      email: faker.internet.email(),
      created_at: isoDate(start + index * 86_400_000 * 3),
      status: 'pending',
      finished: false,
    });
    for (const line of lines) db.orderLine.create({ id: lineId++, order_id: index + 1, ...line });
  }
}

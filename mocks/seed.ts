import { Faker, en } from '@faker-js/faker';
import { CATEGORIES } from '../src/config/constants';
import { DEMO_USER } from './accounts';
import { clearDb, db, toCents } from './db';
import { productImage } from './images';
import { DEFAULT_SEED_PRODUCTS } from './settings';

export { DEMO_CREDENTIALS, DEMO_USER } from './accounts';
export const SEED = 20261121;
export const SEED_ORDERS = 12;

const PAIRS = Object.entries(CATEGORIES).flatMap(([category, subs]) =>
  subs.map((sub) => ({ category: category.toLowerCase(), sub_category: sub.toLowerCase() })),
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
    const noun = faker.helpers.arrayElement(NOUNS[pair.sub_category] ?? [faker.commerce.product()]);
    const name = `${faker.commerce.productAdjective()} ${noun}`;
    db.product.create({
      id: index + 1,
      product_name: name,
      description: faker.commerce.productDescription(),
      price: toCents(faker.number.float({ min: 5, max: 1500, fractionDigits: 2 })),
      quantity: faker.number.int({ min: 1, max: 5 }) * (index % 9 === 0 ? 4 : 1),
      category: pair.category,
      sub_category: pair.sub_category,
      image_url: productImage(name, pair.category, pair.sub_category),
      created_at: new Date(start + index * 3_600_000 * 7).toISOString(),
      deleted_at: null,
    });
  }

  let lineId = 1;
  for (let index = 0; index < orders; index += 1) {
    const picked = faker.helpers.arrayElements(db.product.getAll(), { min: 1, max: 3 });
    const lines = picked.map((product) => ({
      product,
      quantity: faker.number.int({ min: 1, max: 2 }),
    }));
    const total = toCents(lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0));
    db.order.create({
      id: index + 1,
      session_id: faker.string.uuid(),
      name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      phone: faker.string.numeric(9),
      address: faker.location.streetAddress(),
      email: faker.internet.email(),
      created_at: new Date(start + index * 86_400_000 * 3).toISOString(),
      total_price: total,
      status: 'pending',
      finished: false,
    });
    for (const line of lines) {
      db.orderLine.create({
        id: lineId++,
        order_id: index + 1,
        product_id: line.product.id,
        name: line.product.product_name,
        image: line.product.image_url,
        quantity: line.quantity,
        price: line.product.price,
      });
    }
  }
}

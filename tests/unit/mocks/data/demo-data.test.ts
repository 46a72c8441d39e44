// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  PRODUCT_TYPES,
  priceLimitBroken,
  QUANTITY_CHOICES,
} from '../../../../src/config/rules/product';
import type { ProductType } from '../../../../src/config/rules/categories';
import { clock } from '../../../../mocks/data/clock';
import { db } from '../../../../mocks/data/db';
import { parseImagePath } from '../../../../mocks/pictures/seed-picture-urls';
import { drawPicture } from '../../../../mocks/pictures/drawings/draw-picture';
import { SEED_NOW, seedDb, SEED_ORDERS } from '../../../../mocks/data/seed';
import { kindsOf } from '../../../../mocks/data/seed-products/make-product';
import { PRODUCT_MAX_LENGTHS } from '../../../../src/config/rules/product';
import { takeSnapshot } from '../../../../mocks/data/snapshot';

const badgeOf = (order: { status: string; finished: boolean }) =>
  order.finished ? 'finished' : order.status;

describe('the demo seed', () => {
  it('is the same every time', () => {
    seedDb();
    const first = takeSnapshot();
    seedDb();
    expect(takeSnapshot()).toEqual(first);
  });

  it('sells something drawable in every category and sub-category', () => {
    for (const [type, subTypes] of Object.entries(PRODUCT_TYPES)) {
      for (const subType of subTypes) {
        for (const kind of kindsOf(type as ProductType, subType)) {
          for (const colour of kind.colours) {
            const picture = { category: type, kind: kind.picture, colour: colour.hex };
            expect(drawPicture(picture), `${kind.picture} ${colour.name}`).toMatch(/^<svg /);
          }
        }
      }
    }
  });

  it('gives each product a name, description, price and picture of its sub-category', () => {
    seedDb();
    const products = db.product.getAll();
    expect(new Set(products.map((product) => product.product_name)).size).toBe(products.length);
    for (const product of products) {
      const { product_name: name, description, price } = product;
      expect(name.length, name).toBeLessThanOrEqual(PRODUCT_MAX_LENGTHS.product_name);
      expect(description.length, name).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(description, name).not.toMatch(/[{}]/);
      expect(price, name).toBeGreaterThanOrEqual(1);
      expect(priceLimitBroken(price), name).toBeNull();

      const picture = parseImagePath(product.image_url);
      const kinds = kindsOf(product.product_type as ProductType, product.product_sub_type);
      expect(picture?.category, name).toBe(product.product_type);
      expect(
        kinds.map((kind) => kind.picture),
        name,
      ).toContain(picture?.kind);
    }
  });

  it('stocks 1 to 5 of each product, with a few sold out', () => {
    seedDb();
    const stocks = db.product.getAll().map((product) => product.quantity);
    const soldOut = stocks.filter((stock) => stock === 0).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut).toBeLessThanOrEqual(stocks.length / 10);
    const inStock = stocks.filter((stock) => stock > 0);
    expect(new Set(inStock)).toEqual(new Set(QUANTITY_CHOICES));
  });

  it('dates everything in the past, orders a few days apart over weeks', () => {
    seedDb();
    const dates = [...db.product.getAll(), ...db.order.getAll()].map((row) => `${row.created_at}Z`);
    for (const date of dates) expect(Date.parse(date)).toBeLessThan(SEED_NOW);
    expect(SEED_NOW).toBeLessThan(clock.now());

    const placed = db.order
      .getAll()
      .sort((a, b) => a.id - b.id)
      .map((order) => order.created_at);
    expect(placed).toEqual([...placed].sort());
    expect(new Set(placed.map((date) => date.slice(0, 10))).size).toBe(SEED_ORDERS);
    const weeks = (Date.parse(`${placed.at(-1)}Z`) - Date.parse(`${placed[0]}Z`)) / 604_800_000;
    expect(weeks).toBeGreaterThan(3);
  });

  it("shows every status badge on the order list's first page (oldest first)", () => {
    seedDb();
    const firstPage = db.order
      .getAll()
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, 5);
    expect(new Set(firstPage.map(badgeOf))).toEqual(
      new Set(['pending', 'accepted', 'rejected', 'finished']),
    );
  });

  it('scales with ?seed=N: unique ids, names within the limit, pictures shared', () => {
    seedDb({ products: 3000 });
    const products = db.product.getAll();
    expect(new Set(products.map((product) => product.id)).size).toBe(3000);
    expect(Math.max(...products.map((product) => product.product_name.length))).toBeLessThanOrEqual(
      PRODUCT_MAX_LENGTHS.product_name,
    );
    expect(new Set(products.map((product) => product.image_url)).size).toBeLessThan(200);
    expect(products.every((product) => Date.parse(`${product.created_at}Z`) < SEED_NOW)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { MOCK_ORIGIN } from '../../support/mock-client';
import { shopper } from '../../support/visitor';

function product(id: number) {
  return db.product.findFirst({ where: { id: { equals: id } } })!;
}

function setStock(id: number, quantity: number) {
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });
}

describe('mock cart: add-item', () => {
  it('adds a line and returns the item as production does', async () => {
    const guest = await shopper();
    expect(await guest.add(1)).toEqual({
      status: 200,
      body: { message: 'Item added to cart', item: { product_id: 1, quantity: 1 } },
    });
    const cart = await guest.cart();
    expect(cart.items).toEqual([
      {
        id: expect.any(Number),
        product_id: 1,
        quantity: 1,
        name: product(1).product_name,
        image_url: expect.stringMatching(/^http:\/\/localhost:5173\/mock-images\//),
        price: product(1).price,
      },
    ]);
  });

  it('refuses a second add of the same product with 400 and never adds a unit', async () => {
    const guest = await shopper();
    await guest.add(1);
    expect(await guest.add(1)).toEqual({
      status: 400,
      body: { detail: 'Product is already in the cart' },
    });
    expect((await guest.cart()).items.map((line) => line.quantity)).toEqual([1]);
  });

  it('checks neither stock nor product, as production (checkout does)', async () => {
    const guest = await shopper();
    setStock(2, 0);
    expect((await guest.add(2, 3)).status).toBe(200);
    expect((await guest.add(99_999)).status).toBe(200);
    // A line of an unknown product is not shown, as production.
    expect((await guest.cart()).items.map((line) => [line.product_id, line.quantity])).toEqual([
      [2, 3],
    ]);
  });

  it('returns 422 lists for missing or wrong-typed fields', async () => {
    const guest = await shopper();
    expect(await guest.call('POST', '/api/add-item', { product_id: 1 })).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'missing',
            loc: ['body', 'quantity'],
            msg: 'Field required',
            input: { product_id: 1 },
          },
        ],
      },
    });
    const wrong = await guest.add('one', 1.5);
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toEqual([
      {
        type: 'int_parsing',
        loc: ['body', 'product_id'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'one',
      },
      {
        type: 'int_from_float',
        loc: ['body', 'quantity'],
        msg: 'Input should be a valid integer, got a number with a fractional part',
        input: 1.5,
      },
    ]);
    expect((await guest.call('POST', '/api/add-item', '[1]')).body).toEqual({
      detail: [
        {
          type: 'model_attributes_type',
          loc: ['body'],
          msg: 'Input should be a valid dictionary or object to extract fields from',
          input: [1],
        },
      ],
    });
  });

  it('refuses fewer than 1 unit (the mock is stricter than production here)', async () => {
    const guest = await shopper();
    expect(await guest.add(1, 0)).toEqual({
      status: 400,
      body: { detail: 'Quantity must be at least 1' },
    });
  });

  it('responds 400 without a session id and checks no CSRF token (as production)', async () => {
    const guest = await shopper();
    const body = { product_id: 1, quantity: 1 };
    expect(await guest.call('POST', '/api/add-item', body, { 'X-Session-ID': '' })).toEqual({
      status: 400,
      body: { detail: 'No session id found' },
    });
    expect((await guest.call('POST', '/api/add-item', body, { 'X-XSRF-TOKEN': 'x' })).status).toBe(
      200,
    );
  });
});

describe('mock cart: get-items', () => {
  it('totals the lines to the cent at the current prices', async () => {
    const guest = await shopper();
    db.product.update({ where: { id: { equals: 4 } }, data: { price: 10.1, quantity: 5 } });
    db.product.update({ where: { id: { equals: 5 } }, data: { price: 0.2 } });
    await guest.add(4, 3);
    await guest.add(5);
    expect((await guest.cart()).total_price).toBe(30.5);
    db.product.update({ where: { id: { equals: 5 } }, data: { price: 1 } });
    expect((await guest.cart()).total_price).toBe(31.3);
  });

  it('returns an empty cart, and 400 without a session id', async () => {
    const guest = await shopper();
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
    const anonymous = await fetch(`${MOCK_ORIGIN}/api/get-items`);
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toEqual({ detail: 'No session id found' });
  });

  it('keeps lines of a sold-out product', async () => {
    const guest = await shopper();
    await guest.add(1);
    setStock(1, 0);
    expect((await guest.cart()).items.map((line) => line.product_id)).toEqual([1]);
  });
});

describe('mock cart: inc and dec', () => {
  it('increases up to the stock and decreases down to 1, no further', async () => {
    const guest = await shopper();
    setStock(6, 2);
    await guest.add(6);
    const [line] = (await guest.cart()).items;
    expect(await guest.update(line.id, 'inc')).toEqual({
      status: 200,
      body: { message: 'Quantity increased' },
    });
    expect(await guest.update(line.id, 'inc')).toEqual({
      status: 400,
      body: { detail: 'Not enough stock available' },
    });
    expect(await guest.update(line.id, 'dec')).toEqual({
      status: 200,
      body: { message: 'Quantity decreased' },
    });
    expect(await guest.update(line.id, 'dec')).toEqual({
      status: 400,
      body: { detail: 'Cannot decrease below 1' },
    });
    expect((await guest.cart()).items[0].quantity).toBe(1);
  });

  it("responds 404 for an unknown line or another session's line", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    await owner.add(1);
    const [line] = (await owner.cart()).items;
    const notFound = { status: 404, body: { detail: 'cart item not found' } };
    expect(await stranger.update(line.id, 'inc')).toEqual(notFound);
    expect(await owner.update(4242, 'dec')).toEqual(notFound);
    expect((await owner.cart()).items[0].quantity).toBe(1);
  });

  it('responds 404 for another action word (production would increment unchecked)', async () => {
    const guest = await shopper();
    await guest.add(1);
    const [line] = (await guest.cart()).items;
    expect(await guest.update(line.id, 'up')).toEqual({
      status: 404,
      body: { detail: 'Not Found' },
    });
    expect((await guest.cart()).items[0].quantity).toBe(1);
  });

  it('responds 422 for an id that is no integer', async () => {
    const guest = await shopper();
    const response = await guest.update('first', 'inc');
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      expect.objectContaining({ type: 'int_parsing', loc: ['body', 'id'] }),
    ]);
  });
});

describe('mock cart: remove-item', () => {
  it('removes a line; then the cart is gone', async () => {
    const guest = await shopper();
    await guest.add(1);
    await guest.add(2);
    const [first, second] = (await guest.cart()).items;
    expect(await guest.remove(first.id)).toEqual({
      status: 200,
      body: { message: 'Item removed successfully deleted.' },
    });
    expect(await guest.remove(first.id)).toEqual({
      status: 404,
      body: { detail: 'cart item not found' },
    });
    await guest.remove(second.id);
    expect(await guest.remove(second.id)).toEqual({
      status: 404,
      body: { detail: 'cart not found' },
    });
  });

  it("responds 404 for another session's line and 422 for an id that is no integer", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    await owner.add(1);
    await stranger.add(2);
    const [line] = (await owner.cart()).items;
    expect((await stranger.remove(line.id)).body).toEqual({ detail: 'cart item not found' });
    expect((await owner.cart()).items).toHaveLength(1);
    const response = await owner.remove('abc');
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      {
        type: 'int_parsing',
        loc: ['path', 'id'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'abc',
      },
    ]);
  });
});

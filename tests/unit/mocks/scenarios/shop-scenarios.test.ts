import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { shopScenarios } from '../../../../mocks/scenarios/shop';
import { CUSTOMER, shopper } from '../../support/visitor';

describe('shop scenarios', () => {
  it('out-of-stock refuses adding and increasing, but lets a decrease through', async () => {
    const guest = await shopper();
    await guest.add(1, 2);
    const [line] = (await guest.cart()).items;
    server.use(...shopScenarios['out-of-stock'].handlers());
    const refused = { status: 400, body: { detail: 'Not enough stock available' } };
    expect(await guest.add(2)).toEqual(refused);
    expect(await guest.update(line.id, 'inc')).toEqual(refused);
    expect(await guest.update(line.id, 'dec')).toEqual({
      status: 200,
      body: { message: 'Quantity decreased' },
    });
  });

  it('checkout-fails returns a failure with a detail and keeps the cart', async () => {
    const guest = await shopper();
    await guest.add(1);
    server.use(...shopScenarios['checkout-fails'].handlers());
    const response = await guest.order(CUSTOMER);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.detail).toEqual(expect.any(String));
    expect((await guest.cart()).items).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { shopScenarios } from '../../../mocks/scenarios/shop';
import { CUSTOMER, shopper } from './visitor';

describe('shop scenarios', () => {
  it('out-of-stock refuses adding and increasing, but lets a decrease through', async () => {
    const guest = await shopper();
    await guest.add(1);
    await guest.add(1);
    const [line] = (await guest.cart()).items;
    server.use(...shopScenarios['out-of-stock'].handlers());
    const refused = await guest.add(2);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Not enough stock/);
    expect((await guest.update(line.id, 'inc')).status).toBe(400);
    expect(await guest.update(line.id, 'dec')).toEqual({
      status: 200,
      body: { detail: 'Item decreased' },
    });
  });

  it('checkout-fails answers a failure with a detail and keeps the cart', async () => {
    const guest = await shopper();
    await guest.add(1);
    server.use(...shopScenarios['checkout-fails'].handlers());
    const answer = await guest.order(CUSTOMER);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.detail).toEqual(expect.any(String));
    expect((await guest.cart()).items).toHaveLength(1);
  });
});

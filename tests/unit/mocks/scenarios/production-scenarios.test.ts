import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { signedInStaff } from '../../support/mock-client';

const use = (name: string) => server.use(...scenarios[name].handlers());

describe('production-defects (msw/node)', () => {
  it("responds with production's plain-text 500 for an unknown order's detail", async () => {
    const staff = await signedInStaff();
    use('production-defects');
    const response = await staff.request('GET', '/api/order/999');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Internal Server Error');
  });

  it('keeps the sane responses of calls production handles', async () => {
    const staff = await signedInStaff();
    use('production-defects');
    expect(await staff.call('PATCH', '/api/status/order/1', { status: 'accepted' })).toEqual({
      status: 200,
      body: 'Successfully changed status',
    });
    expect((await staff.call('GET', '/api/order/abc')).status).toBe(422);
  });
});

describe('no-orders', () => {
  it("responds with production's empty page for the page requested", async () => {
    const staff = await signedInStaff();
    use('no-orders');
    expect(await staff.call('GET', '/api/orders?page=2&page_size=5')).toEqual({
      status: 200,
      body: { page: 2, page_size: 5, total_orders: 0, orders: [] },
    });
  });
});

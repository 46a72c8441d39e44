import { describe, expect, it } from 'vitest';
import { endpointPath, isMutating } from '../../../../src/config/endpoints';

describe('endpoint table', () => {
  it('fills path parameters and encodes them', () => {
    expect(endpointPath('getOrder', { id: 7 })).toBe('/api/order/7');
    expect(endpointPath('removeCartItem', { id: 'a/b' })).toBe('/api/remove-item/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath('getProduct')).toThrow(/Missing path parameter "id"/);
  });

  it('treats POST, PUT, PATCH and DELETE as mutating', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isMutating)).toBe(true);
    expect(isMutating('GET')).toBe(false);
  });
});

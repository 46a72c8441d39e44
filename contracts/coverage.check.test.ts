import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { endpointsWithoutSuccess, pathPattern, readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';

describe('the pact file', () => {
  it('has a successful interaction for every call of the endpoint table', () => {
    expect(endpointsWithoutSuccess(readInteractions(PACT_FILE))).toEqual([]);
  });

  it('would report a call without one', () => {
    const onlyMe = [
      {
        description: 'me',
        request: { method: 'GET', path: '/api/auth/me' },
        response: { status: 200 },
      },
    ];
    expect(endpointsWithoutSuccess(onlyMe)).toHaveLength(Object.keys(endpoints).length - 1);
    expect(pathPattern('/api/product/:id').test('/api/product/12')).toBe(true);
    expect(pathPattern('/api/product/:id').test('/api/product/12/x')).toBe(false);
  });
});

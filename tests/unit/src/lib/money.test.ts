import { describe, expect, it } from 'vitest';
import { toCents, wholeCentsOf } from '../../../../src/lib/money';

describe('amounts in cents', () => {
  it('rounds to cents, float noise included', () => {
    expect(toCents(0.1 + 0.2)).toBe(0.3);
    expect(toCents(12.345)).toBe(12.35);
    expect(toCents(19.99 * 3)).toBe(59.97);
  });

  it('counts whole cents, and none in an amount with more decimals', () => {
    expect(wholeCentsOf(19.99)).toBe(1999);
    expect(wholeCentsOf(4.35)).toBe(435);
    expect(wholeCentsOf(1e9)).toBe(1e11);
    expect(wholeCentsOf(1.005)).toBeNull();
    expect(wholeCentsOf(0.001)).toBeNull();
    expect(wholeCentsOf(Number.NaN)).toBeNull();
    expect(wholeCentsOf(Infinity)).toBeNull();
  });
});

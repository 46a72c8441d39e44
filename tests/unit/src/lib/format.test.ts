import { describe, expect, it } from 'vitest';
import { formatAmount, formatBam, formatKm } from '../../../../src/lib/format';
import { formatDate } from '../../../../src/lib/format-date';
import { formatBytes } from '../../../../src/lib/format-size';
import { itemsTotal, lineTotal } from '../../../../src/features/cart';

describe('money formatting', () => {
  it('always shows two decimals', () => {
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(3)).toBe('3.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1234567.891)).toBe('1234567.89');
  });

  it('rounds half-cents the usual way and never prints float noise', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(1.005 * 1000)).toBe('1005.00');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(2.675)).toBe('2.68');
  });

  it('reads as Intl.NumberFormat would print it, to the half-cent', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    const thousandths = Array.from({ length: 20_000 }, (_, index) => index / 1000);
    const prices = Array.from({ length: 20_000 }, (_, index) => (index * 7919) / 100 + 0.005);
    const sums = Array.from({ length: 2_000 }, (_, index) => 0.1 * index + 0.2 * (index % 7));
    for (const value of [...thousandths, ...prices, ...sums, 1.005, 2.675, 1e15 + 0.5, -1.005]) {
      expect(formatAmount(value), String(value)).toBe(intl.format(value));
    }
  });

  it('puts KM after and "BAM: " before the amount', () => {
    expect(formatKm(12.5)).toBe('12.50 KM');
    expect(formatBam(12.5)).toBe('BAM: 12.50');
    expect(formatKm(1113.57)).toBe('1113.57 KM');
  });
});

describe('file sizes', () => {
  it('reads as a phone shows them: decimal units, one decimal below 10 MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(190_400)).toBe('190 KB');
    expect(formatBytes(3_302_193)).toBe('3.3 MB');
    expect(formatBytes(48_700_000)).toBe('49 MB');
  });
});

describe('cart money', () => {
  it('multiplies a line and sums lines to the cent', () => {
    expect(lineTotal({ price: 10.1, quantity: 3 })).toBe(30.3);
    const items = [
      { id: 1, product_id: 1, name: 'a', image_url: '', price: 10.1, quantity: 3 },
      { id: 2, product_id: 2, name: 'b', image_url: '', price: 0.2, quantity: 1 },
    ];
    expect(itemsTotal(items)).toBe(30.5);
    expect(formatKm(itemsTotal(items))).toBe('30.50 KM');
  });
});

describe('dates', () => {
  it('reads a date without an offset as UTC, as production sends it', () => {
    const noOffset = '2026-01-13T23:30:00';
    expect(formatDate(noOffset)).toBe(formatDate('2026-01-13T23:30:00Z'));
    expect(formatDate('2026-01-13T23:30:00+00:00')).toBe(formatDate('2026-01-13T23:30:00Z'));
  });

  it('shows dd.mm.yyyy, and nothing for a date it cannot read', () => {
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('04.03.2026');
    expect(formatDate('not a date')).toBe('');
  });
});

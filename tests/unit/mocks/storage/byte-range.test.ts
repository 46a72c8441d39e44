import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../../mocks/storage/byte-range';

describe('the byte range a Range header asks for', () => {
  it('reads a first and last byte, an open end and a suffix, within the size', () => {
    expect(byteRange('bytes=0-65535', 100_000)).toEqual({ start: 0, end: 65_535 });
    expect(byteRange('bytes=0-65535', 1_000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('is unsatisfiable past the end, and the whole object for anything it cannot read', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    for (const header of [null, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1']) {
      expect(byteRange(header, 100), String(header)).toBeNull();
    }
  });
});

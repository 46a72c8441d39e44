import { describe, expect, it } from 'vitest';
import { parseId } from '../../../src/lib/ids';

describe('route ids', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['9007199254740991', 9007199254740991],
  ])('"%s" is %d', (raw, id) => expect(parseId(raw)).toBe(id));

  it.each([undefined, null, '', 'abc', '1.5', '-1', ' 2', '1e3', '0x10', '9007199254740992'])(
    '%j is no id',
    (raw) => expect(parseId(raw)).toBeNull(),
  );
});

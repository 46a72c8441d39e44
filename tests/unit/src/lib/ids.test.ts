import { describe, expect, it } from 'vitest';
import { parseId, SHORT_ID_SOURCE } from '../../../../src/lib/ids';

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

describe('the pattern of short ids (a prerendered page stands for the addresses it matches)', () => {
  const short = new RegExp(`^(?:${SHORT_ID_SOURCE})$`);

  it.each(['0', '1', '007', '999999999999999'])('"%s" matches, and is an id', (raw) => {
    expect(short.test(raw)).toBe(true);
    expect(parseId(raw)).not.toBeNull();
  });

  it.each(['', 'abc', '1.5', '-1', '1e3', '9999999999999999', '9007199254740992'])(
    '"%s" does not match',
    (raw) => expect(short.test(raw)).toBe(false),
  );
});

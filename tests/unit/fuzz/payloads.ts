import fc from 'fast-check';
import type { Body } from './fuzz-client';

/** Strings a careless client or an attacker might send in any field. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\n\t ',
    '0',
    '-1',
    '1.005',
    '1e309',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '٣',
    '１２',
    '\u0000',
    '\uD800',
    '👩‍👩‍👧‍👦',
    '<script>alert(1)</script>',
    "'; DROP TABLE product; --",
    '../../etc/passwd',
    '__proto__',
  ),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 200, max: 12_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

/** Long e-mail-like texts that make a backtracking e-mail pattern work hard. */
export const longEmail: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a@', 'a@b'), fc.constantFrom('.', 'a.'), fc.constantFrom('@', ' x', ''))
  .chain(([head, unit, tail]) =>
    fc.integer({ min: 30_000, max: 100_000 }).map((times) => head + unit.repeat(times) + tail),
  );

/** Numbers at and past every edge: negative, zero, fractions, huge, unsafe, subnormal. */
export const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -10, max: 10, noNaN: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.1 + 0.2,
    1.005,
    2.5,
    5.0000001,
    6,
    1e-9,
    1e-7,
    5e-324,
    1e21,
    1e306,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
  ),
);

/** Any wrong-typed value: numbers as strings, objects, arrays, null, booleans. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: weirdString, weight: 3 },
  { arbitrary: weirdNumber, weight: 3 },
  { arbitrary: weirdNumber.map(String), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(weirdNumber, weirdString), { maxLength: 4 }), weight: 1 },
);

/** JSON text that does not parse. */
export const invalidJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"product_id": }',
    '{"a": 1,}',
    "{'a': 1}",
    '[1, 2',
    'undefined',
    'NaN',
    '{"price": NaN}',
    '{"price": Infinity}',
    '{"quantity": 01}',
    '\uFEFF{}',
    '{"a": "\\x41"}',
    '{"a": "\\uD800"',
    '<html></html>',
    'product_id=1&quantity=1',
  ),
  fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

const OMIT = Symbol('omit');

/** An object of the endpoint's keys: mostly valid values, some wrong-typed, some left out. */
export function shapedObject(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, valid]) => [
      key,
      fc.oneof(
        { arbitrary: valid, weight: 6 },
        { arbitrary: weirdValue, weight: 1 },
        { arbitrary: fc.constant(OMIT), weight: 1 },
      ),
    ]),
  );
  return fc
    .record(values)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== OMIT)));
}

/** Every kind of body a handler might receive, given that endpoint's field generators. */
export function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: shapedObject(fields).map((json) => ({ json })), weight: 12 },
    { arbitrary: fc.jsonValue().map((json) => ({ json })), weight: 1 },
    { arbitrary: fc.anything().map((value) => ({ raw: JSON.stringify(value) ?? '' })), weight: 1 },
    { arbitrary: invalidJsonText.map((raw) => ({ raw })), weight: 1 },
    { arbitrary: fc.constantFrom<Body>(undefined, { raw: '' }, { raw: ' ' }), weight: 1 },
  );
}

/** Path ids: mostly up to `max` (the table's ids), also negative, huge, non-numeric, unicode. */
export const pathId = (max = 60): fc.Arbitrary<string> =>
  fc
    .oneof(
      { arbitrary: fc.integer({ min: 0, max }).map(String), weight: 8 },
      { arbitrary: fc.integer({ min: -1_000_000, max: -1 }).map(String), weight: 1 },
      { arbitrary: fc.bigInt({ min: 2n ** 53n - 2n, max: 10n ** 30n }).map(String), weight: 1 },
      {
        arbitrary: fc.constantFrom(
          '-0',
          '00001',
          '1.0',
          '1e2',
          '0x1',
          ' 1',
          '1 ',
          'abc',
          'null',
          'NaN',
          'Infinity',
          '٣',
          '%',
          '..',
          '.',
          '1/2',
          '1?x=1',
          '1#x',
        ),
        weight: 2,
      },
      { arbitrary: fc.string(), weight: 1 },
    )
    .map(encodeURIComponent);

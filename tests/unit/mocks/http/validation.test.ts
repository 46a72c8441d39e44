import { describe, expect, it } from 'vitest';
import {
  RequestChecks,
  RequestValidationError,
  type Schema,
} from '../../../../mocks/http/validation';
import {
  parseBoolText,
  parseFloatText,
  parseIntText,
} from '../../../../mocks/http/validation-scalars';

/** Outcomes observed with production's validator (pydantic v2, lax mode). */
describe("query and string values read as production's validator reads them", () => {
  it.each([
    ['2', 2],
    [' 2 ', 2],
    ['+2', 2],
    ['2.0', 2],
    ['42.00', 42],
    ['1_000', 1000],
    ['0_42', 42],
    ['-1', -1],
  ])('int "%s" is %d', (text, value) => expect(parseIntText(text)).toEqual({ value }));

  it.each(['2.5', '42.', 'abc', '', '1e2', '0x1', '1__0', '٣', '１２'])(
    'int "%s" is int_parsing',
    (text) => expect(parseIntText(text)).toEqual({ type: 'int_parsing' }),
  );

  it.each([
    ['1e2', 100],
    [' 1.5 ', 1.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1_0', 10],
    ['inf', Infinity],
    ['-Infinity', -Infinity],
  ])('float "%s" is %d', (text, value) => expect(parseFloatText(text)).toEqual({ value }));

  it('float "nan" is NaN', () => expect(parseFloatText('nan')).toEqual({ value: NaN }));

  it.each(['1,5', '0x1', '٣', '', 'cheap', 'constructor'])('float "%s" is float_parsing', (text) =>
    expect(parseFloatText(text)).toEqual({ type: 'float_parsing' }),
  );

  it.each(['true', 'TRUE', '1', 'yes', 'Yes', 'on', 't', 'y'])('bool "%s" is true', (text) =>
    expect(parseBoolText(text)).toEqual({ value: true }),
  );
  it.each(['false', '0', 'off', 'no', 'n', 'f'])('bool "%s" is false', (text) =>
    expect(parseBoolText(text)).toEqual({ value: false }),
  );
  it.each([' false ', '2', '', 'x'])('bool "%s" is bool_parsing', (text) =>
    expect(parseBoolText(text)).toEqual({ type: 'bool_parsing' }),
  );
});

const FIELDS = { s: 'str', i: 'int', f: 'float', o: { type: 'str', optional: true } } as const;

function bodyIssues(value: unknown, schema: Schema = FIELDS) {
  const checks = new RequestChecks();
  const values = checks.body(schema, { kind: 'value', value });
  try {
    checks.done();
    return { values };
  } catch (error) {
    if (error instanceof RequestValidationError) return { issues: error.issues };
    throw error;
  }
}

describe('JSON body fields', () => {
  it('takes numbers for numbers, numeric text, whole floats and booleans for int', () => {
    expect(bodyIssues({ s: 'x', i: 2.0, f: '1e2', o: null })).toEqual({
      values: { s: 'x', i: 2, f: 100, o: null },
    });
    expect(bodyIssues({ s: 'x', i: true, f: 3 })).toEqual({
      values: { s: 'x', i: 1, f: 3, o: null },
    });
  });

  it('lists every failing field in order, with the whole body as the input of "missing"', () => {
    expect(bodyIssues({ s: 5, i: null, o: 7 })).toEqual({
      issues: [
        {
          type: 'string_type',
          loc: ['body', 's'],
          msg: 'Input should be a valid string',
          input: 5,
        },
        {
          type: 'int_type',
          loc: ['body', 'i'],
          msg: 'Input should be a valid integer',
          input: null,
        },
        {
          type: 'missing',
          loc: ['body', 'f'],
          msg: 'Field required',
          input: { s: 5, i: null, o: 7 },
        },
        {
          type: 'string_type',
          loc: ['body', 'o'],
          msg: 'Input should be a valid string',
          input: 7,
        },
      ],
    });
  });

  it('refuses integers past 2^53 (the mock cannot hold them exactly)', () => {
    expect(bodyIssues({ s: 'x', i: 2 ** 60, f: 1 }).issues?.[0]).toMatchObject({
      type: 'int_parsing_size',
      msg: 'Unable to parse input string as an integer, exceeded maximum size',
    });
  });

  it('reports an empty body as missing and invalid JSON as json_invalid', () => {
    const empty = new RequestChecks();
    empty.body(FIELDS, { kind: 'empty' });
    expect(() => empty.done()).toThrow(
      expect.objectContaining({
        issues: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }],
      }),
    );
    const broken = new RequestChecks();
    broken.body(FIELDS, { kind: 'invalid', position: 3, error: 'Unexpected token' });
    expect(() => broken.done()).toThrow(
      expect.objectContaining({
        issues: [
          {
            type: 'json_invalid',
            loc: ['body', 3],
            msg: 'JSON decode error',
            input: {},
            ctx: { error: 'Unexpected token' },
          },
        ],
      }),
    );
  });
});

import { isLongerThan } from '../../src/config/rules/text-length';
import type { RequestBody } from './request-body';
import { parseBoolText, parseFloatText, parseIntText } from './validation-scalars';

export { readBody } from './request-body';

/** Production's "not empty": something other than whitespace. */
export const isBlank = (value: string | null | undefined) => !value?.trim();

/**
 * Request validation as production's framework (FastAPI, pydantic v2) does it: every failing
 * path, query and body field is listed, in that order, in one 422
 * `{"detail": [{type, loc, msg, input, ctx?}, ...]}`.
 */
export interface ValidationIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export class RequestValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super('Request validation failed');
  }
}

const MESSAGES: Record<string, string> = {
  missing: 'Field required',
  string_type: 'Input should be a valid string',
  int_type: 'Input should be a valid integer',
  int_parsing: 'Input should be a valid integer, unable to parse string as an integer',
  int_from_float: 'Input should be a valid integer, got a number with a fractional part',
  int_parsing_size: 'Unable to parse input string as an integer, exceeded maximum size',
  float_type: 'Input should be a valid number',
  float_parsing: 'Input should be a valid number, unable to parse string as a number',
  bool_type: 'Input should be a valid boolean',
  bool_parsing: 'Input should be a valid boolean, unable to interpret input',
  model_attributes_type: 'Input should be a valid dictionary or object to extract fields from',
  json_invalid: 'JSON decode error',
};

type Scalar = 'str' | 'int' | 'float' | 'bool';
type ScalarValue<T extends Scalar> = T extends 'str' ? string : T extends 'bool' ? boolean : number;

/** A field: its type, and for an optional one `null` (absent or null) or a default. */
export interface FieldSpec {
  type: Scalar;
  optional?: true;
  default?: string | number | boolean;
  ge?: number;
  le?: number;
  /** The most characters a text may have (production's column length). */
  maxLength?: number;
  pattern?: string;
}
export type Field = Scalar | FieldSpec;
export type Schema = Record<string, Field>;

type ValueOf<F> = F extends Scalar
  ? ScalarValue<F>
  : F extends { type: infer T extends Scalar; optional: true }
    ? ScalarValue<T> | null
    : F extends { type: infer T extends Scalar }
      ? ScalarValue<T>
      : never;
export type Values<S extends Schema> = { [K in keyof S]: ValueOf<S[K]> };

type Parsed = { value: unknown } | { type: string; ctx?: Record<string, unknown> };

function parseScalar(type: Scalar, input: unknown): Parsed {
  if (type === 'str') return typeof input === 'string' ? { value: input } : { type: 'string_type' };
  if (typeof input === 'boolean' && type !== 'bool') return { value: Number(input) };
  if (type === 'bool') {
    if (typeof input === 'boolean') return { value: input };
    return typeof input === 'string' ? parseBoolText(input) : { type: 'bool_type' };
  }
  if (type === 'float') {
    if (typeof input === 'number') return { value: input };
    return typeof input === 'string' ? parseFloatText(input) : { type: 'float_type' };
  }
  if (typeof input === 'number') {
    if (!Number.isInteger(input)) return { type: 'int_from_float' };
    return Number.isSafeInteger(input) ? { value: input } : { type: 'int_parsing_size' };
  }
  return typeof input === 'string' ? parseIntText(input) : { type: 'int_type' };
}

function constrain(spec: FieldSpec, value: unknown): Parsed {
  if (spec.ge !== undefined && typeof value === 'number' && !(value >= spec.ge)) {
    return { type: 'greater_than_equal', ctx: { ge: spec.ge } };
  }
  if (spec.le !== undefined && typeof value === 'number' && !(value <= spec.le)) {
    return { type: 'less_than_equal', ctx: { le: spec.le } };
  }
  if (
    spec.maxLength !== undefined &&
    typeof value === 'string' &&
    isLongerThan(value, spec.maxLength)
  ) {
    return { type: 'string_too_long', ctx: { max_length: spec.maxLength } };
  }
  if (spec.pattern !== undefined && !new RegExp(spec.pattern).test(String(value))) {
    return { type: 'string_pattern_mismatch', ctx: { pattern: spec.pattern } };
  }
  return { value };
}

function message(type: string, ctx?: Record<string, unknown>): string {
  if (type === 'greater_than_equal') return `Input should be greater than or equal to ${ctx?.ge}`;
  if (type === 'less_than_equal') return `Input should be less than or equal to ${ctx?.le}`;
  if (type === 'string_too_long') {
    return `String should have at most ${ctx?.max_length} character${ctx?.max_length === 1 ? '' : 's'}`;
  }
  if (type === 'string_pattern_mismatch') return `String should match pattern '${ctx?.pattern}'`;
  return MESSAGES[type] ?? type;
}

function issue(
  type: string,
  loc: ValidationIssue['loc'],
  input: unknown,
  ctx?: Record<string, unknown>,
): ValidationIssue {
  return { type, loc, msg: message(type, ctx), input, ...(ctx && { ctx }) };
}

const specOf = (field: Field): FieldSpec => (typeof field === 'string' ? { type: field } : field);

/** A field given a value: parsed, then checked against its bounds. */
function checkValue(field: Field, input: unknown, loc: ValidationIssue['loc']) {
  const spec = specOf(field);
  if (input === null && spec.optional) return { value: null };
  let parsed = parseScalar(spec.type, input);
  if ('value' in parsed) parsed = constrain(spec, parsed.value);
  return 'value' in parsed ? parsed : { issue: issue(parsed.type, loc, input, parsed.ctx) };
}

/** The value of an absent field: its default, null for an optional one, else "missing". */
function absent(field: Field): { value: unknown } | undefined {
  const spec = specOf(field);
  if (spec.default !== undefined) return { value: spec.default };
  return spec.optional ? { value: null } : undefined;
}

/** Collects the issues of one request; `values` throws them all as one 422 at the end. */
export class RequestChecks {
  private readonly issues: ValidationIssue[] = [];

  private take(field: Field, input: unknown, loc: ValidationIssue['loc']): unknown {
    const checked = checkValue(field, input, loc);
    if ('issue' in checked) this.issues.push(checked.issue);
    return 'value' in checked ? checked.value : undefined;
  }

  path<S extends Schema>(schema: S, params: Record<string, unknown>): Values<S> {
    return this.fields(schema, 'path', (key) => params[key], params);
  }

  /** Query values: the last of a repeated key counts, as in production. */
  query<S extends Schema>(schema: S, params: URLSearchParams): Values<S> {
    const last = (key: string) => params.getAll(key).at(-1);
    return this.fields(schema, 'query', last, undefined);
  }

  body<S extends Schema>(schema: S, body: RequestBody): Values<S> {
    if (body.kind === 'empty') {
      this.issues.push(issue('missing', ['body'], null));
    } else if (body.kind === 'invalid') {
      this.issues.push(issue('json_invalid', ['body', body.position], {}, { error: body.error }));
    } else if (!isPlainObject(body.value)) {
      this.issues.push(issue('model_attributes_type', ['body'], body.value));
    } else {
      const object = body.value;
      return this.fields(schema, 'body', (key) => object[key], object);
    }
    return {} as Values<S>;
  }

  private fields<S extends Schema>(
    schema: S,
    where: 'path' | 'query' | 'body',
    read: (key: string) => unknown,
    whole: unknown,
  ): Values<S> {
    const values: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema)) {
      const input = read(key);
      const fallback = input === undefined ? absent(field) : undefined;
      if (fallback) values[key] = fallback.value;
      else if (input === undefined) this.issues.push(issue('missing', [where, key], whole ?? null));
      else values[key] = this.take(field, input, [where, key]);
    }
    return values as Values<S>;
  }

  /** Throws the 422 when anything failed. */
  done(): void {
    if (this.issues.length) throw new RequestValidationError(this.issues);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

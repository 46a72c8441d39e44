/**
 * Text read as a number or a boolean the way production's validator (pydantic v2, lax mode)
 * reads query values and numbers sent as strings.
 */
type Parsed = { value: unknown } | { type: string };

const DIGITS = String.raw`\d+(?:_\d+)*`;
const INT_TEXT = new RegExp(String.raw`^[+-]?${DIGITS}(?:\.0+)?$`);
const FLOAT_TEXT = new RegExp(
  String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`,
);
const SPECIAL_FLOATS: Record<string, number> = {
  inf: Infinity,
  infinity: Infinity,
  nan: NaN,
};

/** Whole numbers, also "+2", " 2 ", "1_000" and "2.0". Past ±2^53 is refused (the mock's limit). */
export function parseIntText(text: string): Parsed {
  const trimmed = text.trim();
  if (!INT_TEXT.test(trimmed)) return { type: 'int_parsing' };
  const value = Number(trimmed.replace(/_/g, ''));
  return Number.isSafeInteger(value) ? { value } : { type: 'int_parsing_size' };
}

/** Python's float syntax: "1e2", ".5", "5.", "1_0", "inf", "-Infinity", "nan". */
export function parseFloatText(text: string): Parsed {
  const trimmed = text.trim();
  const unsigned = trimmed.replace(/^[+-]/, '').toLowerCase();
  if (Object.hasOwn(SPECIAL_FLOATS, unsigned)) {
    return { value: (trimmed.startsWith('-') ? -1 : 1) * SPECIAL_FLOATS[unsigned] };
  }
  if (!FLOAT_TEXT.test(trimmed)) return { type: 'float_parsing' };
  return { value: Number(trimmed.replace(/_/g, '')) };
}

const TRUE_WORDS = ['1', 'on', 't', 'true', 'y', 'yes'];
const FALSE_WORDS = ['0', 'off', 'f', 'false', 'n', 'no'];

/** "true", "Yes", "1", "off"... in any case, without surrounding spaces. */
export function parseBoolText(text: string): Parsed {
  const word = text.toLowerCase();
  if (TRUE_WORDS.includes(word)) return { value: true };
  if (FALSE_WORDS.includes(word)) return { value: false };
  return { type: 'bool_parsing' };
}

/**
 * A 422's entries come from the API's validation library, pydantic. Production pins pydantic 2,
 * whose words the mock speaks (`{"type": "missing", "msg": "Field required", "input": …}`); a
 * copy of the API run on pydantic 1 (Debian's packages, say) responds with the same 422s in
 * pydantic 1's words (`{"type": "value_error.missing", "msg": "field required"}`, no `input`).
 * The check reads such entries in pydantic 2's words, for the errors its script causes, and says
 * so; an entry it has no words for is left as it is (and so differs).
 */
type Entry = Record<string, unknown>;
type Context = Record<string, unknown>;

const limit = (ctx: Context) => String(ctx.limit_value);

const PYDANTIC_2: Record<string, { type: string; msg: (ctx: Context) => string }> = {
  'value_error.missing': { type: 'missing', msg: () => 'Field required' },
  'type_error.integer': {
    type: 'int_parsing',
    msg: () => 'Input should be a valid integer, unable to parse string as an integer',
  },
  'type_error.float': {
    type: 'float_parsing',
    msg: () => 'Input should be a valid number, unable to parse string as a number',
  },
  'type_error.bool': {
    type: 'bool_parsing',
    msg: () => 'Input should be a valid boolean, unable to interpret input',
  },
  'type_error.str': { type: 'string_type', msg: () => 'Input should be a valid string' },
  'value_error.str.regex': {
    type: 'string_pattern_mismatch',
    msg: (ctx) => `String should match pattern '${String(ctx.pattern)}'`,
  },
  'value_error.number.not_ge': {
    type: 'greater_than_equal',
    msg: (ctx) => `Input should be greater than or equal to ${limit(ctx)}`,
  },
  'value_error.number.not_le': {
    type: 'less_than_equal',
    msg: (ctx) => `Input should be less than or equal to ${limit(ctx)}`,
  },
  'value_error.number.not_gt': {
    type: 'greater_than',
    msg: (ctx) => `Input should be greater than ${limit(ctx)}`,
  },
};

const entriesOf = (body: unknown): Entry[] | undefined => {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return Array.isArray(detail) ? (detail as Entry[]) : undefined;
};

/** The entry without what pydantic 1 never sends (`input`, `url`) or words otherwise (`ctx`). */
function comparable({ input: _input, ctx: _ctx, url: _url, ...entry }: Entry): Entry {
  return entry;
}

function inCurrentWords(entry: Entry): Entry {
  const words = typeof entry.type === 'string' ? PYDANTIC_2[entry.type] : undefined;
  if (!words) return comparable(entry);
  const ctx = (entry.ctx ?? {}) as Context;
  return { ...comparable(entry), type: words.type, msg: words.msg(ctx) };
}

/**
 * Both 422 bodies, the live one's entries in pydantic 2's words, when the live API speaks
 * pydantic 1's (its entry types are dotted, `value_error.missing`); undefined otherwise.
 */
export function readAsCurrentWording(
  mock: unknown,
  live: unknown,
): { mock: unknown; live: unknown; note: string } | undefined {
  const [mockEntries, liveEntries] = [entriesOf(mock), entriesOf(live)];
  if (!mockEntries || !liveEntries) return undefined;
  const older = liveEntries.some(
    (entry) => typeof entry.type === 'string' && entry.type.includes('.'),
  );
  if (!older) return undefined;
  return {
    mock: { ...(mock as object), detail: mockEntries.map(comparable) },
    live: { ...(live as object), detail: liveEntries.map(inCurrentWords) },
    note: "the live 422 is in pydantic 1's words, read as pydantic 2's",
  };
}

import type { RecordedResponse, SetCookie } from './http-client';
import { readAsCurrentWording } from './validation-wording';

/**
 * One way the live response differs from the mock's. `text` says it as `mock → live`:
 * `status 400 → 409`, `detail 'X' → 'Y'`, `missing key items[].price` (the mock sends it, the
 * live API does not), `extra key items[].x` (the other way round).
 */
export interface Difference {
  kind: 'status' | 'content type' | 'text' | 'type' | 'missing key' | 'extra key' | 'cookie';
  /** Where in the body (`items[].price`; '' is the body itself), or the cookie's name. */
  path: string;
  text: string;
}

/**
 * Compared exactly: the texts the client shows (`detail`, success strings, a 422 entry's `msg`)
 * and what tells one response from another (a 422 entry's `loc` and `type`, `is_auth`). Every other
 * value (ids, dates, names, prices, counts) is compared by type.
 */
const EXACT_PATHS = new Set([
  '',
  'detail',
  'message',
  'product',
  'order',
  'detail[].msg',
  'detail[].type',
  'detail[].loc',
  'detail[].loc[]',
  'user.is_auth',
]);

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

const show = (value: unknown) =>
  typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));

const named = (path: string) => path || 'body';

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function compareValues(mock: unknown, live: unknown, path: string, out: Difference[]): void {
  const [mockKind, liveKind] = [kindOf(mock), kindOf(live)];
  const exact = EXACT_PATHS.has(path);
  if (mockKind !== liveKind) {
    out.push(
      exact && mockKind !== 'object' && liveKind !== 'object'
        ? { kind: 'text', path, text: `${named(path)} ${show(mock)} → ${show(live)}` }
        : { kind: 'type', path, text: `type of ${named(path)}: ${mockKind} → ${liveKind}` },
    );
    return;
  }
  if (mockKind === 'object') {
    const [m, l] = [mock as Record<string, unknown>, live as Record<string, unknown>];
    for (const key of Object.keys(m)) {
      const at = join(path, key);
      if (!(key in l)) out.push({ kind: 'missing key', path: at, text: `missing key ${at}` });
      else compareValues(m[key], l[key], at, out);
    }
    for (const key of Object.keys(l)) {
      const at = join(path, key);
      if (!(key in m)) out.push({ kind: 'extra key', path: at, text: `extra key ${at}` });
    }
    return;
  }
  if (mockKind === 'array') {
    const [m, l] = [mock as unknown[], live as unknown[]];
    // A 422's entries one for one; any other list by its entries' shape, or by being empty.
    const whole = path === 'detail' || !m.length || !l.length;
    if (whole && m.length !== l.length) {
      out.push({
        kind: 'text',
        path,
        text: `${named(path)}: ${m.length} → ${l.length} entries`,
      });
    }
    for (let index = 0; index < Math.min(m.length, l.length); index++) {
      compareValues(m[index], l[index], `${path}[]`, out);
    }
    return;
  }
  if (exact && mock !== live) {
    out.push({ kind: 'text', path, text: `${named(path)} ${show(mock)} → ${show(live)}` });
  }
}

/** The attributes compared: flags and texts exactly, Max-Age by sign, Expires by presence. */
function cookieAttributes({ attributes }: SetCookie): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'max-age') read['Max-Age'] = Number(value) > 0 ? 'a lifetime' : String(value);
    else if (name === 'expires') read.Expires = 'a date';
    else if (value === true) read[name] = 'set';
    else read[name] = name === 'path' ? value : value.toLowerCase();
  }
  return read;
}

function compareCookies(mock: SetCookie[], live: SetCookie[], out: Difference[]): void {
  const byName = (cookies: SetCookie[]) => new Map(cookies.map((cookie) => [cookie.name, cookie]));
  const [m, l] = [byName(mock), byName(live)];
  for (const name of new Set([...m.keys(), ...l.keys()])) {
    const [mockCookie, liveCookie] = [m.get(name), l.get(name)];
    if (!mockCookie || !liveCookie) {
      const where = mockCookie ? 'the mock' : 'the live API';
      out.push({ kind: 'cookie', path: name, text: `cookie ${name} set only by ${where}` });
      continue;
    }
    const [ma, la] = [cookieAttributes(mockCookie), cookieAttributes(liveCookie)];
    for (const attribute of new Set([...Object.keys(ma), ...Object.keys(la)])) {
      if (ma[attribute] === la[attribute]) continue;
      const say = (value: string | undefined) => value ?? 'absent';
      out.push({
        kind: 'cookie',
        path: name,
        text: `cookie ${name} ${attribute}: ${say(ma[attribute])} → ${say(la[attribute])}`,
      });
    }
  }
}

export interface Comparison {
  differences: Difference[];
  /** Said beside the verdict: how the responses were read. */
  notes: string[];
}

/** How the live response differs from the mock's, ways that are the same left out. */
export function compareResponses(mock: RecordedResponse, live: RecordedResponse): Comparison {
  const differences: Difference[] = [];
  const notes: string[] = [];
  if (mock.status !== live.status) {
    differences.push({ kind: 'status', path: '', text: `status ${mock.status} → ${live.status}` });
  }
  if (mock.contentType !== live.contentType) {
    differences.push({
      kind: 'content type',
      path: '',
      text: `content type ${mock.contentType || 'none'} → ${live.contentType || 'none'}`,
    });
  }
  if (mock.isJson && live.isJson) {
    const read = mock.status === 422 ? readAsCurrentWording(mock.body, live.body) : undefined;
    if (read) notes.push(read.note);
    compareValues(read?.mock ?? mock.body, read ? read.live : live.body, '', differences);
  } else if (mock.body !== live.body) {
    differences.push({
      kind: 'text',
      path: '',
      text: `body ${show(mock.body)} → ${show(live.body)}`,
    });
  }
  compareCookies(mock.cookies, live.cookies, differences);
  const seen = new Set<string>();
  return {
    differences: differences.filter(({ text }) => !seen.has(text) && seen.add(text)),
    notes,
  };
}

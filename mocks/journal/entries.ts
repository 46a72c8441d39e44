import { isPattern, pathMatches } from '../http/path-patterns';

/** What the mock received, oldest first: each call's method, path, query, body and status. */
export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** A JSON body as sent (passwords and tokens replaced), text as sent, bytes by size; or null. */
  body: unknown;
  /** The status answered; 0 when the connection closed without an answer; null while pending. */
  status: number | null;
}

/** Entries a journal keeps; the oldest goes first. */
export const MAX_JOURNAL_ENTRIES = 1000;
/** Body bytes an entry keeps; a larger body is recorded by its size. */
export const MAX_BODY_BYTES = 16 * 1024;
const SECRET_FIELDS = /^(password|.*token)$/i;
const HIDDEN = '(hidden)';

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELDS.test(key) ? HIDDEN : withoutSecrets(field),
    ]),
  );
}

/**
 * A body as the journal keeps it: JSON without its secrets, other text as sent, anything else
 * (or anything larger than MAX_BODY_BYTES) by its size and type. `text` is read only when kept.
 */
export function journalBody(contentType: string | null, size: number, text: () => string): unknown {
  if (size === 0) return null;
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  const textual = type === 'application/json' || type.startsWith('text/');
  if (!textual || size > MAX_BODY_BYTES) return { bytes: size, contentType: type || null };
  if (type !== 'application/json') return text();
  try {
    return withoutSecrets(JSON.parse(text()));
  } catch {
    return text();
  }
}

/** Adds `entry` as the newest, dropping the oldest past MAX_JOURNAL_ENTRIES. */
export function addEntry(journal: JournalEntry[], entry: JournalEntry): void {
  journal.push(entry);
  if (journal.length > MAX_JOURNAL_ENTRIES) journal.shift();
}

/** The entries of one method and of a path (exact, or `/api/product/:id`); no filter: all. */
export function entriesMatching(
  journal: readonly JournalEntry[],
  method?: string,
  path?: string,
): JournalEntry[] {
  return journal.filter(
    (entry) =>
      (!method || entry.method === method.toUpperCase()) &&
      (!path || (isPattern(path) && pathMatches(entry.path, path))),
  );
}

import type { Request, RequestHandler } from 'express';
import { perSession } from '../sessions/session-state';
import { isPattern, pathMatches } from './path-patterns';

/** What a session received, oldest first: each call's method, path, query, body and status. */
export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** A JSON body as sent (passwords and tokens replaced), text as sent, bytes by size; or null. */
  body: unknown;
  /** The status answered; 0 when the connection closed without an answer; null while pending. */
  status: number | null;
}

/** Entries a session keeps; the oldest goes first. */
export const MAX_JOURNAL_ENTRIES = 1000;
/** Body bytes a journal entry keeps; a larger body is recorded by its size. */
const MAX_BODY_BYTES = 16 * 1024;
const SECRET_FIELDS = /^(password|.*token)$/i;
const HIDDEN = '(hidden)';

const journalOfSession = perSession((): JournalEntry[] => []);

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

function bodyOf(request: Request, chunks: Buffer[], size: number): unknown {
  if (size === 0) return null;
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase() ?? '';
  const textual = type === 'application/json' || type.startsWith('text/');
  if (!textual || size > MAX_BODY_BYTES) return { bytes: size, contentType: type || null };
  const text = Buffer.concat(chunks).toString('utf8');
  if (type !== 'application/json') return text;
  try {
    return withoutSecrets(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * Records every call but the control calls in its session's journal, in the order they came. The
 * body is read beside the handlers, never taken from them (as body-limit.ts counts it).
 */
export const recordRequests: RequestHandler = (request, response, next) => {
  const journal = journalOfSession();
  const entry: JournalEntry = {
    method: request.method,
    path: request.path,
    query: { ...(request.query as Record<string, unknown>) },
    body: null,
    status: null,
  };
  journal.push(entry);
  if (journal.length > MAX_JOURNAL_ENTRIES) journal.shift();
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    if (size + chunk.byteLength <= MAX_BODY_BYTES) chunks.push(chunk);
    size += chunk.byteLength;
  });
  response.on('close', () => {
    entry.body = bodyOf(request, chunks, size);
    entry.status = response.headersSent ? response.statusCode : 0;
  });
  next();
};

/** The session's journal, or the entries of one method and of a path (exact, or `/api/product/:id`). */
export function journalEntries(method?: string, path?: string): JournalEntry[] {
  return journalOfSession().filter(
    (entry) =>
      (!method || entry.method === method.toUpperCase()) &&
      (!path || (isPattern(path) && pathMatches(entry.path, path))),
  );
}

export function clearJournal(): void {
  journalOfSession().length = 0;
}

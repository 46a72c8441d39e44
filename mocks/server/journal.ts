import type { RequestHandler } from 'express';
import { perSession } from '../sessions/session-state';
import {
  addEntry,
  entriesMatching,
  journalBody,
  MAX_BODY_BYTES,
  type JournalEntry,
} from '../journal/entries';

const journalOfSession = perSession((): JournalEntry[] => []);

/**
 * Records every call but the control calls in its session's journal, in the order they came. The
 * body is read beside the handlers, never taken from them (as body-limit.ts counts it).
 */
export const recordRequests: RequestHandler = (request, response, next) => {
  const entry: JournalEntry = {
    method: request.method,
    path: request.path,
    query: { ...(request.query as Record<string, unknown>) },
    body: null,
    status: null,
  };
  addEntry(journalOfSession(), entry);
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    if (size + chunk.byteLength <= MAX_BODY_BYTES) chunks.push(chunk);
    size += chunk.byteLength;
  });
  response.on('close', () => {
    entry.body = journalBody(request.headers['content-type'] ?? null, size, () =>
      Buffer.concat(chunks).toString('utf8'),
    );
    entry.status = response.headersSent ? response.statusCode : 0;
  });
  next();
};

/** The session's journal, or the entries of one method and of a path (exact, or a pattern). */
export function journalEntries(method?: string, path?: string): JournalEntry[] {
  return entriesMatching(journalOfSession(), method, path);
}

export function clearJournal(): void {
  journalOfSession().length = 0;
}

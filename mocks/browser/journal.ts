import type { SetupWorker } from 'msw/browser';
import { addEntry, entriesMatching, journalBody, type JournalEntry } from '../journal/entries';

/** The calls to the mocked API and Storage (not the page's files and pictures). */
const isBackendCall = (url: URL) =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/v0/b/');

/** What this tab sent the mock, in order, and who wants to hear of a change. */
export interface BrowserJournal {
  entries(method?: string, path?: string): JournalEntry[];
  clear(): void;
  /** Calls back after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Records the calls this tab's worker hands the mock (its lifecycle events), as the server does. */
export function recordWorkerRequests(worker: SetupWorker): BrowserJournal {
  let journal: JournalEntry[] = [];
  const pending = new Map<string, JournalEntry>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  worker.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (!isBackendCall(url)) return;
    const entry: JournalEntry = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: null,
      status: null,
    };
    addEntry(journal, entry);
    pending.set(requestId, entry);
    changed();
    void request
      .clone()
      .arrayBuffer()
      .then((bytes) => {
        entry.body = journalBody(request.headers.get('Content-Type'), bytes.byteLength, () =>
          new TextDecoder().decode(bytes),
        );
        changed();
      })
      .catch(() => undefined);
  });
  const answered = (requestId: string, status: number) => {
    const entry = pending.get(requestId);
    if (!entry) return;
    pending.delete(requestId);
    entry.status = status;
    changed();
  };
  worker.events.on('response:mocked', ({ response, requestId }) =>
    answered(requestId, response.status),
  );
  worker.events.on('response:bypass', ({ response, requestId }) =>
    answered(requestId, response.status),
  );

  return {
    entries: (method, path) =>
      entriesMatching(journal, method, path).map((entry) => ({ ...entry })),
    clear: () => {
      journal = [];
      pending.clear();
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { db } from '../data/db';

/**
 * @mswjs/data copies every row a tab creates, updates or deletes into the other tabs' dbs, one
 * BroadcastChannel message per row (its lib/extensions/sync.js), out of step with their saves: a
 * tab that loads the stored db echoes every row into the others, and two tabs that create a row
 * at once each get the other's as a duplicate. The tabs share the stored db instead
 * (shared-db.ts), so this tab echoes nothing. tests/unit/mock-persistence holds the library to it.
 */
export function stopRowEcho(): void {
  db[DATABASE_INSTANCE].events.removeAllListeners();
}

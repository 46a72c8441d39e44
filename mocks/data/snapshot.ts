import { clearDb, db } from './db';

/** Every table of the mock db, found from the db itself so new models are covered too. */
export type TableName = Extract<keyof typeof db, string>;
export type Row = Record<string, unknown>;
export type DbSnapshot = Record<string, Row[]>;

interface AnyTable {
  getAll(): unknown[];
  count(): number;
  create(row: Row): unknown;
}

export function tableNames(): TableName[] {
  return Object.keys(db) as TableName[];
}

function table(name: TableName): AnyTable {
  return db[name] as unknown as AnyTable;
}

export type Columns = Partial<Record<TableName, string[]>>;

/**
 * A plain, JSON-safe copy of every row of every table; `leaveOut` names columns to skip (the demo
 * stores pictures' bytes apart from the rows), which are then never copied.
 */
export function takeSnapshot(leaveOut: Columns = {}): DbSnapshot {
  return Object.fromEntries(
    tableNames().map((name) => {
      const skipped = leaveOut[name] ?? [];
      const json = JSON.stringify(table(name).getAll(), (key: string, value: unknown) =>
        skipped.includes(key) ? undefined : value,
      );
      return [name, JSON.parse(json) as Row[]];
    }),
  );
}

export function isSnapshot(value: unknown): value is DbSnapshot {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const tables = value as Record<string, unknown>;
  return tableNames().every(
    (name) =>
      Array.isArray(tables[name]) &&
      (tables[name] as unknown[]).every((row) => !!row && typeof row === 'object'),
  );
}

/**
 * Replaces the db's content with a snapshot. Throws when a row does not fit its model;
 * the caller decides what to do then (persistence reseeds).
 */
export function restoreSnapshot(snapshot: DbSnapshot): void {
  if (!isSnapshot(snapshot)) throw new Error('Not a snapshot of the mock db.');
  clearDb();
  for (const name of tableNames()) {
    for (const row of snapshot[name]) table(name).create(row);
  }
}

/**
 * Field names and value types of every model, read by creating (and removing) one blank row
 * per table: a stored snapshot from an older db.ts no longer matches, so it reseeds.
 */
export function schemaFingerprint(): string {
  return tableNames()
    .map((name) => {
      const rows = db[name] as unknown as AnyTable & { delete(query: unknown): unknown };
      for (const id of [-1, '__schema_probe__']) {
        try {
          const blank = rows.create({ id }) as Row;
          rows.delete({ where: { id: { equals: id } } });
          const fields = Object.keys(blank).map((field) => `${field}:${typeof blank[field]}`);
          return `${name}(${fields.sort().join(',')})`;
        } catch {
          // the other primary key type
        }
      }
      return `${name}(?)`;
    })
    .join(';');
}

/** Rows per table, for the HTTP server's state and the toolbar. */
export function tableCounts(): Record<TableName, number> {
  return Object.fromEntries(tableNames().map((name) => [name, table(name).count()])) as Record<
    TableName,
    number
  >;
}

/** Runs `change` (a reseed, say) while keeping the rows of the given tables as they were. */
export function keepingTables(names: TableName[], change: () => void): void {
  const kept = takeSnapshot();
  change();
  for (const name of names) {
    const rows = db[name] as unknown as AnyTable & { delete(query: unknown): unknown };
    for (const row of kept[name]) {
      rows.delete({ where: { id: { equals: row.id } } });
      rows.create(row);
    }
  }
}

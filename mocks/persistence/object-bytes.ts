import { db } from '../data/db';
import { fromBase64, OBJECT_BYTES, toBase64 } from '../storage/objects';
import type { DbSnapshot, Row } from '../data/snapshot';
import type { DbStore } from './db-store';

/**
 * Uploaded pictures are stored apart from the rows: a save writes only the pictures the store
 * does not hold yet (an object never changes), and a load takes the bytes of an object this tab
 * already holds from memory.
 */
const objectRows = (tables: DbSnapshot): Row[] => tables[OBJECT_BYTES.table];
const liveObjects = () => db[OBJECT_BYTES.table].getAll();

export function pictureIds(tables: DbSnapshot): Set<string> {
  return new Set(objectRows(tables).map((row) => String(row.id)));
}

/** The bytes of the db's objects that are not among `stored`. */
export function newPictures(stored: Set<string>): Map<string, Uint8Array> {
  return new Map(
    liveObjects()
      .filter((object) => !stored.has(object.id))
      .map((object) => [object.id, fromBase64(object[OBJECT_BYTES.column])]),
  );
}

/** The stored tables with their objects' bytes put back; an object whose bytes are lost is left out. */
export async function withPictures(tables: DbSnapshot, store: DbStore): Promise<DbSnapshot> {
  const live = new Map(liveObjects().map((object) => [object.id, object]));
  const sameInMemory = (row: Row) => live.get(String(row.id))?.generation === row.generation;
  const rows = objectRows(tables);
  const loaded = await store.pictures(
    rows.filter((row) => !sameInMemory(row)).map((row) => String(row.id)),
  );
  const complete = rows.flatMap((row) => {
    const id = String(row.id);
    const bytes = sameInMemory(row)
      ? live.get(id)![OBJECT_BYTES.column]
      : loaded.has(id) && toBase64(loaded.get(id)!);
    if (bytes === false) console.warn(`[mock] The stored picture ${id} is missing; left out.`);
    return bytes === false ? [] : [{ ...row, [OBJECT_BYTES.column]: bytes }];
  });
  return { ...tables, [OBJECT_BYTES.table]: complete };
}

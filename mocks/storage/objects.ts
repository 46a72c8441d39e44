import { clock } from '../data/clock';
import { db } from '../data/db';
import { inlineDisposition } from './responses';

/**
 * The mock Firebase Storage bucket: uploaded objects live in the mock db (table
 * storageObject), so they are reset with it and survive a reload like the products do.
 */
export interface StoredObject {
  bucket: string;
  fullPath: string;
  contentType: string;
  bytes: Uint8Array;
  downloadToken: string;
  generation: string;
  timeCreated: string;
}

/** Largest object the mock bucket takes (its "security rules"); keeps the saved db small. */
export const MAX_OBJECT_BYTES = 2 * 1024 * 1024;

/**
 * Where the rows keep an object's bytes. The demo stores them apart from the rows
 * (mocks/persistence): they are large and never change, so each is written once.
 */
export const OBJECT_BYTES = { table: 'storageObject', column: 'data_base64' } as const;

const keyOf = (bucket: string, fullPath: string) => `${bucket}/${fullPath}`;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function findObject(bucket: string, fullPath: string): StoredObject | undefined {
  const row = db.storageObject.findFirst({ where: { id: { equals: keyOf(bucket, fullPath) } } });
  return row
    ? {
        bucket: row.bucket,
        fullPath: row.full_path,
        contentType: row.content_type,
        bytes: fromBase64(row.data_base64),
        downloadToken: row.download_token,
        generation: row.generation,
        timeCreated: row.time_created,
      }
    : undefined;
}

/** Stores a new object (the bucket never overwrites: see the upload handler). */
export function saveObject(object: StoredObject): void {
  db.storageObject.create({
    id: keyOf(object.bucket, object.fullPath),
    bucket: object.bucket,
    full_path: object.fullPath,
    content_type: object.contentType,
    data_base64: toBase64(object.bytes),
    download_token: object.downloadToken,
    generation: object.generation,
    time_created: object.timeCreated,
  });
}

/** A new object with its own download token, stored; the upload's rules were checked before. */
export function storeNewObject(
  bucket: string,
  fullPath: string,
  contentType: string,
  bytes: Uint8Array,
): StoredObject {
  const now = clock.now();
  const object = {
    bucket,
    fullPath,
    contentType,
    bytes,
    downloadToken: crypto.randomUUID(),
    generation: String(now * 1000),
    timeCreated: new Date(now).toISOString(),
  };
  saveObject(object);
  return object;
}

export function clearObjects(): void {
  db.storageObject.deleteMany({ where: { id: { contains: '' } } });
}

/** The object resource the REST API returns (what the SDK maps into FullMetadata). */
export function objectResource(object: StoredObject) {
  return {
    name: object.fullPath,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.timeCreated,
    storageClass: 'STANDARD',
    size: String(object.bytes.byteLength),
    contentEncoding: 'identity',
    contentDisposition: inlineDisposition(object.fullPath),
    downloadTokens: object.downloadToken,
  };
}

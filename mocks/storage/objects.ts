/**
 * The mock Firebase Storage bucket: uploaded objects kept in memory, handler-side.
 * Keyed by bucket and full path, like the real service.
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

const objects = new Map<string, StoredObject>();

const keyOf = (bucket: string, fullPath: string) => `${bucket}/${fullPath}`;

export function findObject(bucket: string, fullPath: string): StoredObject | undefined {
  return objects.get(keyOf(bucket, fullPath));
}

export function saveObject(object: StoredObject): void {
  objects.set(keyOf(object.bucket, object.fullPath), object);
}

export function clearObjects(): void {
  objects.clear();
}

/** The object resource the REST API answers (what the SDK maps into FullMetadata). */
export function objectResource(object: StoredObject) {
  const name = object.fullPath.split('/').pop() ?? object.fullPath;
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
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(name)}`,
    downloadTokens: object.downloadToken,
  };
}

/** An object's place in the mock bucket. */
export interface ObjectLocation {
  bucket: string;
  /** The object's path, decoded (`product_picture/a.png`); empty for the bucket itself. */
  fullPath: string;
}

/**
 * Bucket and object path of a storage REST path (`/v0/b/<bucket>/o/<object>`, any prefix); the
 * object's path arrives as one encoded segment (a/b -> a%2Fb). Null when it is not one.
 */
export function objectLocationOf(pathname: string): ObjectLocation | null {
  const match = /\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/.exec(pathname);
  if (!match) return null;
  try {
    return {
      bucket: decodeURIComponent(match[1]),
      fullPath: match[2] ? decodeURIComponent(match[2]) : '',
    };
  } catch {
    return null;
  }
}

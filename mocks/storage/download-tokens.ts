import { objectResource, type StoredObject } from './objects';
import { storageJson } from './responses';

/**
 * Who is handed an object's download token, the one key to its bytes, in a metadata response (the
 * Firebase SDK's getDownloadURL reads it there): only the shop's own pages. In the browser worker
 * and in Vitest every request comes from the shop itself; the HTTP server narrows it to the
 * origins it allows by CORS, so curl and other sites get the metadata without the token.
 */
type OriginCheck = (origin: string | null) => boolean;

const everyCaller: OriginCheck = () => true;
let isShopOrigin: OriginCheck = everyCaller;

/** The HTTP server's rule; `undefined` goes back to the in-process one (every caller). */
export function giveDownloadTokensTo(check: OriginCheck | undefined): void {
  isShopOrigin = check ?? everyCaller;
}

export function mayHaveDownloadToken(request: Request): boolean {
  return isShopOrigin(request.headers.get('Origin'));
}

/** The object resource; its download token only for the shop's own pages. */
export function metadataResponse(
  request: Request,
  object: StoredObject,
  headers: Record<string, string> = {},
): Response {
  const { downloadTokens, ...metadata } = objectResource(object);
  const body = mayHaveDownloadToken(request) ? { ...metadata, downloadTokens } : metadata;
  return storageJson(body, 200, headers);
}

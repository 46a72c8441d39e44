import { HttpResponse } from 'msw';
import { metadataResponse } from './download-tokens';
import { storageError, STORAGE_MESSAGES } from './errors';
import { storeNewObject } from './objects';
import { STORAGE_RESPONSE_HEADERS } from './responses';
import { mayStore, mayUpload, type DeclaredUpload } from './rules';
import { readUploadBody } from './upload-body';
import { perSession } from '../sessions/session-state';

/**
 * Firebase Storage's resumable upload protocol, which the SDK's uploadBytesResumable speaks for
 * files above 256 KB. `start` (JSON metadata; size and type in X-Goog-Upload-Header-Content-Length
 * and -Content-Type) answers the session's X-Goog-Upload-URL; each chunk is `upload` at
 * X-Goog-Upload-Offset, the last `upload, finalize`; `query` answers X-Goog-Upload-Size-Received;
 * `cancel` ends the session. The SDK checks X-Goog-Upload-Status (active or final) on every answer.
 */
interface UploadSession extends DeclaredUpload {
  chunks: Uint8Array[];
  received: number;
  final: boolean;
}

/**
 * Upload sessions by upload id, the least recently used first, each mock session's its own
 * (mocks/sessions/session-state.ts). The SDK never sends `cancel` (a cancelled task only stops),
 * so upload sessions are left behind: past MAX_SESSIONS the oldest is forgotten. Each holds at
 * most MAX_OBJECT_BYTES, so they never hold more than 16 times that.
 */
const MAX_SESSIONS = 16;
const uploadsOfSession = perSession(() => new Map<string, UploadSession>());

/** The start's JSON metadata: a few hundred bytes from the SDK. */
const MAX_METADATA_BYTES = 64 * 1024;

const decoder = new TextDecoder();

const protocolResponse = (headers: Record<string, string>) =>
  new HttpResponse(null, { status: 200, headers: { ...STORAGE_RESPONSE_HEADERS, ...headers } });

const badRequest = () => storageError(400, STORAGE_MESSAGES.badRequest);

/** A byte count or offset in decimal, as the SDK writes it; null for anything else. */
function byteCount(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** "upload,finalize" reads as "upload, finalize". */
function commandOf(request: Request): string {
  return (request.headers.get('X-Goog-Upload-Command') ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .join(', ');
}

function metadataOf(body: Uint8Array): Record<string, unknown> | null {
  if (body.byteLength === 0) return {};
  try {
    const parsed: unknown = JSON.parse(decoder.decode(body));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function keep(uploadId: string, session: UploadSession): void {
  const uploads = uploadsOfSession();
  const [oldest] = uploads.keys();
  if (uploads.size >= MAX_SESSIONS && oldest !== undefined) uploads.delete(oldest);
  uploads.set(uploadId, session);
}

/** The session, moved to the end of the map as the most recently used. */
function useSession(uploadId: string, bucket: string): UploadSession | undefined {
  const uploads = uploadsOfSession();
  const session = uploads.get(uploadId);
  if (!session || session.bucket !== bucket) return undefined;
  uploads.delete(uploadId);
  uploads.set(uploadId, session);
  return session;
}

function take(session: UploadSession, bytes: Uint8Array): void {
  session.chunks.push(bytes);
  session.received += bytes.byteLength;
}

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function start(request: Request, bucket: string): Promise<Response> {
  const body = await readUploadBody(request, MAX_METADATA_BYTES);
  const metadata = body && metadataOf(body);
  const url = new URL(request.url);
  const nameInMetadata = typeof metadata?.name === 'string' ? metadata.name : '';
  const fullPath = url.searchParams.get('name') ?? nameInMetadata;
  const size = byteCount(request.headers.get('X-Goog-Upload-Header-Content-Length'));
  const contentType = request.headers.get('X-Goog-Upload-Header-Content-Type');
  if (!metadata || !fullPath || size === null || !contentType) return badRequest();
  const upload = { bucket, fullPath, contentType, metadataType: metadata.contentType, size };
  if (!mayUpload(upload)) return storageError(403, STORAGE_MESSAGES.forbidden);
  const uploadId = crypto.randomUUID();
  keep(uploadId, { ...upload, chunks: [], received: 0, final: false });
  // On the request's own origin: the emulator host, the HTTP mock server or the real host alike.
  const sessionUrl = new URL(url.pathname, url.origin);
  sessionUrl.search = new URLSearchParams({
    name: fullPath,
    upload_id: uploadId,
    upload_protocol: 'resumable',
  }).toString();
  return protocolResponse({
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': sessionUrl.href,
  });
}

async function receive(
  request: Request,
  uploadId: string,
  session: UploadSession,
  finalize: boolean,
): Promise<Response> {
  if (session.final) return storageError(400, STORAGE_MESSAGES.uploadFinal);
  const offset = byteCount(request.headers.get('X-Goog-Upload-Offset'));
  if (offset === null) return badRequest();
  // Google's upload server answers a chunk that does not start where the received bytes end with
  // a 503, on which the SDK queries the upload and resumes from the size received (a 4xx would
  // end the upload, though the SDK itself sends such a chunk again after a dropped connection).
  if (offset !== session.received) return storageError(503, STORAGE_MESSAGES.offsetMismatch);
  const bytes = await readUploadBody(request, session.size - session.received);
  if (!bytes) return storageError(400, STORAGE_MESSAGES.largerThanDeclared);
  take(session, bytes);
  if (!finalize) return protocolResponse({ 'X-Goog-Upload-Status': 'active' });
  if (session.received !== session.size) {
    return storageError(400, STORAGE_MESSAGES.smallerThanDeclared);
  }
  const whole = joined(session.chunks, session.received);
  session.chunks = [];
  session.final = true;
  if (!mayStore(session, whole)) {
    uploadsOfSession().delete(uploadId);
    return storageError(403, STORAGE_MESSAGES.forbidden);
  }
  const object = storeNewObject(session.bucket, session.fullPath, session.contentType, whole);
  return metadataResponse(request, object, { 'X-Goog-Upload-Status': 'final' });
}

function cancel(uploadId: string, session: UploadSession): Response {
  if (session.final) return storageError(400, STORAGE_MESSAGES.uploadFinal);
  uploadsOfSession().delete(uploadId);
  return protocolResponse({ 'X-Goog-Upload-Status': 'cancelled' });
}

/** A start, or a command on a session's URL. */
export function isResumableUpload(request: Request): boolean {
  return (
    request.headers.get('X-Goog-Upload-Protocol') === 'resumable' ||
    new URL(request.url).searchParams.has('upload_id')
  );
}

export async function resumableUpload(request: Request, bucket: string): Promise<Response> {
  const command = commandOf(request);
  const uploadId = new URL(request.url).searchParams.get('upload_id');
  if (uploadId === null) return command === 'start' ? start(request, bucket) : badRequest();
  const session = useSession(uploadId, bucket);
  if (!session) return storageError(404, STORAGE_MESSAGES.uploadNotFound);
  switch (command) {
    case 'query':
      return protocolResponse({
        'X-Goog-Upload-Status': session.final ? 'final' : 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
      });
    case 'cancel':
      return cancel(uploadId, session);
    case 'upload':
      return receive(request, uploadId, session, false);
    case 'upload, finalize':
    case 'finalize':
      return receive(request, uploadId, session, true);
    default:
      return badRequest();
  }
}

/** A chunk that goes on where its upload's received bytes end: one a scenario may cut short. */
export interface ChunkUnderWay {
  uploadId: string;
  offset: number;
  declaredSize: number;
}

export function chunkUnderWayOf(request: Request): ChunkUnderWay | undefined {
  const uploadId = new URL(request.url).searchParams.get('upload_id');
  const session = uploadId === null ? undefined : uploadsOfSession().get(uploadId);
  const offset = byteCount(request.headers.get('X-Goog-Upload-Offset'));
  if (!uploadId || !session || session.final || offset !== session.received) return undefined;
  if (!commandOf(request).startsWith('upload')) return undefined;
  return { uploadId, offset, declaredSize: session.size };
}

/** Takes a chunk's first bytes into its upload, as a connection that drops after them leaves it. */
export function receivePartOf(chunk: ChunkUnderWay, bytes: Uint8Array): void {
  const session = uploadsOfSession().get(chunk.uploadId);
  if (!session || session.final || session.received !== chunk.offset) return;
  if (bytes.byteLength <= session.size - session.received) take(session, bytes);
}

import type { Request, RequestHandler } from 'express';
import { MAX_OBJECT_BYTES } from '../storage/objects';
import { refuse, SERVER_DETAILS, STORAGE_PATH_PREFIX } from './refusal';

const MEGABYTE = 1024 * 1024;

/** A JSON body of the API or of a control call (nginx's default `client_max_body_size`). */
export const JSON_BODY_LIMIT = MEGABYTE;
/** An upload: the largest object plus room for the multipart envelope around it. */
export const UPLOAD_BODY_LIMIT = MAX_OBJECT_BYTES + 64 * 1024;
/**
 * A snapshot carries every table, uploaded pictures included, so far more than a JSON body
 * (docs/performance.md, "Pictures, scale and the mock server").
 */
export const SNAPSHOT_BODY_LIMIT = 64 * MEGABYTE;

export function bodyLimitOf(request: Request, snapshotPath: string): number {
  if (request.path.startsWith(STORAGE_PATH_PREFIX)) return UPLOAD_BODY_LIMIT;
  if (request.path === snapshotPath) return SNAPSHOT_BODY_LIMIT;
  return JSON_BODY_LIMIT;
}

/** Node's own test for `Expect: 100-continue` (the server's 'checkContinue' event). */
export const EXPECTS_CONTINUE = /(?:^|\W)100-continue(?:\W|$)/i;

/** Node reads `Expect` on HTTP/1.1 requests only, as the RFC has it. */
export const expectationOf = (request: Request): string | undefined =>
  request.httpVersion === '1.1' ? request.headers.expect : undefined;

/**
 * A refused body is read to its end and thrown away before the 413 goes out, so a client that
 * sends its whole body before it reads the response reads the 413 instead of a reset (EPIPE,
 * ECONNRESET): responding and closing while it still wrote made the kernel reset the connection.
 * nginx's lingering close serves the same end. At most LINGER_MS and LINGER_BYTES past the
 * limit, then the response goes out at once; a body announced larger, or one a client holds back
 * until `100 Continue`, is refused at once.
 */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 16 * MEGABYTE;

/** Calls `respond` once the rest of the request has arrived, or at the bounds above. */
export function onceDrained(request: Request, respond: () => void): void {
  let discarded = 0;
  const done = () => {
    clearTimeout(timer);
    request.off('data', discard);
    request.off('end', done);
    respond();
  };
  const discard = (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) done();
  };
  const timer = setTimeout(done, LINGER_MS);
  request.on('data', discard);
  request.once('end', done);
}

/**
 * Refuses a body over its limit with 413 before a handler sees it: by its Content-Length, and a
 * chunked one as its bytes arrive. The handlers read the request stream itself
 * (@mswjs/http-middleware turns it into the fetch Request's body), so the bytes are counted
 * beside them, never taken from them: a 'data' listener starts the flow on the next tick, and the
 * handler's reader attaches in this one, so both see every byte. A refused connection closes
 * once the response is out.
 */
export function limitBodies(limitOf: (request: Request) => number): RequestHandler {
  return (request, response, next) => {
    const limit = limitOf(request);
    const tooLarge = () => {
      if (response.headersSent) return;
      response.setHeader('Connection', 'close');
      refuse(request, response, 413, SERVER_DETAILS.bodyTooLarge(limit));
    };
    const waitsForContinue = EXPECTS_CONTINUE.test(expectationOf(request) ?? '');
    const announced = Number(request.headers['content-length'] ?? 0);
    if (announced > limit) {
      if (waitsForContinue || announced > limit + LINGER_BYTES) tooLarge();
      else onceDrained(request, tooLarge);
      return;
    }
    if (waitsForContinue) response.writeContinue();
    if (request.headers['transfer-encoding'] !== undefined) {
      let received = 0;
      const count = (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received <= limit) return;
        request.off('data', count);
        if (response.headersSent) {
          request.destroy();
          return;
        }
        // The 413 goes out at once; the body is read away behind it (within the bounds above)
        // before the connection closes, so the client reads the 413 instead of a reset.
        response.once('finish', () => onceDrained(request, () => request.destroy()));
        tooLarge();
      };
      request.on('data', count);
    }
    next();
  };
}

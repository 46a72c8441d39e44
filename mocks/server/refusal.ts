import type { Request, Response as ExpressResponse } from 'express';
import { maxHeaderSize } from 'node:http';
import { storageError } from '../storage/errors';

/** Firebase Storage's REST paths (mocks/storage/handlers.ts `storagePaths`) on this server. */
export const STORAGE_PATH_PREFIX = '/v0/b/';

const kilobytes = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

/** The mock server's own words for what it refuses before any handler sees the request. */
export const SERVER_DETAILS = {
  bodyTooLarge: (limit: number) => `The request body may be at most ${kilobytes(limit)}.`,
  headersTooLarge: `The request line and headers may be at most ${kilobytes(maxHeaderSize)}.`,
  malformedRequest: (reason: string) => `The request is not valid HTTP (${reason}).`,
  requestTimeout: 'The request took too long to arrive.',
  hostMissing: 'The request has no Host header.',
  expectationFailed: 'Only the expectation 100-continue is supported.',
  controlNeedsJson: 'Control calls send their body as Content-Type: application/json.',
  controlHostRefused:
    'Control calls are served for the host names localhost, 127.0.0.1, [::1] and MOCK_HOST only.',
  controlUnauthorized: 'Control calls need the header Authorization: Bearer <MOCK_CONTROL_TOKEN>.',
} as const;

/** Sends a fetch Response (what the storage handlers build) through Express. */
async function sendFetchResponse(
  response: ExpressResponse,
  fetchResponse: Response,
): Promise<void> {
  const body = Buffer.from(await fetchResponse.arrayBuffer());
  if (response.headersSent) return;
  response.status(fetchResponse.status);
  fetchResponse.headers.forEach((value, name) => response.setHeader(name, value));
  response.end(body);
}

/**
 * Responds to a request the server itself refuses: in Firebase's error shape on the storage paths
 * (the SDK reads that), with `{detail}` as production's API everywhere else.
 */
export function refuse(
  request: Request,
  response: ExpressResponse,
  status: number,
  detail: string,
): void {
  if (request.path.startsWith(STORAGE_PATH_PREFIX)) {
    void sendFetchResponse(response, storageError(status, detail));
    return;
  }
  response.status(status).json({ detail });
}

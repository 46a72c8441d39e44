import type { RequestHandler } from 'express';
import { NO_CORS_HEADER } from '../http/responses';
import { beforeWriteHead } from './before-write-head';

/** CORS for the app's dev and preview origins; the app sends credentials, so origins are echoed. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ALLOWED_HEADERS = [
  'Content-Type',
  'X-Session-ID',
  // A test's mock session (sessions.ts).
  'X-Mock-Session',
  'X-XSRF-TOKEN',
  // What the Firebase Storage SDK sends to an emulator host.
  'Authorization',
  'X-Firebase-Storage-Version',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Offset',
];

const EXPOSED_HEADERS = [
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
];

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** `*` in the list allows any origin (still echoed, as credentials need). */
export function isAllowedOrigin(origin: string | null, allowed: readonly string[]): boolean {
  return !!origin && (allowed.includes('*') || allowed.includes(origin));
}

function corsHeaders(
  origin: string | null,
  allowed: readonly string[],
  preflight: boolean,
): Record<string, string> {
  if (!isAllowedOrigin(origin, allowed)) return { Vary: 'Origin' };
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin!,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS.join(', ');
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

/**
 * Responds to preflights, and gives every other response the CORS headers of its origin, except
 * one a handler marked with NO_CORS_HEADER: production's 500s carry none (the mark goes too).
 */
export function cors(allowed: readonly string[]): RequestHandler {
  return (request, response, next) => {
    const origin = request.headers.origin ?? null;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      response.writeHead(204, corsHeaders(origin, allowed, true)).end();
      return;
    }
    const headers = corsHeaders(origin, allowed, false);
    beforeWriteHead(response, () => {
      if (response.hasHeader(NO_CORS_HEADER)) response.removeHeader(NO_CORS_HEADER);
      else response.set(headers);
    });
    next();
  };
}

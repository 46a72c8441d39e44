import { HttpResponse, type HttpResponseResolver } from 'msw';
import { RequestValidationError } from './validation';

/** Texts every handler may send: production's, except the ones marked as the mock's own. */
export const DETAILS = {
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  notAuthorized: 'Not authorized',
  /** The `strict-csrf` scenario's (production checks no CSRF token). */
  csrf: 'CSRF token missing or incorrect.',
  /** The mock's own: production never sees such a path (its HTTP layer refuses it). */
  malformedPath: 'The request path is not valid percent-encoding.',
  /** The mock's own: a row took the id at the same moment (another tab of the demo, say). */
  duplicateRow: 'This record was just created elsewhere. Please try again.',
} as const;

export function errorResponse(status: number, detail: string): Response {
  return HttpResponse.json({ detail }, { status });
}

/**
 * Marks a response the HTTP mock server sends without CORS headers (and without this header),
 * as production sends its 500s.
 */
export const NO_CORS_HEADER = 'X-Mock-No-Cors';

/** Production's response to an unhandled error: plain text, no CORS headers. */
function productionCrash(): Response {
  return new HttpResponse('Internal Server Error', {
    status: 500,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', [NO_CORS_HEADER]: '1' },
  });
}

/** A failure a handler raises; `withErrors` turns it into its response. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Production responds 500 here; the mock sends this sane status and detail instead. */
    readonly crashesInProduction = false,
  ) {
    super(detail);
  }
}

export function fail(status: number, detail: string): never {
  throw new MockHttpError(status, detail);
}

/** A sane refusal where production crashes (the `production-defects` scenario sends the 500). */
export function failWhereProductionCrashes(status: number, detail: string): never {
  throw new MockHttpError(status, detail, true);
}

type ResolverInfo = Parameters<HttpResponseResolver>[0];
export type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/** @mswjs/data's refusal of a row whose id is taken (its error class is not exported). */
function isDuplicateRow(error: unknown): boolean {
  return error instanceof Error && (error as { type?: unknown }).type === 'DuplicatePrimaryKey';
}

function responseForError(error: unknown, crashLikeProduction: boolean): Response {
  if (error instanceof RequestValidationError) {
    return HttpResponse.json({ detail: error.issues }, { status: 422 });
  }
  if (error instanceof MockHttpError) {
    if (error.crashesInProduction && crashLikeProduction) return productionCrash();
    return errorResponse(error.status, error.detail);
  }
  if (isDuplicateRow(error)) return errorResponse(409, DETAILS.duplicateRow);
  throw error;
}

/**
 * Wraps a resolver so a thrown MockHttpError or a 422 becomes a response with its status and
 * detail.
 */
export function withErrors(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      return responseForError(error, false);
    }
  };
}

/** Like `withErrors`, but responds with production's 500 where production crashes. */
export function withProductionCrashes(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      return responseForError(error, true);
    }
  };
}

/** Matches an endpoint's path on any origin, so one handler serves every runtime. */
export function anyOrigin(path: string): string {
  return `*${path}`;
}

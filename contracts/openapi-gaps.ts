import {
  declaredStatuses,
  declaresHeaderParameter,
  declaresRequestBody,
  declaresResponseHeader,
  type OpenApiDocument,
  type OperationRef,
} from './openapi-check/document';

/**
 * What production's OpenAPI document (FastAPI's `/openapi.json`) leaves out of what the pacts pin,
 * although production's routes send or accept it on the wire: the known gaps of the document. The OpenAPI check
 * (`npm run pact:check-openapi`, contracts/openapi-check/) marks a finding one of these `known gap`
 * with the reason below, and does not fail on it; any other finding fails the check.
 * docs/api-contract.md ("The API's OpenAPI document") lists them for the API team, and a check
 * keeps that page and this list in step.
 *
 * A gap covers the document's omission as a whole: once the document declares the thing anywhere
 * (one error status on the operation, the header on one route), every call that still lacks it is
 * a finding, not a known gap. A gap that covers no finding of a run is printed as no longer seen,
 * so the list can be pruned.
 */

/** What a gap looks at in a finding of the comparator. */
export interface GapFacts {
  /** The comparator's code (`response.status.unknown`, `request.header.unknown`, …). */
  code: string;
  /** The document's operation the interaction matched, when it matched one. */
  operation?: OperationRef;
  /** The header the finding is about, lowercase (`x-session-id`, `set-cookie`). */
  header?: string;
}

export interface OpenApiGap {
  /** The gap in a few words, as the check prints it. */
  summary: string;
  /** Why production's document lacks it, and what the API team would declare. */
  reason: string;
  /** Whether the finding is this gap in that document. */
  covers: (finding: GapFacts, document: OpenApiDocument) => boolean;
}

const NOT_ERRORS = /^(2\d\d|2XX|422)$/i;
const SESSION_AND_CSRF_HEADERS = ['x-session-id', 'x-xsrf-token'];

export const OPENAPI_GAPS = {
  onlySuccessAndValidationStatuses: {
    summary: 'every path documents only 200 and 422',
    reason:
      "FastAPI documents a route's success and its validation error (422) and none of the errors the route raises itself: 400, 401, 403 and 404 are not in production's document. Covers a status the document does not define on an operation that declares no other error.",
    covers: (finding, document) =>
      finding.code === 'response.status.unknown' &&
      finding.operation !== undefined &&
      declaredStatuses(document, finding.operation).every((status) => NOT_ERRORS.test(status)),
  },
  sessionAndCsrfHeadersUndeclared: {
    summary: 'the session header and the CSRF header are not declared',
    reason:
      'The cart and checkout routes read `X-Session-ID` from the request itself, and `X-XSRF-TOKEN` is read by none: no route declares either as a header parameter. Covers those two headers while no operation of the document declares them.',
    covers: (finding, document) =>
      finding.code === 'request.header.unknown' &&
      finding.header !== undefined &&
      SESSION_AND_CSRF_HEADERS.includes(finding.header) &&
      !declaresHeaderParameter(document, finding.header),
  },
  signInCookiesUndeclared: {
    summary: 'the sign-in cookies are not declared',
    reason:
      'Login sets the `access_token`, `refresh_token` and `csrftoken` cookies on the response it was handed, so no response declares a `Set-Cookie` header. Covers `Set-Cookie` while no response of the document declares it.',
    covers: (finding, document) =>
      ['response.header.undefined', 'response.header.unknown'].includes(finding.code) &&
      finding.header === 'set-cookie' &&
      !declaresResponseHeader(document, 'set-cookie'),
  },
  logoutBodyUndeclared: {
    summary: 'the logout declares no request body',
    reason:
      'The client sends `{}` as JSON with the logout, which the route never reads, so the document declares no body (and no content type) for `POST /api/auth/logout`. Covers that body and its content type while the operation declares no body.',
    covers: (finding, document) =>
      ['request.body.unknown', 'request.content-type.unknown'].includes(finding.code) &&
      finding.operation?.path === '/api/auth/logout' &&
      finding.operation.method.toLowerCase() === 'post' &&
      !declaresRequestBody(document, finding.operation),
  },
} as const satisfies Record<string, OpenApiGap>;

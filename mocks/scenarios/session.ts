import { http, matchRequestUrl } from 'msw';
import { endpoints, isMutating, type EndpointName } from '../../src/config/endpoints';
import { db } from '../db';
import { anyOrigin, DETAILS, errorResponse, withErrors } from '../http';
import { AUTH_DETAILS } from '../handlers/auth';
import { optionalSession, signOutSession } from '../session';
import type { ScenarioGroup } from './types';

/** The calls that need a signed-in user (the "staff" rows of the contract). */
export const STAFF_ENDPOINTS: EndpointName[] = [
  'getUser',
  'updateUser',
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'listOrders',
  'getOrder',
  'setOrderStatus',
];

export const SERVER_ERROR_DETAIL = 'The server failed to handle the request. Please try again.';

export function isStaffCall(request: Request): boolean {
  const url = new URL(request.url);
  return STAFF_ENDPOINTS.some(
    (name) =>
      endpoints[name].method === request.method &&
      matchRequestUrl(url, anyOrigin(endpoints[name].path)).matches,
  );
}

const staffCall = ({ request }: { request: Request }) => isStaffCall(request);
const notAuthorized = () => errorResponse(401, DETAILS.notAuthorized);

/** A staff call's 401 as production answers it once the access token expired: it expires. */
function accessExpired({ request }: { request: Request }): Response {
  const session = optionalSession(request);
  if (session?.user_id != null) {
    db.session.update({ where: { id: { equals: session.id } }, data: { access_expires_at: 0 } });
  }
  return notAuthorized();
}

export const sessionScenarios: ScenarioGroup = {
  'session-expired': {
    description:
      'One-shot: the next staff call answers 401 (the access token expired); the refresh succeeds and the call is retried.',
    handlers: () => [http.all(staffCall, accessExpired, { once: true })],
  },
  'refresh-fails': {
    description:
      'Staff calls answer 401 and the refresh answers 401 "Refresh token expired", which also ends the session: the user is signed out.',
    handlers: () => [
      http.post(
        anyOrigin(endpoints.refresh.path),
        withErrors(({ request }) => {
          const session = optionalSession(request);
          if (session) signOutSession(session.id);
          return errorResponse(401, AUTH_DETAILS.refreshExpired);
        }),
      ),
      http.all(staffCall, notAuthorized),
    ],
  },
  'server-error': {
    description: 'Every mutating API call (POST, PATCH, DELETE) answers 500 with a detail.',
    handlers: () => [
      http.all(anyOrigin('/api/*'), ({ request }) =>
        isMutating(request.method) ? errorResponse(500, SERVER_ERROR_DETAIL) : undefined,
      ),
    ],
  },
};

import { http, matchRequestUrl } from 'msw';
import { endpoints, isMutating, type EndpointName } from '../../src/config/endpoints';
import { db } from '../db';
import { anyOrigin, DETAILS, errorResponse, requireSession, withErrors } from '../http';
import type { ScenarioGroup } from './types';

/** The calls that need a signed-in user (the "staff" rows of the contract). */
export const STAFF_ENDPOINTS: EndpointName[] = [
  'logout',
  'getUser',
  'updateUser',
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'listOrders',
  'getOrder',
  'setOrderStatus',
];

export const REFRESH_FAILED_DETAIL = 'Refresh token is missing or expired.';
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
const notAuthenticated = () => errorResponse(401, DETAILS.notAuthenticated);

export const sessionScenarios: ScenarioGroup = {
  'session-expired': {
    description:
      'One-shot: the next staff call answers 401; the refresh succeeds and the call is retried.',
    handlers: () => [http.all(staffCall, notAuthenticated, { once: true })],
  },
  'refresh-fails': {
    description:
      'Staff calls answer 401 and so does the refresh, which also ends the session: the user is signed out.',
    handlers: () => [
      http.post(
        anyOrigin(endpoints.refresh.path),
        withErrors(({ request }) => {
          const session = requireSession(request);
          db.session.update({
            where: { id: { equals: session.id } },
            data: { user_id: null, access_expires_at: 0, refresh_expires_at: 0 },
          });
          return errorResponse(401, REFRESH_FAILED_DETAIL);
        }),
      ),
      http.all(staffCall, notAuthenticated),
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

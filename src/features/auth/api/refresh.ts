import { apiRequest } from '../../../lib/api-client';

/** The client calls refresh by itself on a 401; this helper exists for contract tests. */
export function refreshSession() {
  return apiRequest<unknown>('refresh');
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export function logout() {
  return apiRequest<unknown>('logout', { body: {} });
}

/** Forgets every cached response of the session, then requests the signed-in user again. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

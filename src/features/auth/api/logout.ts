import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { currentUserQueryKey } from './current-user';

export function logout() {
  return apiRequest<unknown>('logout', { body: {} });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await logout()),
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
      });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

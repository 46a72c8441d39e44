/** The query keys of the signed-in state: sign-in, logout and an expired session invalidate `all`. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'me'] as const,
};

/** The query keys of the session's cart (one cart per session, so no ids). */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

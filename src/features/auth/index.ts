export { currentUserQuery, useCurrentUser, signedInUserId } from './api/current-user';
export { authKeys } from './api/auth-keys';
export { useLogout } from './api/logout';

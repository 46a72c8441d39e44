export { useCurrentUser, currentUserQueryKey, signedInUserId } from './api/current-user';

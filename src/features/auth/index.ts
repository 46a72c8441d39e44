export { useCurrentUser, currentUserQueryKey } from './api/current-user';

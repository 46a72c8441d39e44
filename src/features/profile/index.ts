export { useUser, userQueryKey, type UserProfile } from './api/get-user';

export { useUser, type UserProfile } from './api/get-user';
export { userKeys } from './api/user-keys';

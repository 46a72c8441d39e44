export { useUser, type UserProfile } from './api/get-user';
export { userKeys } from './api/user-keys';
export {
  USER_MESSAGES,
  isStrongPassword,
  isValidEmail,
  userUpdateSchema,
  profileFormSchema,
} from './user-rules';

export { useUser, userQueryKey, type UserProfile } from './api/get-user';
export {
  USER_MESSAGES,
  isStrongPassword,
  isValidEmail,
  userUpdateSchema,
  profileFormSchema,
} from './user-rules';

import * as yup from 'yup';
import { SIGN_IN_MESSAGES } from '../../config/rules/sign-in';

export const signInSchema = yup.object({
  username: yup.string().trim().required(SIGN_IN_MESSAGES.username),
  password: yup.string().required(SIGN_IN_MESSAGES.password),
});

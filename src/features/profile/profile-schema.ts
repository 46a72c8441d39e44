import * as yup from 'yup';
import { isProductionEmail, isValidEmail } from '../../config/rules/email';
import { isStrongPassword, USER_FORM_MESSAGES } from '../../config/rules/user';

export interface ProfileFormValues {
  username: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The profile form: the three texts required, a password checked only when one is given. An
 * e-mail passes the spec's pattern and production's, so the form never sends one it refuses.
 */
export const profileFormSchema = yup.object({
  username: yup.string().trim().required(USER_FORM_MESSAGES.usernameEmpty),
  name: yup.string().trim().required(USER_FORM_MESSAGES.nameEmpty),
  email: yup
    .string()
    .trim()
    .required(USER_FORM_MESSAGES.emailEmpty)
    .test(
      'email',
      USER_FORM_MESSAGES.email,
      (value) => !value || (isValidEmail(value) && isProductionEmail(value)),
    ),
  password: yup
    .string()
    .test('strong', USER_FORM_MESSAGES.password, (value) => !value || isStrongPassword(value)),
  confirmPassword: yup
    .string()
    .test(
      'match',
      USER_FORM_MESSAGES.mismatch,
      (value, context) =>
        (value ?? '') === ((context.parent as { password?: string }).password ?? ''),
    ),
});

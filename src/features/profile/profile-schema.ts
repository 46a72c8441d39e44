import * as yup from 'yup';
import { isProductionEmail, isValidEmail } from '../../config/rules/email';
import { isStrongPassword, USER_FORM_MESSAGES, USER_MAX_LENGTHS } from '../../config/rules/user';
import { textOfAtMost } from '../../lib/form-text';

export interface ProfileFormValues {
  username: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The profile form: the three texts required and no longer than production stores, a password
 * checked only when one is given. An e-mail passes the spec's pattern and production's, so the
 * form never sends one it refuses.
 */
export const profileFormSchema = yup.object({
  username: textOfAtMost(USER_MAX_LENGTHS.username, USER_FORM_MESSAGES.usernameTooLong).required(
    USER_FORM_MESSAGES.usernameEmpty,
  ),
  name: textOfAtMost(USER_MAX_LENGTHS.name, USER_FORM_MESSAGES.nameTooLong).required(
    USER_FORM_MESSAGES.nameEmpty,
  ),
  email: textOfAtMost(USER_MAX_LENGTHS.email, USER_FORM_MESSAGES.emailTooLong)
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

import * as yup from 'yup';
import { isValidEmail } from '../../config/rules/email';
import {
  CUSTOMER_FORM_MESSAGES,
  CUSTOMER_MAX_LENGTHS,
  hasPhoneCharacters,
  isPhone,
} from '../../config/rules/order';
import { textOfAtMost } from '../../lib/form-text';
import type { OrderPayload } from './api/create-order';

export interface CustomerDetails {
  name: string;
  last_name: string;
  phone: string;
  address: string;
  email: string;
}

export const EMPTY_CUSTOMER: CustomerDetails = {
  name: '',
  last_name: '',
  phone: '',
  address: '',
  email: '',
};

/** The details as production's rules and the spec's want them, no longer than an order stores. */
export const checkoutSchema = yup.object({
  name: textOfAtMost(CUSTOMER_MAX_LENGTHS.name, CUSTOMER_FORM_MESSAGES.nameTooLong).required(
    CUSTOMER_FORM_MESSAGES.name,
  ),
  last_name: textOfAtMost(
    CUSTOMER_MAX_LENGTHS.last_name,
    CUSTOMER_FORM_MESSAGES.lastNameTooLong,
  ).required(CUSTOMER_FORM_MESSAGES.last_name),
  // The phone rule (6 to 20 characters) is stricter than its column.
  phone: yup
    .string()
    .trim()
    .required(CUSTOMER_FORM_MESSAGES.phone)
    .test('phone', (value, context) => {
      if (!value || isPhone(value)) return true;
      const message = hasPhoneCharacters(value)
        ? CUSTOMER_FORM_MESSAGES.phoneLength
        : CUSTOMER_FORM_MESSAGES.badPhone;
      return context.createError({ message });
    }),
  address: textOfAtMost(
    CUSTOMER_MAX_LENGTHS.address,
    CUSTOMER_FORM_MESSAGES.addressTooLong,
  ).required(CUSTOMER_FORM_MESSAGES.address),
  email: textOfAtMost(CUSTOMER_MAX_LENGTHS.email, CUSTOMER_FORM_MESSAGES.emailTooLong).test(
    'email-format',
    CUSTOMER_FORM_MESSAGES.badEmail,
    (value) => !value || isValidEmail(value),
  ),
});

/** The request body: trimmed values, and email only when one was given. */
export function toOrderPayload(details: CustomerDetails): OrderPayload {
  const payload: OrderPayload = {
    name: details.name.trim(),
    last_name: details.last_name.trim(),
    phone: details.phone.trim(),
    address: details.address.trim(),
  };
  const email = details.email.trim();
  return email ? { ...payload, email } : payload;
}

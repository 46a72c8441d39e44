import * as yup from 'yup';
import { isValidEmail } from '../../config/rules/email';
import { CUSTOMER_FORM_MESSAGES, hasPhoneCharacters, isPhone } from '../../config/rules/order';
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

export const checkoutSchema = yup.object({
  name: yup.string().trim().required(CUSTOMER_FORM_MESSAGES.name),
  last_name: yup.string().trim().required(CUSTOMER_FORM_MESSAGES.last_name),
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
  address: yup.string().trim().required(CUSTOMER_FORM_MESSAGES.address),
  email: yup
    .string()
    .trim()
    .test(
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

import * as yup from 'yup';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isValidEmail,
  PHONE_PATTERN,
} from '../../lib/validation';
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

export const MESSAGES = {
  name: 'First name is required',
  last_name: 'Last name is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  badPhone: INVALID_PHONE_MESSAGE,
  badEmail: INVALID_EMAIL_MESSAGE,
} as const;

export const checkoutSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.name),
  last_name: yup.string().trim().required(MESSAGES.last_name),
  phone: yup
    .string()
    .trim()
    .required(MESSAGES.phone)
    .matches(PHONE_PATTERN, { message: MESSAGES.badPhone, excludeEmptyString: true }),
  address: yup.string().trim().required(MESSAGES.address),
  email: yup
    .string()
    .trim()
    .test('email-format', MESSAGES.badEmail, (value) => !value || isValidEmail(value)),
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

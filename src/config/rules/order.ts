import { EMAIL_MESSAGE } from './email';
import { tooLongMessage } from './text-length';

/**
 * The customer details of an order: the checkout form (spec section 5) and production's
 * create-order. Production requires name, last name and phone (not the address) and checks no
 * e-mail; the form also requires the address and checks an e-mail when one is given.
 */

/** Digits (any script's: production's Python `\d`), plus, minus and spaces. */
const PHONE_CHARACTER = String.raw`[+\-\p{Nd}\s]`;

export const PHONE_LENGTH = { min: 6, max: 20 } as const;

const PHONE_CHARACTERS = new RegExp(`^${PHONE_CHARACTER}*$`, 'u');
const PHONE = new RegExp(`^${PHONE_CHARACTER}{${PHONE_LENGTH.min},${PHONE_LENGTH.max}}$`, 'u');

/** Only the characters a phone number may have, of any length. */
export const hasPhoneCharacters = (value: string) => PHONE_CHARACTERS.test(value);

/** Production's phone rule: those characters, 6 to 20 of them. */
export const isPhone = (value: string) => PHONE.test(value);

/** Production's columns: the longest customer details an order stores (VARCHAR). */
export const CUSTOMER_MAX_LENGTHS = {
  name: 30,
  last_name: 30,
  address: 40,
  phone: 50,
  email: 50,
} as const;

/** The fields production refuses blank. */
export const SERVER_REQUIRED_FIELDS = ['name', 'last_name', 'phone'] as const;

/** The checkout form's texts: the spec's phone and e-mail texts, required texts in its tone. */
export const CUSTOMER_FORM_MESSAGES = {
  name: 'First name is required',
  last_name: 'Last name is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  badPhone: 'Phone number can only have numbers',
  phoneLength: `Phone number must have ${PHONE_LENGTH.min} to ${PHONE_LENGTH.max} characters`,
  badEmail: EMAIL_MESSAGE,
  nameTooLong: tooLongMessage('First name', CUSTOMER_MAX_LENGTHS.name),
  lastNameTooLong: tooLongMessage('Last name', CUSTOMER_MAX_LENGTHS.last_name),
  addressTooLong: tooLongMessage('Address', CUSTOMER_MAX_LENGTHS.address),
  emailTooLong: tooLongMessage('Email', CUSTOMER_MAX_LENGTHS.email),
} as const;

/** Production's responses to the same rules (one text for a bad phone, whatever is wrong). */
export const CUSTOMER_SERVER_MESSAGES = {
  dataMissing: 'Data is missing',
  badPhone: 'Phone number must contain at least one digit',
} as const;

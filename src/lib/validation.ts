/** Field rules shared by the forms and the mock backend, so both judge input the same way. */

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
export const INVALID_PHONE_MESSAGE = 'Phone number can only have numbers';

/**
 * text@domain.tld, where the domain holds a dot with a character either side. The lookahead
 * keeps the check linear: the plain `@[^\s@]+\.[^\s@]+$` backtracks quadratically, so a
 * 100 000-character address took seconds (found by the fuzz tests).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/;

/** Digits, plus, minus and spaces only (the spec's phone rule). */
export const PHONE_PATTERN = /^[0-9+\-\s]+$/;

/** The longest address a mail server takes (RFC 5321); longer ones are refused unread. */
export const MAX_EMAIL_LENGTH = 254;

export const isValidEmail = (value: string) =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);

/**
 * The e-mail rule of the checkout and profile forms (spec section 5: "a basic address pattern")
 * and production's, which its user update checks (create-order checks no e-mail).
 */

/** The spec's message, and production's response to the same rule. */
export const EMAIL_MESSAGE = 'Invalid email format';

/** The longest address a mail server takes (RFC 5321); the forms refuse longer ones unread. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * text@domain.tld, where the domain holds a dot with a character either side. The lookahead
 * keeps the check linear: the plain `@[^\s@]+\.[^\s@]+$` backtracks quadratically, so a
 * 100 000-character address took seconds (found by the fuzz tests).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/;

/** Production's: ASCII letters, digits and `._%+-`, and a top-level domain of 2+ letters. */
export const PRODUCTION_EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The forms' check. */
export const isValidEmail = (value: string) =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);

/** Production's check (no length limit); every address it takes also passes `EMAIL_PATTERN`. */
export const isProductionEmail = (value: string) => PRODUCTION_EMAIL_PATTERN.test(value);

/**
 * Production's field rules, the mock's own copy (the client's forms keep theirs, which may be
 * stricter). Production is Python: its `\d` and `\s` are Unicode's, hence `\p{Nd}`.
 */

/** 6 to 20 characters of digits, `+`, `-` and spaces. */
export const PHONE_RULE = /^[+\-\p{Nd}\s]{6,20}$/u;

export const EMAIL_RULE = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** 8 or more characters, one of them an uppercase letter and one neither a letter nor a digit. */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[^a-zA-Z0-9]).{8,}$/;

/** Production's "not empty": something other than whitespace. */
export const isBlank = (value: string | null | undefined) => !value?.trim();

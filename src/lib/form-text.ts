import * as yup from 'yup';
import { isLongerThan } from '../config/rules/text-length';

/** A form's text, trimmed, refused with `tooLongMessage` past `maxLength` characters. */
export const textOfAtMost = (maxLength: number, tooLongMessage: string) =>
  yup
    .string()
    .trim()
    .test('max-length', tooLongMessage, (value) => !value || !isLongerThan(value, maxLength));

import type { ChangeEventHandler, FocusEventHandler } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;
type TextValues<Values> = { [Key in keyof Values]: string };

/**
 * What a text field reads of `useFormik`'s result (or of a form hook of the same shape), for a
 * form whose values are all texts.
 */
interface FormState<Values> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  touched: Partial<Record<keyof Values, boolean>>;
  submitCount: number;
  handleChange: ChangeEventHandler<TextControl>;
  handleBlur: FocusEventHandler<TextControl>;
}

/**
 * A formik field's text field props; its error shows once it is touched or the form submitted.
 * Apart from the fields themselves, so a form drawn without Chakra (sign-in) takes it without
 * loading Chakra's TextField.
 */
export function formikFieldProps<Values extends TextValues<Values>>(
  form: FormState<Values>,
  name: keyof Values & string,
) {
  return {
    name,
    value: form.values[name],
    error: form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  };
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';
import { classes } from './palette';

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  name: string;
  label: string;
  /** Shown under the input (its description), and marks the field invalid. */
  error?: string;
  /** Inside the input, at its end (a show-password button). */
  endElement?: ReactNode;
}

/**
 * Chakra's Field around an Input (in an InputGroup when it has an end element), drawn by a
 * static stylesheet: the label with the required mark, the input, the error under it.
 * src/components/text-field.tsx is the Chakra one the lazily loaded forms use.
 */
export function InputField({
  label,
  error,
  endElement,
  required = false,
  disabled = false,
  id,
  ...control
}: InputFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  const state = {
    'data-disabled': disabled || undefined,
    'data-invalid': invalid || undefined,
  };
  const input = (
    <input
      {...control}
      {...state}
      id={inputId}
      className={classes(styles.input, Boolean(endElement) && styles.withEnd)}
      required={required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
  return (
    <div role="group" className={styles.root} {...state}>
      <label htmlFor={inputId} className={styles.label} {...state}>
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          </>
        )}
      </label>
      {endElement ? (
        <div className={styles.group}>
          {input}
          <div className={styles.end}>{endElement}</div>
        </div>
      ) : (
        input
      )}
      {invalid && (
        <span id={errorId} className={styles.error} aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}

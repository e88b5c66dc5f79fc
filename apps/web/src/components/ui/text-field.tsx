import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { classNames } from './class-names';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'ref'> & {
  label: ReactNode;
  /** Shown under the input; in the error colour and announced with the input when `error`. */
  helperText?: ReactNode;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled native input with its helper or error text tied to it for screen readers. */
export function TextField({
  label,
  helperText,
  error = false,
  inputRef,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        ref={inputRef}
        className={styles.input}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && (
        <p id={helperId} className={classNames(styles.helper, error && styles.error)}>
          {helperText}
        </p>
      )}
    </div>
  );
}

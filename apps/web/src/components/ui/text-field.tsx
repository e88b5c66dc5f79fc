import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { classNames } from './class-names';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'ref' | 'prefix'> & {
  label: ReactNode;
  /** Shown under the input; in the error colour and announced with the input when `error`. */
  helperText?: ReactNode;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Fixed text inside the box before what is typed ('+91', '₹'), read with the helper text. */
  prefix?: string;
};

/**
 * A labelled native input with its helper or error text tied to it for screen readers. The label
 * sits above the box and wraps, never cut short; the MUI screens draw theirs alike (field-theme.ts).
 */
export function TextField({
  label,
  helperText,
  error = false,
  inputRef,
  id,
  className,
  prefix,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const prefixId = `${inputId}-prefix`;
  const describedBy = [prefix && prefixId, helperText && helperId].filter(Boolean).join(' ');
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix && (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        )}
        <input
          {...inputProps}
          id={inputId}
          ref={inputRef}
          className={classNames(styles.input, prefix && styles.prefixed)}
          aria-invalid={error || undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {helperText && (
        <p id={helperId} className={classNames(styles.helper, error && styles.error)}>
          {helperText}
        </p>
      )}
    </div>
  );
}

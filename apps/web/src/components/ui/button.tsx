import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { classNames } from './class-names';

type ButtonProps = ComponentProps<'button'> & {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
};

/**
 * The product's button: a native <button> (type="button" unless told otherwise) in the brand's
 * colours. The landing and sign-in screens are drawn without MUI (docs/decisions.md).
 */
export function Button({
  variant = 'contained',
  size = 'medium',
  fullWidth = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(
        styles.button,
        styles[variant],
        size === 'large' && styles.large,
        fullWidth && styles.full,
        className,
      )}
      {...props}
    />
  );
}

/** A native button with no look of its own, for icon buttons, slide dots and text links. */
export function PlainButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button type={type} className={classNames(styles.plain, className)} {...props} />;
}

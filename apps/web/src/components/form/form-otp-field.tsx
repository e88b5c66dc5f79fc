import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import { Button } from '../ui/button';
import layout from '../ui/layout.module.css';
import { FormTextField } from './form-text-field';

/** Every one-time code in the product has six digits (spec 000 §9). */
export const otpLength = 6;

type FormOtpFieldProps<T extends FieldValues> = {
  name: Path<T>;
  /** The countdown's start; remount the field (key it by the code's request id) to restart it. */
  resendAfterSeconds: number;
  /** The send button's label while it waits; at zero it becomes 'Resend'. */
  sendLabel: string;
  onResend: () => void;
  resending?: boolean;
  /** The verify button, a submit button of the enclosing `<Form>`. */
  submitLabel: string;
  submitting?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  /** Submits the form as soon as the sixth digit is in (mobile verification, spec 000 §4.5). */
  submitWhenComplete?: boolean;
};

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, otpLength);

function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The OTP widget (spec 000 §4.5), a field of the enclosing `<Form>`: the send button waits out
 * the countdown, then becomes 'Resend' and the code typed so far is cleared, since it belongs to
 * a challenge the user is about to replace; verify is enabled only at the full six digits.
 */
export function FormOtpField<T extends FieldValues = FieldValues>({
  name,
  resendAfterSeconds,
  sendLabel,
  onResend,
  resending = false,
  submitLabel,
  submitting = false,
  helperText,
  autoFocus,
  submitWhenComplete = false,
}: FormOtpFieldProps<T>) {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext<T>();
  const code: unknown = useWatch<T>({ name });
  const remaining = useCountdown(resendAfterSeconds, () => {
    setValue(name, '' as PathValue<T, Path<T>>);
    clearErrors(name);
  });
  const complete = typeof code === 'string' && code.length === otpLength;
  const submit = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (submitWhenComplete && complete) submit.current?.form?.requestSubmit();
  }, [submitWhenComplete, complete]);

  return (
    <div className={layout.tightStack}>
      <FormTextField<T>
        name={name}
        label={t('otp.label')}
        helperText={helperText}
        transform={digitsOnly}
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        inputMode="numeric"
        maxLength={otpLength}
        pattern="[0-9]*"
      />
      <div className={layout.spread}>
        <p role="timer" className={layout.secondaryText}>
          {remaining > 0 ? t('otp.resendIn', { time: formatWait(remaining) }) : t('otp.didNotGetIt')}
        </p>
        <Button variant="text" onClick={onResend} disabled={remaining > 0 || resending}>
          {remaining > 0 ? sendLabel : t('otp.resend')}
        </Button>
      </div>
      <Button ref={submit} type="submit" size="large" disabled={!complete || submitting} fullWidth>
        {submitLabel}
      </Button>
    </div>
  );
}

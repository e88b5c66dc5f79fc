import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { mobileLength } from '../../../lib/identity-fields';

type GenerateOtpButtonProps<T extends FieldValues> = {
  mobileField: Path<T>;
  requesting: boolean;
  children: ReactNode;
};

/** The date-of-birth sign-in's send button: enabled once the mobile has all ten digits (spec 000 §4.5). */
export function GenerateOtpButton<T extends FieldValues>({
  mobileField,
  requesting,
  children,
}: GenerateOtpButtonProps<T>) {
  const mobile: unknown = useWatch<T>({ name: mobileField });
  const complete = typeof mobile === 'string' && mobile.length === mobileLength;
  return (
    <Button type="submit" size="large" disabled={!complete || requesting} fullWidth>
      {children}
    </Button>
  );
}

import { dateOfBirthSchema, mobileSchema } from '@kredo/contract/auth';
import { fill, messages } from '@kredo/contract/messages';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { dobProblem } from '@kredo/domain/validators/form-dates';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSignInPrefill } from '../sign-in-prefill';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormMobileField } from '../../../components/form/form-mobile-field';
import { FormDateField } from '../../../components/form/form-date-field';
import layout from '../../../components/ui/layout.module.css';
import { serverToday } from '../../../lib/server-today';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { GenerateOtpButton } from './generate-otp-button';
import { toMobileDigits } from '../../../lib/identity-fields';
import { OtpStep } from './otp-step';

const dobMessages = {
  INVALID: fill(messages.enterValidField, { label: 'Date Of Birth' }),
  AFTER_TODAY: messages.dateAfterToday,
  TOO_OLD: fill(messages.enterValidField, { label: 'Date Of Birth' }),
} as const;

/**
 * A date of birth that is a real date, not after today and in a year within the last 100 (spec
 * 000 §5.1, §5.4), today being the server's day in India: anything else is refused before a code
 * is asked for.
 */
function dobFormSchema(today: IsoDate) {
  return z.object({
    dob: dateOfBirthSchema.check(
      z.superRefine((dob, context) => {
        const problem = dobProblem(dob, today);
        if (problem && problem !== 'BEFORE_DOB')
          context.addIssue({ code: 'custom', message: dobMessages[problem] });
      }),
    ),
    mobile: mobileSchema,
  });
}
type DobFormInput = z.input<ReturnType<typeof dobFormSchema>>;

/**
 * Date-of-birth sign-in (spec 000 §2.2 item 2). Once a code is sent the identity fields are
 * locked: the code is checked against the same mobile and date of birth it was sent for.
 */
export function DobSignIn() {
  const { t } = useTranslation();
  const prefill = useSignInPrefill();
  const signIn = useOtpSignIn('dob');
  const locked = signIn.challenge !== undefined;
  const today = serverToday();
  const schema = useMemo(() => dobFormSchema(today), [today]);

  return (
    <div className={layout.stack}>
      <Form
        schema={schema}
        defaultValues={{ dob: '', mobile: toMobileDigits(prefill.mobile) }}
        onSubmit={(identity) => signIn.requestCode(identity)}
        onFailure={signIn.reportFailure}
        aria-label={t('auth.signIn.title')}
      >
        <div className={layout.stack}>
          <FormDateField<DobFormInput>
            name="dob"
            label={t('auth.signIn.dob')}
            autoComplete="bday"
            disabled={locked}
          />
          <FormMobileField<DobFormInput> name="mobile" label={t('auth.signIn.mobile')} disabled={locked} />
          {!locked && (
            <GenerateOtpButton<DobFormInput> mobileField="mobile" requesting={signIn.requesting}>
              {t('auth.dobSignIn.generateOtp')}
            </GenerateOtpButton>
          )}
        </div>
      </Form>
      {signIn.challenge && (
        <OtpStep
          signIn={signIn}
          challenge={signIn.challenge}
          sendLabel={t('auth.dobSignIn.generateOtp')}
          submitLabel={t('auth.dobSignIn.signIn')}
        />
      )}
    </div>
  );
}

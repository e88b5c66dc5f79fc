import { dateOfBirthSchema, mobileSchema } from '@kredo/contract/auth';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormMobileField } from '../../../components/form/form-mobile-field';
import { FormTextField } from '../../../components/form/form-text-field';
import layout from '../../../components/ui/layout.module.css';
import { isoDateInIndia } from '../../../lib/format-date-time';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { GenerateOtpButton } from './generate-otp-button';
import { toMobileDigits } from '../../../lib/identity-fields';
import { OtpStep } from './otp-step';

const dobFormSchema = z.object({ dob: dateOfBirthSchema, mobile: mobileSchema });
type DobFormInput = z.input<typeof dobFormSchema>;

/** A date of birth is at most 100 years back (spec 000 §5.1) and never after today in India. */
function dateBounds(): { min: string; max: string } {
  const max = isoDateInIndia();
  return { min: `${Number(max.slice(0, 4)) - 100}${max.slice(4)}`, max };
}

/**
 * Date-of-birth sign-in (spec 000 §2.2 item 2). Once a code is sent the identity fields are
 * locked: the code is checked against the same mobile and date of birth it was sent for.
 */
export function DobSignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useOtpSignIn('dob');
  const locked = signIn.challenge !== undefined;

  return (
    <div className={layout.stack}>
      <Form
        schema={dobFormSchema}
        defaultValues={{ dob: '', mobile: toMobileDigits(params.get('mobile') ?? '') }}
        onSubmit={(identity) => signIn.requestCode(identity)}
        onFailure={signIn.reportFailure}
        aria-label={t('auth.signIn.title')}
      >
        <div className={layout.stack}>
          <FormTextField<DobFormInput>
            name="dob"
            label={t('auth.signIn.dob')}
            type="date"
            autoComplete="bday"
            disabled={locked}
            {...dateBounds()}
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

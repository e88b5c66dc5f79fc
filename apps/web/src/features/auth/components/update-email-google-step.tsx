import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useGoogleSigninConfig } from '../api/google-sign-in';
import type { useUpdateEmail } from '../hooks/use-update-email';
import { GoogleCredentialButton } from './google-credential-button';

type UpdateEmailGoogleStepProps = { flow: ReturnType<typeof useUpdateEmail> };

/** Update e-mail, step three: the Google account whose address is connected, with the code. */
export function UpdateEmailGoogleStep({ flow }: UpdateEmailGoogleStepProps) {
  const { t } = useTranslation();
  const config = useGoogleSigninConfig();
  const unavailable = config.data?.provider === 'unavailable';
  return (
    <div className={layout.stack}>
      <p>{t(unavailable ? 'auth.updateEmail.googleUnavailable' : 'auth.updateEmail.chooseGoogle')}</p>
      <GoogleCredentialButton
        onCredential={(credential) => void flow.connect(credential)}
        disabled={flow.connecting}
      />
      <Button variant="text" onClick={flow.changeCode} disabled={flow.connecting}>
        {t('auth.updateEmail.reenterOtp')}
      </Button>
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n';
import type { LoginVersion } from '../../../lib/first-contact';
import { useGoogleSigninConfig } from '../api/google-sign-in';
import { useGoogleSignInFlow } from '../hooks/use-google-sign-in-flow';
import { GoogleCredentialButton } from './google-credential-button';
import styles from './sign-in-panel.module.css';

/** 'Sign in with Google' above the OTP sign-ins, with 'or' between; absent where unavailable. */
export function GoogleSignIn({ version = 'v1' }: { version?: LoginVersion }) {
  const { t } = useTranslation();
  const config = useGoogleSigninConfig();
  const flow = useGoogleSignInFlow(version);
  if (!config.data || config.data.provider === 'unavailable') return null;
  return (
    <>
      <GoogleCredentialButton
        onCredential={(credential) => void flow.complete(credential)}
        disabled={flow.pending}
      />
      <p className={styles.or}>{t('auth.google.or')}</p>
    </>
  );
}

import { useTranslation } from '../../../lib/i18n';
import { useLoginVersion } from '../../../lib/login-version';
import { useGoogleSigninConfig } from '../api/google-sign-in';
import { useGoogleSignInFlow } from '../hooks/use-google-sign-in-flow';
import { GoogleCredentialButton } from './google-credential-button';
import styles from './sign-in-panel.module.css';

/** 'Sign in with Google' above the OTP sign-ins, with 'or' between; absent where unavailable. */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const config = useGoogleSigninConfig();
  const flow = useGoogleSignInFlow(useLoginVersion());
  // While the server is asked, the button's place is held: the form below would jump otherwise.
  if (config.isPending) return <div className={styles.googlePending} aria-hidden />;
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

import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import type { SignInMethod } from '../hooks/use-otp-sign-in';
import { DobSignIn } from './dob-sign-in';
import { GoogleSignIn } from './google-sign-in';
import { PanSignIn } from './pan-sign-in';
import layout from '../../../components/ui/layout.module.css';
import styles from './sign-in-panel.module.css';

/** The landing's sign-in region: Google, then PAN sign-in, date of birth on request. */
export function SignInPanel() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SignInMethod>('pan');

  return (
    <section aria-labelledby="sign-in-heading" className={layout.card}>
      <h2 id="sign-in-heading">{t('auth.signIn.title')}</h2>
      <GoogleSignIn />
      {method === 'pan' ? <PanSignIn /> : <DobSignIn />}
      <Button
        variant="text"
        className={styles.switch}
        onClick={() => setMethod(method === 'pan' ? 'dob' : 'pan')}
      >
        {method === 'pan' ? t('auth.signIn.useDob') : t('auth.signIn.usePan')}
      </Button>
    </section>
  );
}

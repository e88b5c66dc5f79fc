import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LazyRegion } from '../../../components/lazy-region';
import { Button } from '../../../components/ui/button';
import type { SignInMethod } from '../hooks/use-otp-sign-in';
import { GoogleSignIn } from './google-sign-in';
import { PanSignIn } from './pan-sign-in';
import { useIdentityOutOfAddress } from '../sign-in-prefill';
import layout from '../../../components/ui/layout.module.css';
import styles from './sign-in-panel.module.css';

// Asked for by few: downloaded when chosen (with the calendar rules of its date field), so the
// first visit does not carry it.
const loadDobSignIn = () => import('./dob-sign-in').then((module) => ({ default: module.DobSignIn }));

/**
 * The landing's sign-in region: Google, then PAN sign-in, date of birth on request. A `pan` or
 * `mobile` in the address prefills the forms and is then taken out of it.
 */
export function SignInPanel() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SignInMethod>('pan');
  useIdentityOutOfAddress();

  return (
    <section aria-labelledby="sign-in-heading" className={layout.card}>
      <h2 id="sign-in-heading">{t('auth.signIn.title')}</h2>
      <GoogleSignIn />
      {method === 'pan' ? <PanSignIn /> : <LazyRegion load={loadDobSignIn} />}
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

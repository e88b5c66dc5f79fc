import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { GoogleMark } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useGoogleSigninConfig } from '../api/google-sign-in';

const GoogleIdentityButton = lazy(() => import('./google-identity-button'));
const SandboxIdentityDialog = lazy(() => import('./sandbox-identity-dialog'));

type GoogleCredentialButtonProps = {
  onCredential: (credential: string) => void;
  disabled?: boolean;
};

/**
 * Gets a Google ID token: through Google's button when the server has a client id, through the
 * sandbox issuer's account chooser in sandbox mode; nothing is shown where neither is available.
 */
export function GoogleCredentialButton({ onCredential, disabled = false }: GoogleCredentialButtonProps) {
  const { t } = useTranslation();
  const config = useGoogleSigninConfig();
  const [choosing, setChoosing] = useState(false);

  if (config.data?.provider === 'google') {
    return (
      <Suspense fallback={null}>
        <GoogleIdentityButton clientId={config.data.clientId} onCredential={onCredential} />
      </Suspense>
    );
  }
  if (config.data?.provider !== 'sandbox') return null;
  return (
    <>
      <Button variant="outlined" size="large" fullWidth disabled={disabled} onClick={() => setChoosing(true)}>
        <GoogleMark size={20} />
        {t('auth.google.signIn')}
      </Button>
      {choosing && (
        <Suspense fallback={null}>
          <SandboxIdentityDialog
            onCancel={() => setChoosing(false)}
            onCredential={(credential) => {
              setChoosing(false);
              onCredential(credential);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

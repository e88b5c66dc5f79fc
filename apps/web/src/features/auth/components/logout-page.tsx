import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useBrand } from '../../../lib/brand-context';
import { readLoginMode } from '../../../lib/login-mode';
import { logoutReasons } from '../../../lib/logout';
import { signOut } from '../api/logout';

/**
 * Ends the session (revoked on the server when a token is stored, then the token, user id,
 * aggregator details and every cached answer cleared), says why when the session timed out, and
 * returns to the brand's landing.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  // Back to the login page this borrower uses (spec 000 §2.1): login v2 keeps its page.
  const landing = useBrand().path(readLoginMode() === 'v2' ? '/login-v2' : '/');
  const timedOut = params.get('reason') === logoutReasons.sessionTimeout;

  useEffect(() => {
    let left = false;
    void signOut().then(() => {
      if (left) return;
      queryClient.clear();
      if (timedOut) showSnackbar({ text: t('messages.sessionTimeout'), severity: 'error' });
      void navigate(landing, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [landing, navigate, queryClient, showSnackbar, t, timedOut]);

  return (
    <Page title={t('auth.logout.signingOut')}>
      <RouteLoader />
    </Page>
  );
}

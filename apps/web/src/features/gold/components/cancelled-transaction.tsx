import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/**
 * A screen of a trade opened without the trade it follows (a reload, a link): 'Transaction
 * Cancelled' (spec 002 §4), and the trade's first screen in its place.
 */
export function CancelledTransaction({ to }: { to: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const path = brand.path(to);
  useEffect(() => {
    showSnackbar({ severity: 'error', text: t('messages.goldTransactionCancelled') });
    void navigate(path, { replace: true });
  }, [navigate, path, showSnackbar, t]);
  return <RouteLoader />;
}

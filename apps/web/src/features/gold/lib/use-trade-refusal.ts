import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';

/**
 * What the buy and sell screens do with a refused verify: GOLD_PAN_REQUIRED opens 'Verify Pan
 * Details' (`askPan`), GOLD_QUOTE_EXPIRED says 'Gold price may change' and fetches the price
 * again (`refetch`), anything else is the server's words or `fallback`. An error that is no API
 * answer is thrown on.
 */
export function useTradeRefusal(fallback: string, refetch: () => void) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal(fallback);
  return (error: unknown, askPan: () => void) => {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === 'GOLD_PAN_REQUIRED') askPan();
    else if (error.code === 'GOLD_QUOTE_EXPIRED') {
      showSnackbar({ severity: 'warning', text: t('messages.goldPriceMayChange') });
      refetch();
    } else reportRefusal(error);
  };
}

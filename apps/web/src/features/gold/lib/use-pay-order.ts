import { messages } from '@kredo/contract/messages';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { useGoldArea } from './gold-area';
import { paymentSuccessPath } from './gold-routes';
import { leaveForPayment, paymentLinkBody, paymentReturnUrl, type PaidOrderType } from './payment';

/**
 * 'Make Payment' for a verified buy or delivery: the gateway's link for the order, then the
 * gateway's page in place of this one. A quote that ran out says 'Gold price may change' and
 * returns to `restartPath`; another refusal is the server's words, or 'Some error occurred!'.
 */
export function usePayOrder(restartPath: string) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal(messages.goldSomeError);
  const { user } = useGoldArea();
  const link = useCreatePaymentLink();

  async function pay(order: { txnId: string; type: PaidOrderType; amount: number }) {
    if (!user) return;
    const returnUrl = paymentReturnUrl(brand.path(paymentSuccessPath), order, window.location);
    try {
      const answer = await link.mutateAsync(paymentLinkBody(user, order, returnUrl));
      leaveForPayment(answer.payment_url);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.code === 'GOLD_QUOTE_EXPIRED') {
        showSnackbar({ severity: 'warning', text: t('messages.goldPriceMayChange') });
        void navigate(brand.path(restartPath), { replace: true });
      } else reportRefusal(error);
    }
  }

  // Pending until the browser has left: the link's answer is followed by the gateway's page.
  return { pay, pending: link.isPending || link.isSuccess };
}

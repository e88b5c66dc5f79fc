import type { Payment } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { usePayment } from '../api/get-payment';
import { lastPayment } from '../lib/payment-return';
import '../texts';

/** How often a payment still open is asked after (spec 001 §4.8 polls every few seconds). */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
/** How long the screen keeps asking before it leaves the borrower to check again. */
export const PAYMENT_POLL_LIMIT_MS = 120_000;

const open = (payment: Payment) => payment.status === 'CREATED' || payment.status === 'PENDING';

/**
 * Where a payment stands once the gateway's page returns (/repayment/result?payment_id=): asked
 * every 3 s for up to two minutes while it is open; then credited, failed (with its reason and
 * 'Try again'), expired, or still pending with 'Check again'.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') || lastPayment() || '';
  const [pollingUntil, setPollingUntil] = useState(() => Date.now() + PAYMENT_POLL_LIMIT_MS);
  const [timedOut, setTimedOut] = useState(false);
  const payment = usePayment(paymentId, {
    intervalMs: PAYMENT_POLL_INTERVAL_MS,
    keepPolling: (answer) => open(answer) && Date.now() < pollingUntil,
  });

  // The last poll may answer "pending" just before the limit; the limit itself ends the wait.
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, pollingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [pollingUntil]);

  function checkAgain() {
    setTimedOut(false);
    setPollingUntil(Date.now() + PAYMENT_POLL_LIMIT_MS);
    void payment.refetch();
  }

  function body() {
    if (paymentId === '') return <Typography>{t('loans.result.missing')}</Typography>;
    if (payment.isPending) return <RouteLoader />;
    if (payment.isError) return <ErrorMessage error={payment.error} />;
    return <PaymentOutcome payment={payment.data} stalled={timedOut} onCheckAgain={checkAgain} />;
  }

  return <Page title={t('loans.result.title')}>{body()}</Page>;
}

function PaymentOutcome({
  payment,
  stalled,
  onCheckAgain,
}: {
  payment: Payment;
  stalled: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const captured = payment.status === 'CAPTURED';
  // Money credited moves the dues and, after a prepayment, the EMI calendar: ask for them again.
  useEffect(() => {
    if (!captured) return;
    void queryClient.invalidateQueries({ queryKey: ['loans', 'user-loans'] });
    void queryClient.invalidateQueries({ queryKey: ['loans', 'repayment-options'] });
  }, [captured, queryClient]);
  const loanQuery = `?loan_id=${encodeURIComponent(payment.loanId)}`;
  const amount = formatMoney(payment.amount as Paise);
  const toLoan = (
    <Button component={RouterLink} to={`${brand.path('/loans/details')}${loanQuery}`} variant="outlined">
      {t('loans.result.toLoan')}
    </Button>
  );
  const tryAgain = (
    <Button component={RouterLink} to={`${brand.path('/repayment')}${loanQuery}`} variant="contained">
      {t('loans.tryAgain')}
    </Button>
  );

  switch (payment.status) {
    case 'CAPTURED':
      return (
        <>
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('loans.result.captured.title')}</Typography>
            <Typography>
              {payment.creditedOn
                ? t('loans.result.captured.credited', {
                    amount,
                    date: formatCalendarDate(payment.creditedOn),
                  })
                : t('loans.result.captured.crediting', { amount })}
            </Typography>
            {payment.purpose === 'PREPAYMENT' && payment.creditedOn && (
              <Typography>{t('loans.result.captured.prepaid')}</Typography>
            )}
          </Alert>
          {toLoan}
        </>
      );
    case 'FAILED':
      return (
        <>
          <Alert severity="error" role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('loans.result.failed.title')}</Typography>
            {payment.failureReason && (
              <Typography>
                {t('loans.result.failed.reason', { reason: catalogueText(payment.failureReason) })}
              </Typography>
            )}
            <Typography>{t('loans.result.failed.body')}</Typography>
          </Alert>
          {tryAgain}
          {toLoan}
        </>
      );
    case 'EXPIRED':
      return (
        <>
          <Alert severity="warning" role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('loans.result.expired.title')}</Typography>
            <Typography>{t('loans.result.expired.body')}</Typography>
          </Alert>
          {tryAgain}
          {toLoan}
        </>
      );
    default:
      return stalled ? (
        <>
          <Alert severity="warning" role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('loans.result.stillPending.title')}</Typography>
            <Typography>{t('loans.result.stillPending.body')}</Typography>
          </Alert>
          <Button variant="contained" onClick={onCheckAgain}>
            {t('loans.result.stillPending.checkAgain')}
          </Button>
          {toLoan}
        </>
      ) : (
        <Alert severity="info" role="status">
          <Typography sx={{ fontWeight: 600 }}>{t('loans.result.pending.title')}</Typography>
          <Typography>{t('loans.result.pending.body')}</Typography>
        </Alert>
      );
  }
}

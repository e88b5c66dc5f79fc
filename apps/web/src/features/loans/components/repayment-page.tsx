import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { backLink } from '../../../components/back-link';
import { ErrorMessage } from '../../../components/error-message';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCreatePayment } from '../api/create-payment';
import { useRepaymentOptions } from '../api/get-repayment-options';
import {
  amountOf,
  paymentBody,
  paymentFormSchema,
  type PaymentFormInput,
  type PaymentFormValues,
} from '../lib/payment-form';
import { paymentReturnUrl, rememberPayment } from '../lib/payment-return';
import { firstPurpose, PaymentChoices } from './repayment/payment-choices';
import '../texts';

/**
 * The repayment screen (/repayment?loan_id=, the loan's repayment link; `&purpose=` names the
 * choice to start on, as loan details' cooling-off exit does): what may be paid today,
 * then Pay starts the payment and takes the browser to the gateway's page, which returns to
 * /repayment/result.
 */
export function RepaymentPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const loanId = params.get('loan_id') ?? '';
  const options = useRepaymentOptions(loanId, { enabled: loanId !== '' });
  const back = (
    <Link
      component={RouterLink}
      to={`${brand.path('/loans/details')}?loan_id=${encodeURIComponent(loanId)}`}
      sx={backLink}
    >
      {t('loans.repayment.back')}
    </Link>
  );

  function body() {
    if (loanId === '') return <Typography>{t('loans.details.notFound')}</Typography>;
    if (options.isPending) return <RouteLoader />;
    if (options.isError) return <ErrorMessage error={options.error} />;
    return <PaymentForm loanId={loanId} options={options.data} asked={params.get('purpose')} />;
  }

  return (
    <Page title={t('loans.repayment.title')}>
      {back}
      {options.data && (
        <Typography>{t('loans.repayment.loanAccount', { number: options.data.lenderLoanAcctId })}</Typography>
      )}
      {body()}
    </Page>
  );
}

function PaymentForm({
  loanId,
  options,
  asked,
}: {
  loanId: string;
  options: RepaymentOptions;
  /** The choice the link asks to start on (`&purpose=`), when the loan offers it. */
  asked: string | null;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const createPayment = useCreatePayment();
  const resultPath = brand.path('/repayment/result');

  async function pay(values: PaymentFormValues) {
    const payment = await createPayment.mutateAsync(
      paymentBody(values, loanId, paymentReturnUrl(resultPath, window.location)),
    );
    rememberPayment(payment.paymentId);
    // The gateway's hosted page takes the payment; without one there is only its status to show.
    if (payment.link) window.location.assign(payment.link);
    else void navigate(`${resultPath}?payment_id=${encodeURIComponent(payment.paymentId)}`);
  }

  return (
    <Form
      schema={paymentFormSchema(options.foreclosure.total, options.prepayment)}
      defaultValues={{ purpose: firstPurpose(options, asked), amount: '' }}
      onSubmit={pay}
      aria-label={t('loans.repayment.title')}
    >
      <PaymentChoices options={options} />
      <SubmitPayment options={options} pending={createPayment.isPending || createPayment.isSuccess} />
    </Form>
  );
}

/** 'Pay ₹5,000' once the amount is known (never 'Pay ₹0'). */
function SubmitPayment({ options, pending }: { options: RepaymentOptions; pending: boolean }) {
  const { t } = useTranslation();
  const values = useWatch<PaymentFormInput>() as PaymentFormInput;
  const amount = amountOf(values, options);
  return (
    <Button type="submit" variant="contained" size="large" loading={pending} sx={{ minHeight: 48 }}>
      {amount === undefined || amount <= 0
        ? t('loans.repayment.pay')
        : t('loans.repayment.payAmount', { amount: formatMoney(amount as Paise) })}
    </Button>
  );
}

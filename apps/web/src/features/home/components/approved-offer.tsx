import { findLender, gstRate } from '@kredo/contract/lenders';
import type { LoanApprovalInfo } from '@kredo/contract/profile';
import { formatMoney, multiplyPaiseByBasisPoints, paise, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../components/facts-table';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);
const known = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The approved offer (spec 001 §3 loanApprovalInfo): lender, amount, tenure, EMI, the annual flat
 * interest, the processing fee with its GST, and the due day. A figure the status does not carry
 * is left out rather than shown as nothing.
 */
export function ApprovedOffer({ approval }: { approval: Partial<LoanApprovalInfo> | undefined }) {
  const { t } = useTranslation();
  const offer = approval ?? {};
  const lender = known(offer.lenderId)
    ? (findLender(offer.lenderId)?.name ?? String(offer.lenderId))
    : undefined;
  const fee = known(offer.processingFee) ? paise(offer.processingFee) : undefined;
  const processingFee =
    fee === undefined
      ? undefined
      : t('home.offer.plusGst', {
          fee: rupees(fee),
          gst: rupees(multiplyPaiseByBasisPoints(fee, gstRate, 'half-up')),
        });
  // A credit line: its limit, drawn in parts, interest only on what is drawn, no EMI; bills due on the 5th.
  const lineRows: Array<[string, string | undefined]> = [
    [t('home.offer.lender'), lender],
    [t('home.offer.limit'), known(offer.amount) ? rupees(offer.amount) : undefined],
    [
      t('home.offer.tenure'),
      known(offer.tenureMonths) ? t('home.offer.months', { count: offer.tenureMonths }) : undefined,
    ],
    [
      t('home.offer.interest'),
      known(offer.interestPercent)
        ? t('home.offer.lineInterestRate', { percent: offer.interestPercent })
        : undefined,
    ],
    [t('home.offer.processingFee'), processingFee],
    [t('home.offer.billDue'), t('home.offer.billDueDay')],
  ];
  const loanRows: Array<[string, string | undefined]> = [
    [t('home.offer.lender'), lender],
    [t('home.offer.amount'), known(offer.amount) ? rupees(offer.amount) : undefined],
    [
      t('home.offer.tenure'),
      known(offer.tenureMonths) ? t('home.offer.months', { count: offer.tenureMonths }) : undefined,
    ],
    [
      t('home.offer.emi'),
      known(offer.emiAmount) ? t('home.offer.perMonth', { amount: rupees(offer.emiAmount) }) : undefined,
    ],
    [
      t('home.offer.interest'),
      known(offer.interestPercent)
        ? t('home.offer.interestRate', { percent: offer.interestPercent })
        : undefined,
    ],
    [t('home.offer.processingFee'), processingFee],
    [
      t('home.offer.dueDay'),
      known(offer.dueDayOfMonth) ? t('home.offer.dueDayOfMonth', { day: offer.dueDayOfMonth }) : undefined,
    ],
  ];
  const rows = offer.isCreditLine ? lineRows : loanRows;
  const shown = rows.filter((row): row is [string, string] => row[1] !== undefined);
  return (
    <>
      <Typography variant="h2">{t('home.status.approvedTitle')}</Typography>
      <Typography>{t('home.status.approvedBody')}</Typography>
      {shown.length > 0 && (
        <FactsTable
          label={t(offer.isCreditLine ? 'home.offer.lineTitle' : 'home.offer.title')}
          rows={shown}
        />
      )}
    </>
  );
}

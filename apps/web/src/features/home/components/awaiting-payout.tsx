import type { Payout } from '@kredo/contract/profile';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { awaitsPayout } from '@kredo/domain/offer-stage';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useUserStatus } from '../../../lib/user-status';
import '../texts';

type AwaitingPayoutTextProps = {
  /** The loan's amount, paise. */
  amount: number | undefined;
  /** Where it is paid, once lam/status says. */
  payout: Payout | undefined;
  /** Where the loan shows once paid: My Loans from home, this list on My Loans itself. */
  where: 'myLoans' | 'here';
};

/**
 * 'Your loan will be paid out soon': the loan's amount and the account it is paid into, while the
 * lender's payout is awaited (from the mandate that lets the lender disburse until the payout).
 */
export function AwaitingPayoutText({ amount, payout, where }: AwaitingPayoutTextProps) {
  const { t } = useTranslation();
  const loan = payout?.amount ?? amount;
  const account = payout?.accountNumberMasked ?? null;
  const body =
    loan === undefined
      ? t('home.dashboard.states.awaitingPayout.bodyPlain')
      : account === null
        ? t('home.dashboard.states.awaitingPayout.bodyWithoutAccount', { amount: formatMoney(loan as Paise) })
        : t('home.dashboard.states.awaitingPayout.body', { amount: formatMoney(loan as Paise), account });
  return (
    <>
      <Typography variant="h2">{t('home.dashboard.states.awaitingPayout.title')}</Typography>
      <Typography>{body}</Typography>
      <Typography>
        {where === 'myLoans'
          ? t('home.dashboard.states.awaitingPayout.inMyLoans')
          : t('home.dashboard.states.awaitingPayout.here')}
      </Typography>
    </>
  );
}

/**
 * My Loans before the payout (spec 001 §2.10): while the loan waits for it, the list says so
 * instead of 'You have no loans currently!' (`children`). The loans area shows it through its
 * route, since one feature never imports another.
 */
export function PayoutAwaitedOr({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const latest = useUserStatus().data?.userStatus.latestApplicationsStatus;
  const approval = latest?.loanApprovalInfo;
  const awaited = awaitsPayout({
    opportunityStatus: approval?.status,
    applicationStatus: latest?.loanApplicationInfo.status,
  });
  if (!awaited) return children;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('home.dashboard.states.awaitingPayout.title')}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <AwaitingPayoutText amount={approval?.amount} payout={latest?.payout} where="here" />
    </Paper>
  );
}

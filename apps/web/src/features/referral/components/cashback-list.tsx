import type { ReferralSummary } from '@kredo/contract/referral';
import { formatMoney, paise } from '@kredo/domain/money';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation, type Translate } from '../../../lib/i18n';
import { useReferralSummary } from '../api/get-referral-summary';
import '../texts';

type Cashback = ReferralSummary['cashbacks'][number];

function lineOf(t: Translate, cashback: Cashback): string {
  const amount = formatMoney(paise(cashback.amount));
  if (cashback.status === 'PAID')
    return t('referral.cashbacks.paid', { amount, date: formatCalendarDate(cashback.paidOn ?? '') });
  if (cashback.status === 'CANCELLED') return t('referral.cashbacks.cancelled', { amount });
  return t('referral.cashbacks.pending', { amount, date: formatCalendarDate(cashback.payBy) });
}

/**
 * What the borrower's referrals came to: friends who joined through the link, and each cashback
 * (to be paid by its date, paid, or cancelled with its loan). Nothing until a friend has joined.
 */
export function CashbackList() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  if (!summary.data || summary.data.referred === 0) return null;
  return (
    <section aria-labelledby="cashback-heading">
      <Typography id="cashback-heading" variant="h2">
        {t('referral.cashbacks.title')}
      </Typography>
      <Typography>{t('referral.cashbacks.joined', { count: summary.data.referred })}</Typography>
      {summary.data.cashbacks.length > 0 && (
        <List dense>
          {summary.data.cashbacks.map((cashback, index) => (
            <ListItem key={`${cashback.earnedOn}-${index}`} disableGutters>
              {lineOf(t, cashback)}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

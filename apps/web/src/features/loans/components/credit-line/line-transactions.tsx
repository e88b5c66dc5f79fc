import type { UserLoan } from '@kredo/contract/loans';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { transactionsNewestFirst } from '../../lib/credit-line';
import '../../texts';

/** The list scrolls within about this height (spec 001 §9), the rest of the screen in place. */
const LIST_MAX_HEIGHT_PX = 385;

/** '-₹5,000' for a drawdown, '+₹2,000' for a payment (spec 001 §4.9). */
const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${formatMoney(Math.abs(amount) as Paise)}`;

/**
 * Recent transactions (spec 001 §2.10, §4.9), newest first: drawdowns (negative) with a minus,
 * payments (positive) with a plus, in a list that scrolls past about 385 px; being scrollable it
 * takes the keyboard's focus, so it can be scrolled without a pointer.
 */
export function LineTransactions({ transactions }: { transactions: UserLoan['soa_txns'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.creditLine.transactions.title')}
      </Typography>
      {transactions.length === 0 ? (
        <Typography>{t('loans.creditLine.transactions.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={titleId}
          tabIndex={0}
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            maxHeight: LIST_MAX_HEIGHT_PX,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {transactionsNewestFirst(transactions).map((transaction, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 1,
                px: 1.5,
                py: 1,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography>{transaction.narration}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCalendarDate(transaction.date)} ·{' '}
                  {t(
                    transaction.amount < 0
                      ? 'loans.creditLine.transactions.drawdown'
                      : 'loans.creditLine.transactions.payment',
                  )}
                </Typography>
              </Box>
              <Typography
                sx={{
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  color: transaction.amount < 0 ? 'text.primary' : 'success.dark',
                }}
              >
                {signed(transaction.amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

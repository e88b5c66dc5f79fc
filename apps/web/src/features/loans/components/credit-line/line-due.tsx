import type { UserLoan } from '@kredo/contract/loans';
import { formatRupees, sumPaise, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactsTable } from '../../../../components/facts-table';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/** Charges due are shown with 2 decimals (spec 001 §9), and the rest of the due alike. */
const twoDecimals = (amount: number) => formatRupees(amount as Paise, { symbol: true, decimals: 2 });

/** What the line's bill asks for now (spec 001 §3 `due`): principal, interest, charges, by when. */
export function LineDue({ due }: { due: UserLoan['due'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.creditLine.due.title')}
      </Typography>
      {due ? (
        <FactsTable
          label={t('loans.creditLine.due.figures')}
          rows={[
            [t('loans.creditLine.due.principal'), twoDecimals(due.principal)],
            [t('loans.creditLine.due.interest'), twoDecimals(due.interest)],
            [t('loans.creditLine.due.charges'), twoDecimals(due.charges)],
            [
              t('loans.creditLine.due.total'),
              twoDecimals(sumPaise([due.principal, due.interest, due.charges] as Paise[])),
            ],
            [t('loans.creditLine.due.date'), formatCalendarDate(due.date)],
          ]}
        />
      ) : (
        <Typography>{t('loans.creditLine.due.none')}</Typography>
      )}
    </Box>
  );
}

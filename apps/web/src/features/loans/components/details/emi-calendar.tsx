import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { emiCalendar, type InstalmentState } from '../../lib/emi-calendar';
import '../../texts';

/** Each state has its word and a mark besides its colour, so it reads without colour too. */
const looks: Record<
  InstalmentState,
  { color: ChipProps['color']; variant: ChipProps['variant']; mark: string }
> = {
  paid: { color: 'success', variant: 'filled', mark: '✓' },
  due: { color: 'warning', variant: 'filled', mark: '!' },
  overdue: { color: 'error', variant: 'filled', mark: '!' },
  upcoming: { color: 'default', variant: 'outlined', mark: '' },
};

/**
 * The EMI calendar (spec 001 §2.10, §4.9): one row an instalment with its date, its amount and
 * where it stands (paid, due today, overdue, upcoming), under a count of those paid.
 */
export function EmiCalendar({
  schedule,
  emiAmount,
  today,
}: {
  schedule: UserLoan['repayment_schedules'];
  emiAmount: number;
  today: IsoDate;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = emiCalendar(schedule, today);
  if (rows.length === 0) return null;
  const paid = rows.filter((row) => row.state === 'paid').length;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.details.calendar.title')}
      </Typography>
      <Typography variant="body2">
        {t('loans.details.calendar.summary', { paid, total: rows.length })}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {rows.map((row) => {
          const look = looks[row.state];
          const label = t(`loans.details.calendar.states.${row.state}`);
          return (
            <Box
              component="li"
              key={row.number}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                '& + li': { borderTop: 1, borderColor: 'divider' },
                // The row that needs the borrower now stands out by its edge as well as its chip.
                borderLeft: row.state === 'overdue' || row.state === 'due' ? 4 : 0,
                borderLeftColor: row.state === 'overdue' ? 'error.main' : 'warning.main',
              }}
            >
              <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('loans.details.calendar.instalment', { number: row.number })} ·{' '}
                  {formatCalendarDate(row.date)}
                </Typography>
                {row.paidDate && (
                  <Typography variant="caption">
                    {t('loans.details.calendar.paidOn', { date: formatCalendarDate(row.paidDate) })}
                  </Typography>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                <Typography variant="body2">{formatMoney((row.amount ?? emiAmount) as Paise)}</Typography>
                <Chip
                  size="small"
                  color={look.color}
                  variant={look.variant}
                  label={label}
                  {...(look.mark && { icon: <span aria-hidden="true">{look.mark}</span> })}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

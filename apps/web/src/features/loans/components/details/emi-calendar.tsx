import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { countsAsPaid, emiCalendar, type CalendarRow, type InstalmentState } from '../../lib/emi-calendar';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/** Each state has its word and a mark besides its colour, so it reads without colour too. */
const looks: Record<
  InstalmentState,
  { color: ChipProps['color']; variant: ChipProps['variant']; mark: string }
> = {
  paid: { color: 'success', variant: 'filled', mark: '✓' },
  advance: { color: 'success', variant: 'outlined', mark: '✓' },
  due: { color: 'warning', variant: 'filled', mark: '!' },
  overdue: { color: 'error', variant: 'filled', mark: '!' },
  upcoming: { color: 'default', variant: 'outlined', mark: '' },
  closed: { color: 'default', variant: 'outlined', mark: '–' },
};

/**
 * The EMI calendar (spec 001 §2.10, §4.9): one row an instalment with its date, its amount and
 * where it stands (paid, paid in advance, due today, overdue, upcoming; closed with the loan),
 * under a count of those paid. `closed` is the loan's status once it is closed: a foreclosed
 * loan's later instalments say so.
 */
export function EmiCalendar({
  schedule,
  emiAmount,
  today,
  closed = null,
}: {
  schedule: UserLoan['repayment_schedules'];
  emiAmount: number;
  today: IsoDate;
  closed?: 'CLOSED' | 'PRE_CLOSED' | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = emiCalendar(schedule, today, closed !== null);
  if (rows.length === 0) return null;
  const paid = rows.filter(countsAsPaid).length;
  // Under the date: when it was paid, that the advance pays it, or what is left after the advance.
  const note = (row: CalendarRow): string | null => {
    if (row.paidDate) return t('loans.details.calendar.paidOn', { date: formatCalendarDate(row.paidDate) });
    if (row.state === 'advance') return t('loans.details.calendar.advanceNote');
    if (row.state === 'closed') return t('loans.details.calendar.closedNote');
    if (row.part)
      return t('loans.details.calendar.partAdvance', {
        advance: rupees(row.part.advance),
        left: rupees(row.part.left),
      });
    return null;
  };
  const stateLabel = (state: InstalmentState) =>
    state === 'closed' && closed === 'PRE_CLOSED'
      ? t('loans.details.calendar.states.foreclosed')
      : t(`loans.details.calendar.states.${state}`);
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
        {closed === null
          ? t('loans.details.calendar.summary', { paid, total: rows.length })
          : t('loans.details.calendar.summaryClosed', { count: paid })}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {rows.map((row) => {
          const look = looks[row.state];
          const label = stateLabel(row.state);
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
                {note(row) && (
                  <Typography variant="caption">{note(row)}</Typography>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                {row.state !== 'closed' && (
                  <Typography variant="body2">{rupees(row.amount ?? emiAmount)}</Typography>
                )}
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

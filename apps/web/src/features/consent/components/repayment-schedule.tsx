import type { ScheduleRow } from '@kredo/contract/consent';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/** An amount is never broken across lines. */
const amount = { whiteSpace: 'nowrap' } as const;
/** The instalment's principal and interest (and their headings), each on a line of its own beneath it. */
const small = { ...amount, display: 'block', color: 'text.secondary', fontSize: '0.75rem' } as const;

/**
 * The KFS's repayment schedule (Annex C): each instalment's due date, the instalment with what it
 * repays of the principal and of the interest beneath it, and the principal still outstanding.
 * Three columns, so the whole of it fits a 360 px phone without scrolling sideways; the
 * instalment's number is its row's place (the KFS download numbers them).
 */
export function RepaymentSchedule({ rows }: { rows: readonly ScheduleRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="repayment-schedule">
      <Typography variant="h2" id="repayment-schedule">
        {t('consent.schedule.title')}
      </Typography>
      {/* Only a very large text size makes it scroll: a focusable region a keyboard can scroll too. */}
      <TableContainer
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="repayment-schedule"
      >
        <Table
          size="small"
          aria-labelledby="repayment-schedule"
          sx={{ '& th, & td': { px: 1, py: 0.75, verticalAlign: 'top' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('consent.schedule.dueDate')}</TableCell>
              <TableCell align="right">
                {t('consent.schedule.instalment')}
                <Typography component="span" sx={small}>
                  {t('consent.schedule.principal')}
                </Typography>
                <Typography component="span" sx={small}>
                  {t('consent.schedule.plusInterest')}
                </Typography>
              </TableCell>
              <TableCell align="right">{t('consent.schedule.outstanding')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.instalmentNo}>
                <TableCell component="th" scope="row">
                  {formatCalendarDate(row.dueDate)}
                </TableCell>
                <TableCell align="right">
                  <Typography component="span" variant="body2" sx={{ ...amount, fontWeight: 600 }}>
                    {rupees(row.instalment)}
                  </Typography>
                  <Typography component="span" sx={small}>
                    {rupees(row.principal)}
                  </Typography>
                  <Typography component="span" sx={small}>
                    {t('consent.schedule.plus', { amount: rupees(row.interest) })}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={amount}>
                  {rupees(row.outstandingPrincipal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

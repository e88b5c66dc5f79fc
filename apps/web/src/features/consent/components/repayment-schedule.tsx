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

/** The KFS's repayment schedule (Annex C): each instalment's date, split and what stays owed. */
export function RepaymentSchedule({ rows }: { rows: readonly ScheduleRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="repayment-schedule">
      <Typography variant="h2" id="repayment-schedule">
        {t('consent.schedule.title')}
      </Typography>
      {/* It scrolls sideways on a narrow phone: a focusable region a keyboard can scroll too. */}
      <TableContainer
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="repayment-schedule"
      >
        <Table size="small" aria-labelledby="repayment-schedule">
          <TableHead>
            <TableRow>
              <TableCell>{t('consent.schedule.number')}</TableCell>
              <TableCell>{t('consent.schedule.dueDate')}</TableCell>
              <TableCell align="right">{t('consent.schedule.principal')}</TableCell>
              <TableCell align="right">{t('consent.schedule.interest')}</TableCell>
              <TableCell align="right">{t('consent.schedule.instalment')}</TableCell>
              <TableCell align="right">{t('consent.schedule.outstanding')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.instalmentNo}>
                <TableCell>{row.instalmentNo}</TableCell>
                <TableCell>{formatCalendarDate(row.dueDate)}</TableCell>
                <TableCell align="right">{rupees(row.principal)}</TableCell>
                <TableCell align="right">{rupees(row.interest)}</TableCell>
                <TableCell align="right">{rupees(row.instalment)}</TableCell>
                <TableCell align="right">{rupees(row.outstandingPrincipal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

import type { ScheduleRow } from '@kredo/contract/consent';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { DatedAmountsTable } from './dated-amounts-table';
import '../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

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
      <DatedAmountsTable
        labelledBy="repayment-schedule"
        headings={{
          date: t('consent.schedule.dueDate'),
          amount: t('consent.schedule.instalment'),
          parts: [t('consent.schedule.principal'), t('consent.schedule.plusInterest')],
          trailing: t('consent.schedule.outstanding'),
        }}
        rows={rows.map((row) => ({
          key: row.instalmentNo,
          date: row.dueDate,
          total: row.instalment,
          parts: [rupees(row.principal), t('consent.schedule.plus', { amount: rupees(row.interest) })],
          trailing: row.outstandingPrincipal,
        }))}
      />
    </section>
  );
}

import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { endOfDay, isMonthEnd, paymentSettlementGraceMs } from './close-of-business.ts';

/**
 * The loans of a batch with nothing to do on `day`, closed in one statement, and which they were.
 * Nothing to do, by closeLoanDay's rules: a standard loan, not written off, closed through the day
 * before, with every instalment due before the day paid in full (charges too), none due today or
 * within the two days a NACH presentation is scheduled ahead, no payment of the day still open,
 * and not a month-end (every loan accrues then). Its close moves only its business day: no
 * accrual, advance, charge, presentation or change of class is due.
 */
export async function quietLoansClosed(
  db: Db,
  day: IsoDate,
  loanIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (loanIds.length === 0 || isMonthEnd(day)) return new Set();
  const previous = addDays(day, -1);
  const horizon = addDays(day, 2);
  const dayEnd = endOfDay(day);
  const paymentsMayBeOpen = now.getTime() <= dayEnd.getTime() + paymentSettlementGraceMs;
  const ids = sql.join(
    loanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update loans l set business_date = ${day}::date, days_past_due = null, overdue_since = null
    where l.id in (${ids}) and l.status = 'DISBURSED' and l.instalments_projected
      and coalesce(l.business_date, l.disbursal_date) = ${previous}::date
      and l.asset_class = 'STANDARD' and not ('written-off' = any(l.tags))
      and not exists (
        select 1 from loan_instalments i
        left join instalment_balances b on b.loan_id = i.loan_id and b.instalment_number = i.instalment_number
        where i.loan_id = l.id and i.schedule_version = l.schedule_version and i.due_date <= ${horizon}::date
          and (i.due_date >= ${day}::date
            or i.principal_paise > coalesce(b.paid_principal, 0) or i.interest_paise > coalesce(b.paid_interest, 0)
            or coalesce(b.levied_penal, 0) > coalesce(b.paid_penal, 0)
            or coalesce(b.levied_fees, 0) > coalesce(b.paid_fees, 0))
      )
      and (not ${paymentsMayBeOpen} or not exists (
        select 1 from loan_payments p
        where p.loan_id = l.id and p.status in ('CREATED', 'PENDING') and p.created_at < ${dayEnd.toISOString()}::timestamptz
      ))
    returning l.id
  `)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((row) => row.id));
}

import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { endOfDay, isMonthEnd, paymentSettlementGraceMs } from './close-of-business.ts';

/**
 * The loans of a batch with nothing to do on `day`, closed in one statement, and which they were.
 * Nothing to do, by closeLoanDay's rules: closed through the day before, not written off, nothing
 * due today or within the two days a NACH presentation is scheduled ahead, no payment of the day
 * still open, not a month-end (every loan accrues then); and either nothing owed (a standard loan
 * with every instalment due paid) or past due since before the day, staying in its class, with no
 * presentation in flight or returned in the last week (to be made again), and not maturing today;
 * and not a loan of a borrower who is an NPA on a credit line (its class follows theirs). Its close moves only
 * its business day and days past due: no accrual, advance, charge, presentation or change of class.
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
  // The class a loan past due this many days is in (loan-delinquency.ts), an NPA staying one.
  const dpd = sql`(${day}::date - l.overdue_since)`;
  const classToday = sql`case when l.asset_class = 'NPA' then 'NPA' when ${dpd} >= 90 then 'NPA'
    when ${dpd} >= 60 then 'SMA-2' when ${dpd} >= 30 then 'SMA-1' else 'SMA-0' end`;
  // The cheap tests first, in a CTE the planner keeps apart: on a due date (or the two days before
  // it) most loans fail them, and the costlier tests of what is owed then run for none of them.
  const result = (await db.execute(sql`
    with candidates as materialized (
      select l.id from loans l
      where l.id in (${ids}) and l.status = 'DISBURSED' and l.instalments_projected
        and coalesce(l.business_date, l.disbursal_date) = ${previous}::date
        and not ('written-off' = any(l.tags))
        -- A borrower who is an NPA on a credit line: the busy close classifies the loan with it.
        and not exists (
          select 1 from credit_lines c where c.user_id = l.user_id and c.asset_class = 'NPA'
            and c.days_past_due is not null and c.status = 'ACTIVE'
        )
        and not exists (
          select 1 from loan_instalments i
          where i.loan_id = l.id and i.schedule_version = l.schedule_version
            and i.due_date between ${day}::date and ${horizon}::date
        )
        and (not ${paymentsMayBeOpen} or not exists (
          select 1 from loan_payments p
          where p.loan_id = l.id and p.status in ('CREATED', 'PENDING') and p.created_at < ${dayEnd.toISOString()}::timestamptz
        ))
    )
    update loans l set business_date = ${day}::date,
      days_past_due = case when l.overdue_since is null then null else ${dpd} end
    from candidates c
    where l.id = c.id
      -- Again here, not only in the CTE: a loan another instance closed meanwhile is re-read after
      -- its lock and skipped, where the CTE's snapshot would still see it open.
      and l.status = 'DISBURSED' and coalesce(l.business_date, l.disbursal_date) = ${previous}::date
      and (
        -- Nothing owed: every instalment due before the day paid in full, charges too.
        (l.asset_class = 'STANDARD' and l.overdue_since is null and not exists (
          select 1 from loan_instalments i
          left join instalment_balances b on b.loan_id = i.loan_id and b.instalment_number = i.instalment_number
          where i.loan_id = l.id and i.schedule_version = l.schedule_version and i.due_date < ${day}::date
            and (i.principal_paise > coalesce(b.paid_principal, 0) or i.interest_paise > coalesce(b.paid_interest, 0)
              or coalesce(b.levied_penal, 0) > coalesce(b.paid_penal, 0)
              or coalesce(b.levied_fees, 0) > coalesce(b.paid_fees, 0))
        ))
        -- Past due since before the day, ageing one more day in its class, with no presentation
        -- in flight or to be made again, and not reaching its maturity.
        or (l.overdue_since < ${day}::date and l.asset_class = ${classToday}
          and (l.matured_on is not null or exists (
            select 1 from loan_instalments i
            where i.loan_id = l.id and i.schedule_version = l.schedule_version and i.due_date > ${day}::date
          ))
          and not exists (
            select 1 from loan_debits d where d.loan_id = l.id
              and (d.status in ('SCHEDULED', 'FILING', 'PRESENTED')
                or (d.status = 'RETURNED' and d.charge_date >= ${addDays(day, -7)}::date))
          ))
      )
    returning l.id
  `)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((row) => row.id));
}

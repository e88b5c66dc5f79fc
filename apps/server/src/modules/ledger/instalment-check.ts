import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';

/**
 * The nightly check of the instalment sub-ledger: each projected loan's instalment rows against
 * what its journal lines add up to, summed here in SQL, apart from the rules the posting applies
 * (instalment-projection.ts), so a fault in either shows. The day an instalment was paid depends
 * on the order of postings and is not checked.
 */
export type InstalmentSumsDifference = {
  loanId: string;
  instalmentNumber: number;
  stored: Record<string, number | boolean>;
  journal: Record<string, number | boolean>;
};

const paying = sql.raw(`e.kind in ('receipt', 'advance-applied') and l.amount < 0`);
const pays = (accounts: string, component: string) =>
  sql.raw(
    `(l.account in (${accounts}) or (l.account = 'recoveries-income' and l.component = '${component}'))`,
  );

export async function instalmentSumsDifferences(db: Db): Promise<InstalmentSumsDifference[]> {
  const result = (await db.execute(sql`
    with j as (
      select l.loan_id, l.instalment_number,
        coalesce(sum(-l.amount) filter (where ${paying} and ${pays(`'loan-principal'`, 'principal')}), 0) as paid_principal,
        coalesce(sum(-l.amount) filter (where ${paying} and ${pays(`'interest-receivable', 'interest-income'`, 'interest')}), 0) as paid_interest,
        coalesce(sum(-l.amount) filter (where ${paying} and ${pays(`'penal-receivable'`, 'penal')}), 0) as paid_penal,
        coalesce(sum(-l.amount) filter (where ${paying} and ${pays(`'fees-receivable'`, 'fees')}), 0) as paid_fees,
        coalesce(sum(l.amount) filter (where e.kind = 'penal-charge' and l.account = 'penal-receivable'), 0) as levied_penal,
        coalesce(sum(l.amount) filter (where e.kind = 'bounce-charge' and l.account = 'fees-receivable'), 0) as levied_fees,
        coalesce(bool_or(e.kind = 'penal-charge' and l.account = 'penal-receivable'), false) as penal_charged,
        coalesce(sum(l.amount) filter (where e.kind = 'accrual' and l.account = 'interest-receivable'), 0) as accrued,
        coalesce(sum(-l.amount) filter (where ${paying} and l.account = 'interest-receivable'), 0) as accrued_received,
        coalesce(sum(-l.amount) filter (where ${paying} and l.account = 'interest-income'), 0) as income_direct,
        coalesce(sum(-l.amount) filter (where l.account = 'income-suspense' and l.component = 'penal'), 0) as suspended_penal,
        coalesce(sum(-l.amount) filter (where l.account = 'income-suspense' and l.component = 'fees'), 0) as suspended_fees
      from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.loan_id is not null and l.instalment_number is not null
      group by l.loan_id, l.instalment_number
    ),
    s as (
      select b.loan_id, b.instalment_number, b.paid_principal, b.paid_interest, b.paid_penal, b.paid_fees,
        b.levied_penal, b.levied_fees, b.penal_charged, b.accrued, b.accrued_received, b.income_direct,
        b.suspended_penal, b.suspended_fees
      from instalment_balances b
    )
    select coalesce(s.loan_id, j.loan_id) as loan_id, coalesce(s.instalment_number, j.instalment_number) as instalment_number,
      to_jsonb(s) as stored, to_jsonb(j) as journal
    from s full join j on j.loan_id = s.loan_id and j.instalment_number = s.instalment_number
    join loans lo on lo.id = coalesce(s.loan_id, j.loan_id) and lo.instalments_projected
    where (s.paid_principal, s.paid_interest, s.paid_penal, s.paid_fees, s.levied_penal, s.levied_fees,
        s.penal_charged, s.accrued, s.accrued_received, s.income_direct, s.suspended_penal, s.suspended_fees)
      is distinct from (j.paid_principal, j.paid_interest, j.paid_penal, j.paid_fees, j.levied_penal, j.levied_fees,
        j.penal_charged, j.accrued, j.accrued_received, j.income_direct, j.suspended_penal, j.suspended_fees)
    order by 1, 2
  `)) as unknown as {
    rows: {
      loan_id: string;
      instalment_number: number;
      stored: Record<string, number | boolean> | null;
      journal: Record<string, number | boolean> | null;
    }[];
  };
  // A row of nothing but zeros and its absence are the same sums.
  const blank = (sums: Record<string, number | boolean> | null) =>
    !sums ||
    Object.entries(sums).every(([key, value]) => key === 'loan_id' || key === 'instalment_number' || !value);
  return result.rows
    .filter((row) => !(blank(row.stored) && blank(row.journal)))
    .map((row) => ({
      loanId: row.loan_id,
      instalmentNumber: Number(row.instalment_number),
      stored: row.stored ?? {},
      journal: row.journal ?? {},
    }));
}

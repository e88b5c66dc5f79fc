import type { IsoDate } from '@kredo/domain/calendar-date';
import type { JournalLine } from '@kredo/domain/ledger';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';

/**
 * The instalment sub-ledger (instalment_balances): what a posting adds to each instalment of a
 * loan, by the rules a loan's position is read with, so positions come from stored rows. One
 * function says what lines mean for an instalment; the posting applies it as it posts, the
 * start-up backfill and the nightly check fold a loan's journal through the same function.
 */
export type InstalmentSums = {
  paidPrincipal: number;
  paidInterest: number;
  paidPenal: number;
  paidFees: number;
  leviedPenal: number;
  leviedFees: number;
  penalCharged: boolean;
  accrued: number;
  accruedReceived: number;
  incomeDirect: number;
  suspendedPenal: number;
  suspendedFees: number;
};

export type InstalmentDelta = InstalmentSums & {
  loanId: string;
  instalmentNumber: number;
  /** The entry's business day when it paid principal or interest of the instalment. */
  paidDay: IsoDate | null;
};

export const noSums = (): InstalmentSums => ({
  paidPrincipal: 0,
  paidInterest: 0,
  paidPenal: 0,
  paidFees: 0,
  leviedPenal: 0,
  leviedFees: 0,
  penalCharged: false,
  accrued: 0,
  accruedReceived: 0,
  incomeDirect: 0,
  suspendedPenal: 0,
  suspendedFees: 0,
});

/** The entry kinds whose credits to a loan's receivables pay its dues. */
const payingKinds = new Set(['receipt', 'advance-applied']);

/** The component a paying credit to this account pays. */
const paidField: Partial<Record<string, 'paidPrincipal' | 'paidInterest' | 'paidPenal' | 'paidFees'>> = {
  'loan-principal': 'paidPrincipal',
  'interest-receivable': 'paidInterest',
  'interest-income': 'paidInterest',
  'penal-receivable': 'paidPenal',
  'fees-receivable': 'paidFees',
};
const componentField = {
  principal: 'paidPrincipal',
  interest: 'paidInterest',
  penal: 'paidPenal',
  fees: 'paidFees',
} as const;

/** Adds one line of an entry of `kind` to an instalment's sums. */
export function addLine(sums: InstalmentSums, kind: string, line: JournalLine): void {
  const amount = line.amount;
  if (line.account === 'income-suspense' && line.component === 'penal') sums.suspendedPenal -= amount;
  if (line.account === 'income-suspense' && line.component === 'fees') sums.suspendedFees -= amount;
  if (kind === 'accrual' && line.account === 'interest-receivable') sums.accrued += amount;
  if (kind === 'penal-charge' && line.account === 'penal-receivable') {
    sums.leviedPenal += amount;
    sums.penalCharged = true;
  }
  if (kind === 'bounce-charge' && line.account === 'fees-receivable') sums.leviedFees += amount;
  if (!payingKinds.has(kind) || amount >= 0) return;
  // A recovery on a written-off loan is credited to income: its line names what it pays.
  const field =
    line.account === 'recoveries-income'
      ? line.component
        ? componentField[line.component]
        : undefined
      : paidField[line.account];
  if (!field) return;
  sums[field] -= amount;
  if (line.account === 'interest-receivable') sums.accruedReceived -= amount;
  if (line.account === 'interest-income') sums.incomeDirect -= amount;
}

/** What one entry adds to each instalment it touches. */
export function instalmentDeltas(
  kind: string,
  businessDate: IsoDate,
  lines: readonly JournalLine[],
): InstalmentDelta[] {
  const deltas = new Map<string, InstalmentDelta>();
  for (const line of lines) {
    if (!line.loanId || line.instalmentNumber === null || line.instalmentNumber === undefined) continue;
    const key = `${line.loanId}:${line.instalmentNumber}`;
    const delta = deltas.get(key) ?? {
      ...noSums(),
      loanId: line.loanId,
      instalmentNumber: line.instalmentNumber,
      paidDay: null,
    };
    addLine(delta, kind, line);
    deltas.set(key, delta);
  }
  return [...deltas.values()]
    .map((delta) => ({
      ...delta,
      paidDay: delta.paidPrincipal + delta.paidInterest > 0 ? businessDate : null,
    }))
    .filter(
      (delta) =>
        delta.penalCharged ||
        Object.entries(delta).some(
          ([field, value]) => typeof value === 'number' && field !== 'instalmentNumber' && value !== 0,
        ),
    );
}

const columns = [
  ['paidPrincipal', 'paid_principal'],
  ['paidInterest', 'paid_interest'],
  ['paidPenal', 'paid_penal'],
  ['paidFees', 'paid_fees'],
  ['leviedPenal', 'levied_penal'],
  ['leviedFees', 'levied_fees'],
  ['accrued', 'accrued'],
  ['accruedReceived', 'accrued_received'],
  ['incomeDirect', 'income_direct'],
  ['suspendedPenal', 'suspended_penal'],
  ['suspendedFees', 'suspended_fees'],
] as const;

/**
 * Adds deltas to their instalments' rows in one statement, in the posting's transaction (only
 * for loans already projected: the backfill computes the others from their journal). An
 * instalment is paid on the day its principal and interest paid reach the schedule in force.
 */
export async function applyInstalmentDeltas(
  tx: Db,
  deltas: readonly InstalmentDelta[],
  /** When the caller knows it (the close of business, from the loan's sums in memory): the day each instalment was paid. */
  paidOn?: (loanId: string, instalmentNumber: number) => IsoDate | null,
): Promise<void> {
  if (deltas.length === 0) return;
  // One row per instalment: a statement's upsert may touch a row once.
  const merged = new Map<string, InstalmentDelta>();
  for (const delta of deltas) {
    const key = `${delta.loanId}:${delta.instalmentNumber}`;
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...delta });
      continue;
    }
    for (const [field] of columns) into[field] += delta[field];
    into.penalCharged ||= delta.penalCharged;
    if (delta.paidDay && (!into.paidDay || delta.paidDay > into.paidDay)) into.paidDay = delta.paidDay;
  }
  const values = sql.join(
    [...merged.values()].map(
      (d) =>
        sql`(${d.loanId}::uuid, ${d.instalmentNumber}::int, ${sql.join(
          columns.map(([field]) => sql`${d[field]}::bigint`),
          sql`, `,
        )}, ${d.penalCharged}::boolean, ${d.paidDay}::date)`,
    ),
    sql`, `,
  );
  const names = sql.raw(columns.map(([, column]) => column).join(', '));
  const vNames = sql.raw(columns.map(([, column]) => `v.${column}`).join(', '));
  const adds = sql.raw(
    columns.map(([, column]) => `${column} = b.${column} + excluded.${column}`).join(', '),
  );
  if (paidOn) {
    // Columns as arrays, one parameter each: the close of business sends thousands of rows.
    const rows = [...merged.values()];
    const arrays = sql.join(
      columns.map(([field]) => sql`${sql.param(rows.map((d) => d[field]))}::bigint[]`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into instalment_balances as b (loan_id, instalment_number, ${names}, penal_charged, last_paid_on, paid_on)
      select * from unnest(
        ${sql.param(rows.map((d) => d.loanId))}::uuid[], ${sql.param(rows.map((d) => d.instalmentNumber))}::int[],
        ${arrays}, ${sql.param(rows.map((d) => d.penalCharged))}::boolean[],
        ${sql.param(rows.map((d) => d.paidDay))}::date[],
        ${sql.param(rows.map((d) => paidOn(d.loanId, d.instalmentNumber)))}::date[]
      )
      on conflict (loan_id, instalment_number) do update set ${adds},
        penal_charged = b.penal_charged or excluded.penal_charged,
        last_paid_on = coalesce(excluded.last_paid_on, b.last_paid_on),
        paid_on = coalesce(b.paid_on, excluded.paid_on)
    `);
    return;
  }
  await tx.execute(sql`
    insert into instalment_balances as b (loan_id, instalment_number, ${names}, penal_charged, last_paid_on, paid_on)
    select v.loan_id, v.instalment_number, ${vNames}, v.penal_charged, v.paid_day,
      case when v.paid_principal + v.paid_interest > 0
        and v.paid_principal + v.paid_interest >= i.principal_paise + i.interest_paise then v.paid_day end
    from (values ${values}) as v(loan_id, instalment_number, ${names}, penal_charged, paid_day)
    join loans l on l.id = v.loan_id and l.instalments_projected
    left join loan_instalments i on i.loan_id = v.loan_id and i.schedule_version = l.schedule_version
      and i.instalment_number = v.instalment_number
    on conflict (loan_id, instalment_number) do update set ${adds},
      penal_charged = b.penal_charged or excluded.penal_charged,
      last_paid_on = coalesce(excluded.last_paid_on, b.last_paid_on),
      paid_on = coalesce(b.paid_on, case when excluded.last_paid_on is not null
        and b.paid_principal + excluded.paid_principal + b.paid_interest + excluded.paid_interest >= (
          select i.principal_paise + i.interest_paise from loan_instalments i join loans l on l.id = i.loan_id
          where i.loan_id = b.loan_id and i.schedule_version = l.schedule_version
            and i.instalment_number = b.instalment_number
        ) then excluded.last_paid_on end)
  `);
}

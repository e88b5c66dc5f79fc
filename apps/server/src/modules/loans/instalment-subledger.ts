import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { scheduleOf, type LoanRow } from './loan-opening.ts';
import { journalSums, positionFromJournal, positionOf, type LoanPosition } from './loan-position.ts';
import { loans } from './loans.schema.ts';

/**
 * The instalment sub-ledger's two jobs outside posting: the backfill of loans from before it, at
 * start, and the check that every loan's stored position is the one its journal makes.
 */

/**
 * Projects, from its journal, each loan not yet in the sub-ledger: one loan a transaction under
 * the loan's lock (a posting to it waits), its rows written and its flag set together. A stop
 * part-way leaves the rest, read from their journals meanwhile, for the next start. Answers how
 * many loans it projected.
 */
export async function backfillInstalmentBalances(db: Db, batch = 200): Promise<number> {
  let projected = 0;
  for (;;) {
    const pending = await db
      .select({ id: loans.id })
      .from(loans)
      .where(eq(loans.instalmentsProjected, false))
      .orderBy(asc(loans.id))
      .limit(batch);
    if (pending.length === 0) return projected;
    for (const { id } of pending) {
      const done = await db.transaction(async (tx) => {
        const [loan] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
        if (!loan || loan.instalmentsProjected) return false;
        const { sums } = await journalSums(tx, loan, await scheduleOf(tx, loan));
        await tx.delete(instalmentBalances).where(eq(instalmentBalances.loanId, loan.id));
        if (sums.size > 0)
          await tx
            .insert(instalmentBalances)
            .values(
              [...sums].map(([instalmentNumber, row]) => ({ ...row, loanId: loan.id, instalmentNumber })),
            );
        await tx.update(loans).set({ instalmentsProjected: true }).where(eq(loans.id, loan.id));
        return true;
      });
      if (done) projected += 1;
    }
  }
}

export type InstalmentDifference = { loanId: string; what: string; stored: unknown; journal: unknown };

/** A position's figures in a form two positions compare by (zero entries dropped). */
function figures(position: LoanPosition): Record<string, unknown> {
  const nonZero = <V>(map: ReadonlyMap<number, V>, zero: (value: V) => boolean) =>
    Object.fromEntries([...map].filter(([, value]) => !zero(value)).sort(([a], [b]) => a - b));
  return {
    dues: position.dues.map((due) => ({ n: due.instalmentNumber, ...due.unpaid })),
    accruedUnpaid: nonZero(position.accruedUnpaid, (amount) => amount === 0),
    recognised: nonZero(position.recognised, (amount) => amount === 0),
    advance: position.advance,
    paidOn: nonZero(position.paidOn, () => false),
    penalLevied: [...position.penalLevied].sort((a, b) => a - b),
    suspended: nonZero(position.suspended, (held) => held.penal === 0 && held.fees === 0),
  };
}

/**
 * Each loan (of `loanIds`, or every one) whose position read from the sub-ledger differs from the
 * one its journal makes, figure by figure. Nothing, in a sound ledger.
 */
export async function instalmentDifferences(
  db: Db,
  loanIds?: readonly string[],
): Promise<InstalmentDifference[]> {
  const rows: LoanRow[] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.instalmentsProjected, true), loanIds ? inArray(loans.id, [...loanIds]) : undefined))
    .orderBy(asc(loans.id));
  const differences: InstalmentDifference[] = [];
  for (const loan of rows) {
    const stored = figures(await positionOf(db, loan));
    const journal = figures(await positionFromJournal(db, loan));
    for (const what of Object.keys(stored))
      if (JSON.stringify(stored[what]) !== JSON.stringify(journal[what]))
        differences.push({ loanId: loan.id, what, stored: stored[what], journal: journal[what] });
  }
  return differences;
}

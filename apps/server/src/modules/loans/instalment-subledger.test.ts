import { isoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { checkBalances } from '../ledger/ledger-balance-check.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import { backfillInstalmentBalances, instalmentDifferences } from './instalment-subledger.ts';
import { findLoan, positionFromJournal, positionOf } from './loan-position.ts';
import { loans } from './loans.schema.ts';
import { loansTestKit } from './loans-test-kit.ts';

describe('the instalment sub-ledger', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());
  const db = () => ctx.t.deps.db;

  it('is backfilled from the journal for a loan from before it, which reads from its journal meanwhile', async () => {
    const { disbursalId } = await kit.disbursed();
    let loan = await kit.loanOf(disbursalId);
    const [first] = (await positionOf(db(), loan)).schedule;
    if (!first) throw new Error('no schedule');
    // Past the first due date unpaid (accrual, penal charge), then part of it paid.
    kit.clockTo(addDays(first.dueDate, 3), '02:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(first.dueDate, 2));
    await kit.receive(loan.id, Math.floor(first.instalment / 2), `part:${loan.id}`);
    loan = (await findLoan(db(), loan.id)) ?? loan;
    const stored = await positionOf(db(), loan);
    expect(stored.penalLevied.has(1)).toBe(true);
    expect(stored.dues[0]?.unpaid.principal).toBeGreaterThan(0);

    // As a loan from before the sub-ledger: no rows, not projected.
    await db().delete(instalmentBalances).where(eq(instalmentBalances.loanId, loan.id));
    await db().update(loans).set({ instalmentsProjected: false }).where(eq(loans.id, loan.id));
    const before = (await findLoan(db(), loan.id)) ?? loan;
    expect(await positionOf(db(), before)).toEqual(await positionFromJournal(db(), before));
    expect((await positionOf(db(), before)).dues).toEqual(stored.dues);

    expect(await backfillInstalmentBalances(db())).toBe(1);
    expect(await backfillInstalmentBalances(db())).toBe(0);
    const after = (await findLoan(db(), loan.id)) ?? loan;
    expect(after.instalmentsProjected).toBe(true);
    expect({ ...(await positionOf(db(), after)), loan: null }).toEqual({ ...stored, loan: null });
    expect(await instalmentDifferences(db(), [loan.id])).toEqual([]);
    expect(isoDate(after.businessDate ?? '')).toBe(addDays(first.dueDate, 2));
  });

  it('is checked each night against the journal, summed apart: a row changed behind it is a break', async () => {
    expect(await instalmentSumsDifferences(db())).toEqual([]);
    const [row] = await db().select().from(instalmentBalances).limit(1);
    if (!row) throw new Error('no instalment rows');
    await db()
      .update(instalmentBalances)
      .set({ paidInterest: row.paidInterest + 100 })
      .where(
        and(
          eq(instalmentBalances.loanId, row.loanId),
          eq(instalmentBalances.instalmentNumber, row.instalmentNumber),
        ),
      );
    const found = await instalmentSumsDifferences(db());
    expect(found).toMatchObject([{ loanId: row.loanId, instalmentNumber: row.instalmentNumber }]);
    expect(Number(found[0]?.stored.paid_interest) - Number(found[0]?.journal.paid_interest)).toBe(100);
    const check = await checkBalances(db(), isoDate('2030-01-01'), new Date());
    expect(check.instalments).toHaveLength(1);
  });
});

import { isoDate } from '@kredo/domain/calendar-date';
import { billUnpaid, type CreditLineBill } from '@kredo/domain/credit-line-billing';
import { processingFeeWithGst, type CreditLineTerms } from '@kredo/domain/credit-line-terms';
import type { CreditLine } from '@kredo/domain/credit-line';
import { basisPoints, paise, type Paise } from '@kredo/domain/money';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { creditLineDrawdowns } from './credit-lines.schema.ts';
import { creditLineBills, creditLines } from './credit-lines.schema.ts';

export type CreditLineRow = typeof creditLines.$inferSelect;
export type BillRow = typeof creditLineBills.$inferSelect;
export type DrawdownRow = typeof creditLineDrawdowns.$inferSelect;

/** The sealing context of a drawdown's account number (bound to the drawdown's id). */
export const drawdownAccountContext = (drawdownId: string) =>
  `credit_line_drawdowns.account_number:${drawdownId}`;

/** The key of a drawdown's hold on its line's limit (the entry it posts as is `hold:` and this). */
export const drawdownHoldKey = (drawdownId: string) => `drawdown:${drawdownId}`;

export async function findCreditLine(db: Db, id: string): Promise<CreditLineRow | undefined> {
  const [row] = await db.select().from(creditLines).where(eq(creditLines.id, id));
  return row;
}

export async function lockCreditLine(tx: Db, id: string): Promise<CreditLineRow | undefined> {
  const [row] = await tx.select().from(creditLines).where(eq(creditLines.id, id)).for('update');
  return row;
}

/** The borrower's own line of this id: another borrower's is as absent as one that does not exist. */
export async function findOwnCreditLine(
  db: Db,
  userId: string,
  id: string,
): Promise<CreditLineRow | undefined> {
  const [row] = await db
    .select()
    .from(creditLines)
    .where(and(eq(creditLines.id, id), eq(creditLines.userId, userId)));
  return row;
}

/** The borrower's active lines, the oldest opened first. */
export async function findOwnActiveCreditLines(db: Db, userId: string): Promise<CreditLineRow[]> {
  return db
    .select()
    .from(creditLines)
    .where(and(eq(creditLines.userId, userId), eq(creditLines.status, 'ACTIVE')))
    .orderBy(asc(creditLines.openedOn), asc(creditLines.createdAt));
}

export function termsOf(row: CreditLineRow): CreditLineTerms {
  return {
    limit: paise(row.limitPaise),
    annualRate: basisPoints(row.annualRateBp),
    processingFee: paise(row.processingFeePaise),
    convenienceFee:
      row.convenienceFeeKind === 'fixed'
        ? { kind: 'fixed', amount: paise(row.convenienceFeeFixedPaise) }
        : {
            kind: 'percent',
            rate: basisPoints(row.convenienceFeeRateBp),
            minimum: paise(row.convenienceFeeMinimumPaise),
          },
    gstRate: basisPoints(row.gstRateBp),
    principalRepayment: row.principalRepayment === 'daily' ? 'daily' : 'on-due-date',
    openedOn: isoDate(row.openedOn),
    expiresOn: isoDate(row.expiresOn),
  };
}

export function billOf(row: BillRow): CreditLineBill {
  return {
    billNumber: row.billNumber,
    billDate: isoDate(row.billDate),
    periodStart: isoDate(row.periodStart),
    periodEnd: isoDate(row.periodEnd),
    dueDate: isoDate(row.dueDate),
    interest: paise(row.interestPaise),
    fees: paise(row.feesPaise),
    gst: paise(row.gstPaise),
    principal: paise(row.principalPaise),
    unpaid: {
      charges: paise(row.unpaidChargesPaise),
      interest: paise(row.unpaidInterestPaise),
      principal: paise(row.unpaidPrincipalPaise),
    },
  };
}

export const billRowOf = (lineId: string, bill: CreditLineBill): BillRow => ({
  lineId,
  billNumber: bill.billNumber,
  billDate: bill.billDate,
  periodStart: bill.periodStart,
  periodEnd: bill.periodEnd,
  dueDate: bill.dueDate,
  interestPaise: bill.interest,
  feesPaise: bill.fees,
  gstPaise: bill.gst,
  principalPaise: bill.principal,
  unpaidChargesPaise: bill.unpaid.charges,
  unpaidInterestPaise: bill.unpaid.interest,
  unpaidPrincipalPaise: bill.unpaid.principal,
});

/** Writes the unpaid figures of the bills a payment or a reversal changed (`before` as they were read). */
export async function writeChangedBills(
  tx: Db,
  lineId: string,
  before: readonly CreditLineBill[],
  after: readonly CreditLineBill[],
): Promise<void> {
  for (const bill of after) {
    const was = before.find((each) => each.billNumber === bill.billNumber);
    if (was && billUnpaid(was) !== billUnpaid(bill))
      await tx
        .update(creditLineBills)
        .set({
          unpaidChargesPaise: bill.unpaid.charges,
          unpaidInterestPaise: bill.unpaid.interest,
          unpaidPrincipalPaise: bill.unpaid.principal,
        })
        .where(and(eq(creditLineBills.lineId, lineId), eq(creditLineBills.billNumber, bill.billNumber)));
  }
}

export async function billsOf(db: Db, lineId: string): Promise<CreditLineBill[]> {
  const rows = await db
    .select()
    .from(creditLineBills)
    .where(eq(creditLineBills.lineId, lineId))
    .orderBy(asc(creditLineBills.billNumber));
  return rows.map(billOf);
}

/** Room held for drawdowns whose payout is still in flight. */
export const heldOf = (drawdowns: readonly Pick<DrawdownRow, 'status' | 'amountPaise'>[]) =>
  paise(
    drawdowns
      .filter((drawdown) => drawdown.status === 'PROCESSING')
      .reduce((sum, drawdown) => sum + drawdown.amountPaise, 0),
  );

/** The line as the domain's rules see it (packages/domain credit-line.ts), from its row and bills. */
export function lineOf(row: CreditLineRow, bills: CreditLineBill[], holds = paise(0)): CreditLine {
  return {
    terms: termsOf(row),
    today: isoDate(row.businessDate),
    principal: paise(row.principalPaise),
    holds,
    bills,
    periodStart: isoDate(row.periodStart),
    periodInterest: row.periodInterest,
    unbilledFees: paise(row.unbilledFeesPaise),
    unbilledGst: paise(row.unbilledGstPaise),
    processingFeeBilled: row.processingFeeBilled,
  };
}

/** The columns a line's state change writes back. */
export const stateColumns = (line: CreditLine) => ({
  businessDate: line.today,
  principalPaise: line.principal,
  periodStart: line.periodStart,
  periodInterest: line.periodInterest,
  unbilledFeesPaise: line.unbilledFees,
  unbilledGstPaise: line.unbilledGst,
  processingFeeBilled: line.processingFeeBilled,
});

/**
 * The borrowers among `userIds` with a credit line that is an NPA with arrears of its own: IRACP
 * classifies the borrower, so their term loans are NPAs too (credit-line-delinquency.ts). An
 * account that is an NPA only because of another (no arrears of its own: no days past due) does
 * not count, or two accounts would hold each other in NPA after the borrower paid everything.
 */
export async function borrowersWithNpaLines(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: creditLines.userId })
    .from(creditLines)
    .where(
      and(
        inArray(creditLines.userId, [...new Set(userIds)]),
        eq(creditLines.assetClass, 'NPA'),
        isNotNull(creditLines.daysPastDue),
        eq(creditLines.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Charges waiting for the next bill: the drawdowns' and penal fees with GST, and the processing fee until the first bill. */
export function unbilledChargesOf(row: CreditLineRow): Paise {
  const processing = row.processingFeeBilled ? null : processingFeeWithGst(termsOf(row));
  return paise(
    row.unbilledFeesPaise + row.unbilledGstPaise + (processing ? processing.fee + processing.gst : 0),
  );
}

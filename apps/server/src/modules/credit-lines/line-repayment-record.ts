import { isoDate } from '@kredo/domain/calendar-date';
import { billPaidOn } from '@kredo/domain/credit-line-bill-paid-on';
import type { RepaymentDue } from '@kredo/domain/credit-score-ratings';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { billsOf } from './credit-line-records.ts';
import { creditLineRepayments, creditLines } from './credit-lines.schema.ts';

/**
 * Every bill of the borrower's credit lines that asked for interest or principal, with the day it
 * was paid in full (`billPaidOn`), for the credit report. A closed line owes nothing more.
 */
export async function lineRepaymentDues(db: Db, userId: string): Promise<RepaymentDue[]> {
  const lines = await db
    .select({ id: creditLines.id, status: creditLines.status })
    .from(creditLines)
    .where(eq(creditLines.userId, userId));
  const dues = await Promise.all(
    lines.map(async (line) => {
      const [bills, repayments] = await Promise.all([
        billsOf(db, line.id),
        db
          .select({
            receivedOn: creditLineRepayments.receivedOn,
            interest: creditLineRepayments.interestPaidPaise,
            principal: creditLineRepayments.principalPaidPaise,
          })
          .from(creditLineRepayments)
          .where(eq(creditLineRepayments.lineId, line.id))
          .orderBy(asc(creditLineRepayments.receivedOn)),
      ]);
      const paid = repayments.map((row) => ({
        receivedOn: isoDate(row.receivedOn),
        paid: row.interest + row.principal,
      }));
      return bills
        .filter((bill) => bill.interest + bill.principal > 0)
        .map((bill): RepaymentDue => ({
          dueDate: bill.dueDate,
          paidOn: billPaidOn(
            {
              billDate: bill.billDate,
              dueDate: bill.dueDate,
              owed: bill.interest + bill.principal,
              unpaid: bill.unpaid.interest + bill.unpaid.principal,
            },
            paid,
          ),
        }))
        .filter((due) => line.status === 'ACTIVE' || due.paidOn !== null);
    }),
  );
  return dues.flat();
}

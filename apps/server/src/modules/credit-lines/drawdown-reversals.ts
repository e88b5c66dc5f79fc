import { isoDate } from '@kredo/domain/calendar-date';
import { reverseDrawdown } from '@kredo/domain/credit-line-reversal';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { postLineReceipt } from './credit-line-receipts.ts';
import {
  billsOf,
  lineOf,
  lockCreditLine,
  type CreditLineRow,
  type DrawdownRow,
  writeChangedBills,
} from './credit-line-records.ts';
import { creditLineDrawdowns, creditLines } from './credit-lines.schema.ts';

/** The key of the entry that takes a returned drawdown off its line. */
export const drawdownReturnedKey = (drawdownId: string) => `drawdown-returned:${drawdownId}`;

/**
 * A paid drawdown whose payout the beneficiary's bank sent back, in the caller's transaction with
 * the drawdown and its line locked, once (the drawdown becomes REVERSED): corrected forward on the
 * line's open day by the domain's rules (credit-line-reversal.ts). One entry: the money back in
 * disbursal clearing; the principal still owed of it off the line and its limit given back; the
 * fee and GST given back by fee income and GST payable, off the charges still owed; the interest
 * of its days given back by income (held in suspense first, on an NPA), off the interest still
 * owed; and whatever of these the borrower had already paid owed to them (refunds payable), then
 * received on the line as a payment would be (key `drawdown-credit:`): it pays what the line owes,
 * and the rest is paid back to the borrower as any excess is (line-refunds.ts).
 */
export async function reverseReturnedDrawdown(
  tx: Db,
  row: DrawdownRow,
  line: CreditLineRow,
  reason: string,
  now: Date,
): Promise<'moved' | 'stale'> {
  if (row.status !== 'PAID' || !row.paidOn) return 'stale';
  const bills = await billsOf(tx, line.id);
  const reversal = reverseDrawdown(lineOf(line, bills), {
    amount: paise(row.amountPaise),
    fee: paise(row.convenienceFeePaise),
    gst: paise(row.convenienceFeeGstPaise),
    paidOn: isoDate(row.paidOn),
  });
  const day = isoDate(line.businessDate);
  const subject = { subjectId: line.id };
  const [suspense] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, line.id), eq(ledgerAccounts.code, 'line-income-suspense')));
  const held = suspense ? suspense.postedCredits - suspense.postedDebits : 0;
  const unrealised = paise(Math.max(0, Math.min(reversal.interestCharged, held)));
  await postEntry(
    tx,
    {
      idempotencyKey: drawdownReturnedKey(row.id),
      lenderId: line.lenderId,
      kind: 'disbursal-reversal',
      businessDate: day,
      narration: `Drawdown from credit line ${line.lenderLoanAcctId} returned by the beneficiary's bank: ${reason}`,
      lines: [
        debit('disbursal-clearing', paise(row.amountPaise)),
        credit('line-principal', reversal.principal, subject),
        debit('undrawn-commitments', reversal.principal),
        credit('line-available', reversal.principal, subject),
        debit('fee-income', paise(row.convenienceFeePaise)),
        debit('gst-payable', paise(row.convenienceFeeGstPaise)),
        credit('line-fees-receivable', reversal.charges, subject),
        debit('line-income-suspense', unrealised, subject),
        debit('interest-income', paise(reversal.interestCharged - unrealised)),
        credit('line-interest-receivable', reversal.interest, subject),
        credit('refunds-payable', reversal.credit),
      ],
    },
    now,
  );
  await writeChangedBills(tx, line.id, bills, reversal.line.bills);
  await tx
    .update(creditLines)
    .set({
      principalPaise: reversal.line.principal,
      periodInterest: reversal.line.periodInterest,
      unbilledFeesPaise: reversal.line.unbilledFees,
      unbilledGstPaise: reversal.line.unbilledGst,
    })
    .where(eq(creditLines.id, line.id));
  await tx
    .update(creditLineDrawdowns)
    .set({ status: 'REVERSED', reversedOn: day, failureText: reason })
    .where(eq(creditLineDrawdowns.id, row.id));
  if (reversal.credit > 0) {
    const current = await lockCreditLine(tx, line.id);
    if (!current) throw new Error(`credit line ${line.id} vanished`);
    await postLineReceipt(
      tx,
      current,
      {
        idempotencyKey: `drawdown-credit:${row.id}`,
        source: 'credit',
        amount: reversal.credit,
        businessDate: day,
        narration: 'Credit for a drawdown returned by the bank',
      },
      now,
    );
  }
  return 'moved';
}

import { randomUUID } from 'node:crypto';

import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { lineOutstanding, repay } from '@kredo/domain/credit-line';
import { billUnpaid, type CreditLineBill } from '@kredo/domain/credit-line-billing';
import { credit, debit } from '@kredo/domain/ledger';
import { paise, sumPaise, type Paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { billsOf, lineOf, writeChangedBills, type CreditLineRow } from './credit-line-records.ts';
import { creditLineRepayments, creditLines } from './credit-lines.schema.ts';
import { recordLineRefund } from './line-refunds.ts';

/**
 * Where money received on a line sits until it is settled to the lender; a credit (what the
 * borrower paid of a drawdown their bank sent back) was owed to them, in refunds payable.
 */
const receivingAccount = {
  gateway: 'gateway-suspense',
  nach: 'nach-suspense',
  credit: 'refunds-payable',
} as const;

export type LineReceipt = {
  idempotencyKey: string;
  source: keyof typeof receivingAccount;
  amount: Paise;
  businessDate: IsoDate;
  narration: string;
};

const sumOf = (bills: readonly CreditLineBill[], pick: (bill: CreditLineBill) => number) =>
  sumPaise(bills.map((bill) => paise(pick(bill))));

/**
 * Credits money received on a locked line, once per key, in the caller's transaction: spread by
 * the repayment rules (charges, then interest, then principal, oldest bill first; then principal
 * not yet billed), the bills' unpaid figures and the line's principal lowered, and one entry: the
 * receiving account against the receivables paid, the limit given back for every paisa of
 * principal (LIMIT unit), income held in suspense on an NPA realised as its interest and charges
 * are paid, and anything beyond what is owed owed back to the borrower (refunds payable), with the
 * refund that pays it back made in the same transaction (line-refunds.ts). A repeat of the key
 * credits nothing.
 */
export async function postLineReceipt(tx: Db, row: CreditLineRow, input: LineReceipt, now: Date) {
  const [before] = await tx
    .select()
    .from(creditLineRepayments)
    .where(eq(creditLineRepayments.idempotencyKey, input.idempotencyKey));
  if (before) return before;
  const bills = await billsOf(tx, row.id);
  const { line, repayment } = repay(lineOf(row, bills), input.amount);
  const paid = (component: 'charges' | 'interest') =>
    paise(
      repayment.allocations
        .filter((each) => each.component === component)
        .reduce((sum, each) => sum + each.amount, 0),
    );
  const charges = paid('charges');
  const interest = paid('interest');
  const principal = repayment.principalPaid;
  const subject = { subjectId: row.id };
  // On an NPA, interest and charges sat in suspense: what is received of them becomes income now.
  const [suspense] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, row.id), eq(ledgerAccounts.code, 'line-income-suspense')));
  const held = suspense ? suspense.postedCredits - suspense.postedDebits : 0;
  const interestRealised = paise(Math.min(interest, held));
  const chargesRealised = paise(Math.min(charges, held - interestRealised));
  await postEntry(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      lenderId: row.lenderId,
      kind: 'receipt',
      businessDate: input.businessDate,
      narration: input.narration,
      lines: [
        debit(receivingAccount[input.source], input.amount),
        credit('line-fees-receivable', charges, subject),
        credit('line-interest-receivable', interest, subject),
        credit('line-principal', principal, subject),
        credit('refunds-payable', repayment.excess),
        debit('undrawn-commitments', principal),
        credit('line-available', principal, subject),
        debit('line-income-suspense', paise(interestRealised + chargesRealised), subject),
        credit('interest-income', interestRealised),
        credit('penal-income', chargesRealised),
      ],
    },
    now,
  );
  await writeChangedBills(tx, row.id, bills, line.bills);
  await tx.update(creditLines).set({ principalPaise: line.principal }).where(eq(creditLines.id, row.id));
  const [recorded] = await tx
    .insert(creditLineRepayments)
    .values({
      id: randomUUID(),
      lineId: row.id,
      idempotencyKey: input.idempotencyKey,
      source: input.source,
      receivedOn: input.businessDate,
      amountPaise: input.amount,
      chargesPaidPaise: charges,
      interestPaidPaise: interest,
      principalPaidPaise: principal,
      excessPaise: repayment.excess,
      narration: input.narration,
      createdAt: now,
    })
    .returning();
  if (recorded) await recordLineRefund(tx, recorded, now);
  return recorded;
}

/**
 * What a line's borrower may pay today, in the term loans' shape (`GET /kautilya/repayment-options`):
 * the bills' unpaid figures as the dues, and the whole outstanding (all the principal drawn, with
 * the billed interest and charges unpaid) as the most that may be paid. Interest accrued since the
 * last bill comes on the next bill; no part prepayment (any amount may be paid on a line).
 */
export async function lineRepaymentOptions(
  db: Db,
  row: CreditLineRow,
  today: IsoDate,
): Promise<RepaymentOptions> {
  const bills = await billsOf(db, row.id);
  const line = lineOf(row, bills);
  const dues = sumOf(bills, billUnpaid);
  const interest = sumOf(bills, (bill) => bill.unpaid.interest);
  const charges = sumOf(bills, (bill) => bill.unpaid.charges);
  const billedPrincipal = sumOf(bills, (bill) => bill.unpaid.principal);
  return {
    loanId: row.id,
    lenderLoanAcctId: row.lenderLoanAcctId,
    dues,
    nextEmi: null,
    foreclosure: {
      total: lineOutstanding(line),
      principal: line.principal,
      interest,
      charges,
      advance: 0,
      validOn: today,
    },
    advance: 0,
    nachPresentationInProcess: false,
    duesBreakdown: { principal: billedPrincipal, interest, penal: 0, bounce: charges },
    coolingOff: null,
    prepayment: { minimum: 0, maximum: 0, duesFirst: dues, refusal: 'ALL_DUE' },
  };
}

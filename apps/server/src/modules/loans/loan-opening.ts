import { randomUUID } from 'node:crypto';

import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { repaymentSchedule, type RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { credit, debit } from '@kredo/domain/ledger';
import { paise, sumPaise } from '@kredo/domain/money';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { agreementFlagsOf, findAgreement } from '../consent/agreement-records.ts';
import { findKfs, loanKfs } from '../consent/key-fact-statements.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { noteDisbursal } from '../referral/referral-earnings.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { loanInstalments, loans, type disbursals } from './loans.schema.ts';

type DisbursalRow = typeof disbursals.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;

/**
 * The lender's loan account number: the lender, the payout day (YYMMDD) and a serial from one
 * database sequence, at least seven digits. The serial alone makes it unique; a rolled-back
 * opening leaves a gap, which a loan account series may have.
 */
export const lenderLoanAcctIdOf = (lenderId: number, disbursalDate: IsoDate, serial: number) =>
  `KL${lenderId}${disbursalDate.replaceAll('-', '').slice(2)}${String(serial).padStart(7, '0')}`;

/** The next serial of the lender loan account numbers (loans' and credit lines'). */
export async function nextAccountSerial(tx: Db): Promise<number> {
  // Both engines answer raw SQL with rows; int8 comes as a string (pg) or a bigint (PGlite).
  const { rows } = (await tx.execute(sql`select nextval('loan_account_serials') as serial`)) as unknown as {
    rows: Array<{ serial: string | bigint | number }>;
  };
  const serial = Number(rows[0]?.serial);
  if (!Number.isSafeInteger(serial)) throw new Error('loan_account_serials gave no serial');
  return serial;
}

/** The signed agreement's KFS: the terms the loan runs on. */
export async function signedTermsOf(db: Db, opportunityId: string) {
  const agreement = await findAgreement(db, opportunityId);
  if (agreement?.status !== 'SIGNED') return null;
  const kfs = await findKfs(db, opportunityId, agreement.kfsId);
  return kfs ?? null;
}

/**
 * Opens the loan of a disbursal whose payout was made, in the caller's transaction (which holds the
 * opportunity and the disbursal): the loan row, its schedule dated from the payout day, the
 * disbursal's journal entry (principal receivable against the fees, their GST and the payout) and
 * the opportunity's move to DISBURSED. A second call for the same disbursal finds the loan and
 * posts nothing.
 */
export async function openLoan(
  tx: Db,
  disbursal: DisbursalRow,
  paidOn: IsoDate,
  now: Date,
): Promise<LoanRow> {
  const [existing] = await tx.select().from(loans).where(eq(loans.disbursalId, disbursal.id));
  if (existing) return existing;
  const opportunity = await lockOpportunity(tx, disbursal.opportunityId);
  if (!opportunity) throw new Error(`disbursal ${disbursal.id}: opportunity missing`);
  const kfs = await signedTermsOf(tx, opportunity.id);
  if (!kfs) throw new Error(`disbursal ${disbursal.id}: no signed agreement`);
  const { statement } = loanKfs(kfs);
  const principal = statement.partOne.loanAmount;
  const instalments = statement.annexC.map((row) => row.instalment);
  const schedule: RepaymentRow[] = repaymentSchedule(
    principal,
    instalments,
    paidOn,
    statement.annexB.dueDayOfMonth,
  );
  const lenderFees = statement.partOne.fees.filter((fee) => fee.payableTo === 'lender');
  if (lenderFees.length !== statement.partOne.fees.length)
    throw new Error(`disbursal ${disbursal.id}: third parties' fees are not paid out by this ledger yet`);
  const feeIncome = sumPaise(lenderFees.map((fee) => fee.amount));
  const gst = sumPaise(lenderFees.map((fee) => fee.gst));
  const net = statement.annexB.netDisbursed;
  if (net !== disbursal.netAmountPaise)
    throw new Error(`disbursal ${disbursal.id}: paid ${disbursal.netAmountPaise}, the KFS says ${net}`);

  const id = randomUUID();
  const processingFee = statement.partOne.fees.find((fee) => fee.kind === 'processing');
  const [loan] = await tx
    .insert(loans)
    .values({
      id,
      opportunityId: opportunity.id,
      disbursalId: disbursal.id,
      userId: disbursal.userId,
      lenderId: disbursal.lenderId,
      productCode: opportunity.productCode,
      lenderLoanAcctId: lenderLoanAcctIdOf(disbursal.lenderId, paidOn, await nextAccountSerial(tx)),
      status: 'DISBURSED',
      principalPaise: principal,
      processingFeePaise: processingFee?.amount ?? 0,
      processingFeeGstPaise: processingFee?.gst ?? 0,
      netDisbursedPaise: net,
      annualFlatRateBp: statement.annexB.annualFlatRate,
      aprBp: statement.annexB.apr.basisPoints,
      tenureMonths: statement.annexB.tenureMonths,
      dueDayOfMonth: statement.annexB.dueDayOfMonth,
      instalmentPaise: statement.annexB.instalmentAmount,
      kfsId: kfs.id,
      disbursalDate: paidOn,
      businessDate: paidOn,
      createdAt: now,
    })
    .returning();
  if (!loan) throw new Error(`disbursal ${disbursal.id}: loan not written`);
  await tx.insert(loanInstalments).values(
    schedule.map((row) => ({
      loanId: id,
      scheduleVersion: 1,
      instalmentNumber: row.instalmentNumber,
      dueDate: row.dueDate,
      principalPaise: row.principal,
      interestPaise: row.interest,
      instalmentPaise: row.instalment,
      outstandingPrincipalPaise: row.outstandingPrincipal,
    })),
  );
  await postEntry(
    tx,
    {
      idempotencyKey: `disbursal:${disbursal.id}`,
      lenderId: disbursal.lenderId,
      kind: 'disbursal',
      businessDate: paidOn,
      narration: `Loan ${loan.lenderLoanAcctId} disbursed, UTR ${disbursal.utr ?? 'pending'}`,
      loanId: id,
      lines: [
        debit('loan-principal', principal, { loanId: id }),
        credit('fee-income', feeIncome, { loanId: id }),
        credit('gst-payable', gst, { loanId: id }),
        credit('disbursal-clearing', paise(net), { loanId: id }),
      ],
    },
    now,
  );
  // A referred borrower's first loan earns their referrer's cashback, with this payout or never.
  await noteDisbursal(
    tx,
    {
      userId: loan.userId,
      subject: 'LOAN',
      subjectId: id,
      lenderId: loan.lenderId,
      principal,
      disbursedOn: paidOn,
    },
    now,
  );
  const flags = await agreementFlagsOf(tx, opportunity.id);
  const { result } = await applyOpportunityEvent(
    tx,
    opportunity,
    flags,
    { type: 'lender-moves', to: 'DISBURSED', by: 'system' },
    now,
  );
  if (!result.ok)
    throw new Error(`disbursal ${disbursal.id}: opportunity ${opportunity.status} not disbursable`);
  return loan;
}

/** A loan's schedule in force, by instalment number. */
export async function scheduleOf(
  db: Db,
  loan: Pick<LoanRow, 'id' | 'scheduleVersion'>,
): Promise<RepaymentRow[]> {
  const rows = await db
    .select()
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loan.id))
    .orderBy(loanInstalments.instalmentNumber);
  return rows
    .filter((row) => row.scheduleVersion === loan.scheduleVersion)
    .map((row) => ({
      instalmentNumber: row.instalmentNumber,
      dueDate: isoDate(row.dueDate),
      outstandingPrincipal: paise(row.outstandingPrincipalPaise),
      principal: paise(row.principalPaise),
      interest: paise(row.interestPaise),
      instalment: paise(row.instalmentPaise),
    }));
}

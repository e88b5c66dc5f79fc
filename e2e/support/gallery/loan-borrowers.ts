import { loanPaymentPaths, type Payment } from '@kredo/contract/loan-payments';
import { loansPaths, type UserLoan, type UserLoansResponse } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import { clockTo, closeOfBusiness } from '../clock.ts';
import {
  advanceClockBy,
  approveDisbursal,
  emailOf,
  payByUpi,
  proposeDisbursal,
  signInAgain,
  staffToken,
} from '../money/loan-api.ts';
import { startServer } from '../server.ts';
import type { Borrower } from './borrowers.ts';
import { awaitNachStatus, initiateNach, netBankingAtBank, signedOffer } from './mandate-borrowers.ts';
import { call, opportunityOf, until, type Offer } from './offer-borrowers.ts';

/**
 * Borrowers with a disbursed term loan (spec 001 §2.10, §4.9), for the loans area's screens. A
 * paid or an overdue instalment needs the clock past the first due date, a month or more after
 * the payout; the journeys' server must not jump that far (sessions, offers and links of every
 * other screen would expire), so these borrowers live on a sandbox server of their own.
 */
export type LoanVisitor =
  /**
   * Paid the first EMI ahead at the gateway, which the advance settled on its due date; then the
   * second EMI ahead (paid in advance) and ₹1,000 more (the third partly paid).
   */
  | 'loan-repaying'
  /** Paid nothing: the day after the first due date, that instalment is overdue. */
  | 'loan-overdue'
  /** Paid nothing until the day after the first due date, then foreclosed the loan. */
  | 'loan-closed'
  /** Paid out on the day the others' first EMI fell due: its cooling-off period runs. */
  | 'loan-cooling-off'
  /** Paid out that day too, then left the loan by the cooling-off exit (closed, tagged cooling-off). */
  | 'loan-exited';

/** A borrower on the loans' server: its address, and the ids its screens' addresses name. */
export type LoanBorrower = Borrower & { baseUrl: string; loanId: string; paymentId: string };

export type LoanVisitors = { visitors: Record<LoanVisitor, LoanBorrower>; stop: () => Promise<void> };

const loanVisitors: readonly string[] = [
  'loan-repaying',
  'loan-overdue',
  'loan-closed',
  'loan-cooling-off',
  'loan-exited',
] satisfies LoanVisitor[];

export const isLoanVisitor = (visitor: string): visitor is LoanVisitor => loanVisitors.includes(visitor);

/**
 * The loans are approved over 9 months: ₹30,000 and ₹6,750 of interest do not divide by 9, so
 * the EMI (₹4,083.34) and the smaller last instalment (₹4,083.28) both show.
 */
const tenureMonths = 9;

const loansOf = async (baseUrl: string, offer: Offer): Promise<UserLoan[]> =>
  (await call<UserLoansResponse>(baseUrl, offer.token, loansPaths.userLoans)).loans;

/** Signed, and the e-NACH registered at the sandbox bank: NPCI's answer, 5 s later by the clock, is not waited for. */
async function awaitingPayout(baseUrl: string, underwriter: string, name: string): Promise<Offer> {
  const offer = await signedOffer(baseUrl, underwriter, name, { tenureMonths });
  await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'));
  await advanceClockBy(baseUrl, 6_000);
  await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
  await until('the payout awaited', async () =>
    (await opportunityOf(baseUrl, offer)).status === 'DISBURSAL_PENDING' ? true : undefined,
  );
  return offer;
}

/** Operations propose the payout and the admin approves it (maker and checker), over the console's API. */
async function disburse(baseUrl: string, offer: Offer, operations: string, admin: string) {
  const proposed = await proposeDisbursal(baseUrl, operations, offer);
  const status = await approveDisbursal(baseUrl, admin, proposed.id);
  if (status !== 200) throw new Error(`${offer.name}: the disbursal's approval answered ${status}`);
}

/** A payment (the next EMI by default) paid at the gateway's page by UPI; answers it once it is credited. */
async function payNextEmi(
  baseUrl: string,
  offer: Offer,
  loanId: string,
  purpose: { purpose: 'NEXT_EMI' | 'FORECLOSURE' | 'COOLING_OFF' } | { purpose: 'AMOUNT'; amount: number } = {
    purpose: 'NEXT_EMI',
  },
): Promise<Payment> {
  const payment = await call<Payment>(baseUrl, offer.token, loanPaymentPaths.payments, {
    method: 'POST',
    body: { loanId, ...purpose, returnUrl: `${baseUrl}/#/repayment/result?payment_id=` },
  });
  if (!payment.link) throw new Error(`${offer.name}: the payment has no link`);
  const answer = await payByUpi(baseUrl, payment.link, 'success@upi');
  if (answer.state !== 'accepted') throw new Error(`${offer.name}: the gateway refused the payment`);
  const path = loanPaymentPaths.payment.replace(':paymentId', payment.paymentId);
  return until('the payment credited', async () => {
    const read = await call<Payment>(baseUrl, offer.token, path);
    return read.creditedOn ? read : undefined;
  });
}

/**
 * Two borrowers paid out on the loans' server's day, while their cooling-off period runs: the
 * staff sign in again (their sessions did not outlive the clock's month), and the one leaves the
 * loan by the cooling-off exit at the gateway.
 */
async function inCoolingOff(baseUrl: string) {
  const [underwriter, operations, admin] = await Promise.all(
    ['underwriter', 'operations', 'admin'].map((who) => staffToken(baseUrl, `${who}@kredo.example`)),
  );
  const [staying, exiting] = (await Promise.all(
    ['Rohan Mehta', 'Farah Khan'].map(async (name) => {
      const offer = await awaitingPayout(baseUrl, underwriter!, name);
      await disburse(baseUrl, offer, operations!, admin!);
      return offer;
    }),
  )) as [Offer, Offer];
  // The bank's IMPS answer comes 5 s later by the server clock.
  await advanceClockBy(baseUrl, 6_000);
  const [stayingLoan, exitingLoan] = await Promise.all(
    [staying, exiting].map((offer) => until('the loan', async () => (await loansOf(baseUrl, offer))[0])),
  );
  await payNextEmi(baseUrl, exiting, exitingLoan!.loan_id, { purpose: 'COOLING_OFF' });
  return {
    'loan-cooling-off': { ...staying, baseUrl, loanId: stayingLoan!.loan_id, paymentId: '' },
    'loan-exited': { ...exiting, baseUrl, loanId: exitingLoan!.loan_id, paymentId: '' },
  };
}

/**
 * Starts the loans' server and brings the three borrowers there (about 30 s): approved over 9
 * months, signed, e-NACH registered, paid out; one pays the next EMI ahead; then the clock goes to
 * the morning after the first due date and the close of business runs. It runs late for the day
 * before that due date, past NPCI's cut-off, so no NACH debit is presented: the advance pays the
 * one instalment, the others stay unpaid. Then the one pays the second EMI ahead and ₹1,000
 * more, and the third forecloses the loan; meanwhile two more are paid out that day, in their
 * cooling-off period, and one of them exits the loan.
 */
export async function makeLoanVisitors(): Promise<LoanVisitors> {
  const server = await startServer();
  try {
    const baseUrl = server.baseUrl;
    const [underwriter, operations, admin] = await Promise.all(
      ['underwriter', 'operations', 'admin'].map((who) => staffToken(baseUrl, `${who}@kredo.example`)),
    );
    const [repaying, overdue, closing] = (await Promise.all(
      ['Anita Desai', 'Vikram Rao', 'Meena Pillai'].map(async (name) => {
        const offer = await awaitingPayout(baseUrl, underwriter!, name);
        await disburse(baseUrl, offer, operations!, admin!);
        return offer;
      }),
    )) as [Offer, Offer, Offer];
    // The bank's IMPS answer comes 5 s later by the server clock; the running server takes it.
    await advanceClockBy(baseUrl, 6_000);
    const [repayingLoan, overdueLoan, closingLoan] = await Promise.all(
      [repaying, overdue, closing].map((offer) =>
        until('the loan', async () => (await loansOf(baseUrl, offer))[0]),
      ),
    );
    const payment = await payNextEmi(baseUrl, repaying, repayingLoan!.loan_id);
    const emails = await Promise.all([repaying, overdue, closing].map((offer) => emailOf(baseUrl, offer)));
    const firstDue = [repayingLoan!, overdueLoan!, closingLoan!]
      .map((loan) => loan.repayment_schedules.map((row) => row.date).sort()[0]!)
      .sort()
      .at(-1) as IsoDate;
    await clockTo(baseUrl, addDays(firstDue, 1), '10:00');
    await until('the close of business', async () =>
      (await closeOfBusiness(baseUrl)).status === 200 ? true : undefined,
    );
    // Sessions last hours: all sign in again on the new day.
    const [repayingNow, overdueNow, closingNow] = await Promise.all([
      signInAgain(baseUrl, repaying, emails[0]!),
      signInAgain(baseUrl, overdue, emails[1]!),
      signInAgain(baseUrl, closing, emails[2]!),
    ]);
    const firstRow = async (offer: Offer) =>
      (await loansOf(baseUrl, offer))[0]?.repayment_schedules.find((row) => row.date === firstDue);
    // The close of business each minute may still hold a loan's day that this run then skipped.
    await until('the first EMI paid ahead settled, the other unpaid', async () =>
      (await firstRow(repayingNow))?.paid_date && (await firstRow(overdueNow))?.paid_date === null
        ? true
        : undefined,
    );
    // The one pays the second EMI ahead and ₹1,000 towards the third; the other closes the loan.
    const [coolingOff] = await Promise.all([
      inCoolingOff(baseUrl),
      (async () => {
        await payNextEmi(baseUrl, repayingNow, repayingLoan!.loan_id);
        await payNextEmi(baseUrl, repayingNow, repayingLoan!.loan_id, {
          purpose: 'AMOUNT',
          amount: 1_000_00,
        });
        await payNextEmi(baseUrl, closingNow, closingLoan!.loan_id, { purpose: 'FORECLOSURE' });
      })(),
    ]);
    return {
      visitors: {
        ...coolingOff,
        'loan-repaying': {
          ...repayingNow,
          baseUrl,
          loanId: repayingLoan!.loan_id,
          paymentId: payment.paymentId,
        },
        'loan-overdue': { ...overdueNow, baseUrl, loanId: overdueLoan!.loan_id, paymentId: '' },
        'loan-closed': { ...closingNow, baseUrl, loanId: closingLoan!.loan_id, paymentId: '' },
      },
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

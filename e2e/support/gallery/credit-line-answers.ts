import type { OpportunityDetails } from '@kredo/contract/consent';
import { creditLineKfsOf } from '@kredo/contract/credit-line-kfs';
import { creditLineMessages, creditLinePaths } from '@kredo/contract/credit-lines';
import { loansPaths, type UserLoan } from '@kredo/contract/loans';
import { messages } from '@kredo/contract/messages';
import { indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import { creditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import { lineKfsInput } from '@kredo/domain/key-fact-statement-test-kit';
import { addDays } from '@kredo/domain/working-days';
import type { Page } from 'playwright-core';

/**
 * The revolving credit line's screens (spec 001 §2.10) before the sandbox opens a line: the
 * browser's loans call is answered with the lines below, and the withdraw screen's kuber calls
 * with a fee and, where asked, a refused drawdown, so the screens are drawn from the contract's
 * shapes as the server will send them.
 */
export type CreditLineShot = 'lines' | 'active' | 'expired' | 'refused';

const today = indianDate(new Date());
const inDays = (days: number) => addDays(today, days);
/** The line's bills fall due on the 5th: the next one from today. */
const nextFifth = (): IsoDate => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const [dueYear, dueMonth] = day < 5 ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${dueYear}-${String(dueMonth).padStart(2, '0')}-05` as IsoDate;
};

function lineOf(id: string, lenderId: number, lender: string, change: Partial<UserLoan> = {}): UserLoan {
  return {
    loan_id: id,
    is_rloc: true,
    lender_info: {
      name: lender,
      iconUrl: null,
      email: 'care@lender.example',
      phoneNumber: '1800-111-2222',
    },
    state: {
      loan_detail: {
        loanDetail: {
          loanId: id,
          lenderId,
          lenderLoanAcctId: `CL-${id.slice(0, 6)}`,
          status: 'DISBURSED',
          amount: 1_00_000_00,
          tenureMonths: 12,
          emiAmount: 0,
          emiStartDate: inDays(-75),
          disbursalDate: inDays(-75),
          brokenInterest: 0,
          processingFee: 1_000_00,
          processingFeeGst: 180_00,
          convenienceFee: 0,
          convenienceFeeGst: 0,
          convenienceFeePct: 2,
          minConvenienceFee: 199_00,
          interestPercent: 24,
          nachStatus: 'ACTIVATED',
          bankAccounts: [],
          repaymentAccountDetails: null,
        },
      },
    },
    cd: `${inDays(-75)}T10:00:00.000Z`,
    is_expired: false,
    is_closed: false,
    tags: [],
    repayment_schedules: [],
    bills: [{ balance: 25_587_96 }],
    available_limit: 75_000_00,
    soa_txns: [
      // Newest first, as the server lists them.
      { narration: 'Repayment by UPI', date: inDays(-6), amount: 2_500_00 },
      { narration: 'Drawdown to A/c XXXXXXXX678', date: inDays(-12), amount: -2_500_00 },
      { narration: 'Repayment by NACH', date: inDays(-25), amount: 1_580_50 },
      { narration: 'Repayment by UPI', date: inDays(-38), amount: 5_000_00 },
      { narration: 'Drawdown to A/c XXXXXXXX678', date: inDays(-40), amount: -10_000_00 },
      { narration: 'Drawdown to A/c XXXXXXXX678', date: inDays(-70), amount: -20_000_00 },
    ],
    due: { principal: 25_000_00, interest: 410_96, charges: 177_00, date: nextFifth() },
    credit_line: {
      limit: 1_00_000_00,
      outstanding: 25_587_96,
      accruedInterest: 123_29,
      unbilledCharges: 0,
      nextBillDate: inDays(27),
      expiresOn: inDays(290),
      suspended: false,
      drawdownsInFlight: 0,
    },
    ...change,
  };
}

const active = lineOf('c1a2b3c4-0000-4000-8000-000000000001', 176, 'Kaveri Capital');
const expired = lineOf('c1a2b3c4-0000-4000-8000-000000000002', 176, 'Kaveri Capital', {
  is_expired: true,
  available_limit: 0,
});
const closed = lineOf('c1a2b3c4-0000-4000-8000-000000000003', 174, 'Sahyadri Finance', {
  is_expired: true,
  is_closed: true,
  available_limit: 0,
  bills: [],
  due: null,
  credit_line: { ...active.credit_line!, outstanding: 0, accruedInterest: 0, expiresOn: inDays(-130) },
  state: {
    loan_detail: {
      loanDetail: {
        ...active.state.loan_detail.loanDetail,
        lenderId: 174,
        status: 'CLOSED',
        disbursalDate: inDays(-500),
      },
    },
  },
  cd: `${inDays(-500)}T10:00:00.000Z`,
});

/** The line each screen's address names (`:lineId`). */
export const creditLineIds = { active: active.loan_id, expired: expired.loan_id };

/** Answers the browser's calls for the shot: the list, one line's screens, or its refused drawdown. */
export async function answerCreditLine(page: Page, shot: CreditLineShot): Promise<void> {
  const loans = shot === 'lines' ? [active, closed] : shot === 'expired' ? [expired] : [active];
  await page.route(`**${loansPaths.userLoans}`, (route) => route.fulfill({ json: { loans } }));
  await page.route(`**${creditLinePaths.preDrawdownInfo}?**`, (route) => {
    const amount = Number(new URL(route.request().url()).searchParams.get('amount'));
    const fee = Math.max(199_00, Math.round(amount * 0.02));
    return route.fulfill({ json: { convenienceFee: fee, convenienceFeeGst: Math.round(fee * 0.18) } });
  });
  if (shot === 'refused')
    await page.route(`**${creditLinePaths.drawdown}`, (route) =>
      route.fulfill({ status: 409, json: { code: 'CONFLICT', message: creditLineMessages.payoutRefused } }),
    );
}

/**
 * The bank-link screen's call (spec 001 §7 setu-gateway), answered in the browser so no payment is
 * made: refused, nothing being due.
 */
export async function answerBankLink(page: Page): Promise<void> {
  await page.route(`**${creditLinePaths.directLink}`, (route) =>
    route.fulfill({ status: 409, json: { code: 'CONFLICT', message: messages.paymentNothingDue } }),
  );
}

/**
 * A credit line's offer on the consent screen: the approved borrower's opportunity read as a line
 * of Rs 1,00,000 for 12 months at 30% a year (2% a drawdown, at least Rs 199; a Rs 2,000
 * processing fee), its KFS's terms and illustration issued today by the domain's own rules.
 */
export function creditLineOffer(): (body: OpportunityDetails) => OpportunityDetails {
  const kfs = creditLineKeyFactStatement(lineKfsInput({ issuedOn: today }));
  const { partOne, illustration } = kfs;
  return (body) => ({
    ...body,
    productCode: 'CREDIT_LINE',
    amount: partOne.limit,
    tenureMonths: partOne.tenureMonths,
    schedule: [],
    kfs: body.kfs && {
      ...body.kfs,
      aprBp: partOne.apr.basisPoints,
      aprPercent: partOne.apr.percent,
      netDisbursed: illustration.received,
      totalRepayable: illustration.totalPayable,
      totalInterest: illustration.totalInterest,
      creditLine: creditLineKfsOf(kfs),
    },
  });
}

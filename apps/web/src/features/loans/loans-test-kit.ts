// What the loans area's tests share: a signed-in borrower, term loan and credit line factories with
// overrides, and a server for the loans calls that records them; session, cache and fetch end with
// the test.
import type { Drawdown, DrawdownBody, PreDrawdownInfo } from '@kredo/contract/credit-lines';
import type { Payment, RepaymentOptions } from '@kredo/contract/loan-payments';
import type { LoanDetail, PreApprovedProducts, UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { serverToday } from '../../lib/server-today';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '6d1e8c4a-2b7f-4e93-a0c5-9f3b1d7e2a48';
export const loanId = '2c7a9e1f-4b3d-4a86-9e0f-5d1c8b7a6e23';
export const paymentId = '9e4b2d7c-1a3f-4c58-b6e0-7f2a1d9c3b54';
export const lineId = '5f8c2a1e-7d3b-4e69-8a0c-2b9d4f6e1a37';

/** Today as the screens read it: the server's day (these answers carry no Date header to move it). */
export const today = (): IsoDate => serverToday();
/** A date `days` from today (negative: before). */
export const inDays = (days: number): IsoDate => addDays(today(), days);

export function loanDetailOf(overrides: Partial<LoanDetail> = {}): LoanDetail {
  return {
    loanId,
    lenderId: 176,
    lenderLoanAcctId: 'KAV-LN-000123',
    status: 'DISBURSED',
    amount: 5_000_000,
    tenureMonths: 12,
    emiAmount: 541_667,
    emiStartDate: inDays(-55),
    disbursalDate: inDays(-80),
    brokenInterest: 0,
    processingFee: 150_000,
    processingFeeGst: 27_000,
    convenienceFee: 0,
    convenienceFeeGst: 0,
    convenienceFeePct: 0,
    minConvenienceFee: 0,
    interestPercent: 30,
    nachStatus: 'ACTIVATED',
    bankAccounts: [],
    repaymentAccountDetails: {
      beneficiaryName: 'Kaveri Capital Collections',
      bankName: 'HDFC Bank',
      bankAccountNumber: '50200012345678',
      ifscCode: 'HDFC0001234',
      bankAccountType: 'CURRENT',
      repaymentLink: null,
    },
    ...overrides,
  };
}

/** A ₹50,000 term loan from Kaveri Capital: two EMIs paid, the next in 5 days. */
export function loanOf(overrides: Partial<UserLoan> = {}, detail: Partial<LoanDetail> = {}): UserLoan {
  return {
    loan_id: loanId,
    is_rloc: false,
    lender_info: {
      name: 'Kaveri Capital',
      iconUrl: null,
      email: 'care@kaveri.example',
      phoneNumber: '1800-111-2222',
    },
    state: { loan_detail: { loanDetail: loanDetailOf({ loanId: overrides.loan_id ?? loanId, ...detail }) } },
    cd: `${inDays(-80)}T10:00:00.000Z`,
    is_expired: false,
    is_closed: false,
    tags: [],
    repayment_schedules: [
      { date: inDays(-55), paid_date: inDays(-55) },
      { date: inDays(-25), paid_date: inDays(-26) },
      { date: inDays(5), paid_date: null },
      { date: inDays(35), paid_date: null },
    ],
    bills: [],
    available_limit: null,
    soa_txns: [],
    due: null,
    credit_line: null,
    ...overrides,
  };
}

type CreditLineFigures = NonNullable<UserLoan['credit_line']>;

/**
 * A ₹1,00,000 credit line from Kaveri Capital, opened 45 days ago for 12 months: ₹30,000 drawn in
 * two drawdowns, ₹5,000 repaid, so ₹75,000 available; its bill asks for the ₹25,000 drawn, ₹410.96
 * of interest and ₹177 of charges (a convenience fee with its GST) in 4 days.
 */
export function creditLineOf(
  overrides: Partial<UserLoan> = {},
  detail: Partial<LoanDetail> = {},
  line: Partial<CreditLineFigures> = {},
): UserLoan {
  return loanOf(
    {
      loan_id: lineId,
      is_rloc: true,
      repayment_schedules: [],
      bills: [{ balance: 2_558_796 }],
      available_limit: 7_500_000,
      soa_txns: [
        // Newest first, as the server lists them.
        { narration: 'Repayment by UPI', date: inDays(-10), amount: 500_000 },
        { narration: 'Drawdown to XXXXXXXX678', date: inDays(-20), amount: -1_500_000 },
        { narration: 'Drawdown to XXXXXXXX678', date: inDays(-40), amount: -1_500_000 },
      ],
      due: { principal: 2_500_000, interest: 41_096, charges: 17_700, date: inDays(4) },
      credit_line: {
        limit: 10_000_000,
        outstanding: 2_558_796,
        accruedInterest: 12_329,
        unbilledCharges: 0,
        nextBillDate: inDays(27),
        expiresOn: inDays(320),
        suspended: false,
        drawdownsInFlight: 0,
        ...line,
      },
      ...overrides,
    },
    {
      loanId: overrides.loan_id ?? lineId,
      // The lender whose closed lines offer their NOC (creditLineNocLenderIds).
      lenderId: 174,
      lenderLoanAcctId: 'KAV-CL-000456',
      amount: 10_000_000,
      tenureMonths: 12,
      emiAmount: 0,
      emiStartDate: inDays(-45),
      disbursalDate: inDays(-45),
      processingFee: 100_000,
      processingFeeGst: 18_000,
      interestPercent: 24,
      nachStatus: 'ACTIVATED',
      ...detail,
    },
  );
}

export function drawdownOf(overrides: Partial<Drawdown> = {}): Drawdown {
  return {
    drawdownId: 'b7d1e9c3-4a2f-4b8e-9c6d-1e3f5a7b9c20',
    loanId: lineId,
    amount: 1_000_000,
    convenienceFee: 5_000,
    convenienceFeeGst: 900,
    status: 'PROCESSING',
    accountMasked: 'XXXXXXXX678',
    failureReason: null,
    ...overrides,
  };
}

export function repaymentOptionsOf(overrides: Partial<RepaymentOptions> = {}): RepaymentOptions {
  return {
    duesBreakdown: { principal: 0, interest: 0, penal: 0, bounce: 0 },
    coolingOff: null,
    loanId,
    lenderLoanAcctId: 'KAV-LN-000123',
    dues: 0,
    nextEmi: { amount: 541_667, dueDate: inDays(5) },
    foreclosure: {
      total: 4_321_000,
      principal: 4_200_000,
      interest: 96_000,
      charges: 25_000,
      advance: 0,
      validOn: today(),
    },
    advance: 0,
    nachPresentationInProcess: false,
    // At least one EMI; at most all but Re 1 of the principal.
    prepayment: { minimum: 541_667, maximum: 4_199_900, duesFirst: 0, refusal: null },
    ...overrides,
  };
}

export function paymentOf(overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId,
    loanId,
    purpose: 'NEXT_EMI',
    amount: 541_667,
    status: 'CREATED',
    link: 'https://gateway.example/pay/plink_1',
    creditedOn: null,
    failureReason: null,
    ...overrides,
  };
}

export type LoansServer = {
  calls: FetchCall[];
  loans: UserLoan[];
  preApproved: PreApprovedProducts | null;
  options: RepaymentOptions;
  /** What GET payment answers, in turn; the last one repeats. */
  payments: Payment[];
  /** What a drawdown of the amount asked would be charged. */
  drawdownInfo: PreDrawdownInfo;
};

type Answer = (call: FetchCall, path: string, server: LoansServer) => Response | undefined;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const notFound = () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404);

/** Signs the borrower in and answers the loans area's calls; `answer` may take any call first. */
export function loansServer(
  state: Partial<Omit<LoansServer, 'calls'>> = {},
  answer: Answer = () => undefined,
): LoansServer {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  const server: LoansServer = {
    calls: [],
    loans: [loanOf()],
    preApproved: null,
    options: repaymentOptionsOf(),
    payments: [paymentOf()],
    drawdownInfo: { convenienceFee: 5_000, convenienceFeeGst: 900 },
    ...state,
  };
  server.calls = stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const given = answer(call, path, server);
    if (given) return given;
    if (path === `/api/lam/status/${userId}`)
      return json(userStatusOf(userId, { latestStatus: 'DISBURSED' }));
    if (path === '/api/kautilya/user-loans') return json({ loans: server.loans });
    if (path === '/api/corleone/pre-approved-products')
      return server.preApproved ? json(server.preApproved) : notFound();
    if (path === '/api/kautilya/repayment-options') return json(server.options);
    if (path === '/api/kautilya/payments') return json(server.payments[0]);
    if (path === `/api/kautilya/payments/${paymentId}`) {
      const next = server.payments.length > 1 ? server.payments.shift() : server.payments[0];
      return json(next);
    }
    if (path === '/gateway/kuber/pre-drawdown-info') return json(server.drawdownInfo);
    if (path === '/gateway/kuber/drawdown') return json(drawOnLine(server, call.body as DrawdownBody));
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    return notFound();
  });
  return server;
}

/** A drawdown asked of the server: held from the line's available limit and on its way. */
function drawOnLine(server: LoansServer, body: DrawdownBody): Drawdown {
  server.loans = server.loans.map((loan) =>
    loan.loan_id === body.loanId && loan.credit_line
      ? {
          ...loan,
          available_limit: (loan.available_limit ?? 0) - body.amount,
          credit_line: {
            ...loan.credit_line,
            drawdownsInFlight: loan.credit_line.drawdownsInFlight + body.amount,
          },
        }
      : loan,
  );
  return drawdownOf({ loanId: body.loanId, amount: body.amount, ...server.drawdownInfo });
}

/** The calls made to `path`, in order. */
export const callsTo = (server: LoansServer, path: string) =>
  server.calls.filter((call) => call.url.split('?')[0] === path);

// What the loans area's tests share: a signed-in borrower, a term loan factory with overrides, and
// a server for the loans calls that records them; session, cache and fetch end with the test.
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
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    return notFound();
  });
  return server;
}

/** The calls made to `path`, in order. */
export const callsTo = (server: LoansServer, path: string) =>
  server.calls.filter((call) => call.url.split('?')[0] === path);

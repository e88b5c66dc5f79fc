import { consentPaths, type OpportunityDetails } from '@kredo/contract/consent';
import { userLoansResponseSchema } from '@kredo/contract/loans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { keyFactStatements } from '../consent/consent.schema.ts';
import { loanKfs } from '../consent/key-fact-statements.ts';
import { grantPreApprovedOffer } from '../loan-products/loan-products.service.ts';
import { loansTestKit } from './loans-test-kit.ts';

const meera = { name: 'Meera Iyer', mobile: '9567800011', pan: 'JKLPI3456D', dob: '1991-06-21' };
const arjun = { name: 'Arjun Das', mobile: '9567800012', pan: 'KLMPD4567E', dob: '1987-02-14' };

describe('GET /api/kautilya/user-loans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const userLoans = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/kautilya/user-loans', headers });

  it('refuses a call without a session', async () => {
    const answer = await userLoans();
    expect(answer.statusCode).toBe(401);
  });

  it('answers a new borrower with an empty list, in the list shape', async () => {
    await seedPerson(t, meera);
    const session = await signIn(t, meera);
    const answer = await userLoans(session.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ loans: [] });
    expect(userLoansResponseSchema.safeParse(answer.json()).success).toBe(true);
  });

  it("answers each borrower with their own list, never another's", async () => {
    await seedPerson(t, arjun);
    const first = await signIn(t, meera);
    const second = await signIn(t, arjun);
    expect((await userLoans(first.headers)).json()).toEqual({ loans: [] });
    const answer = await userLoans(second.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ loans: [] });
  });
});

describe('GET /api/kautilya/user-loans once a loan is paid out', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  it('lists the borrower’s loan with its terms, schedule, NACH status and repayment link; to nobody else', async () => {
    const b = await kit.disbursed();
    const answer = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    expect(answer.statusCode).toBe(200);
    const body = userLoansResponseSchema.parse(answer.json());
    expect(body.loans).toHaveLength(1);
    const [loan] = body.loans;
    const detail = loan?.state.loan_detail.loanDetail;
    expect(detail).toMatchObject({ status: 'DISBURSED', nachStatus: 'ACTIVATED', lenderId: 176 });
    expect(detail?.lenderLoanAcctId).toMatch(/^KL176\d{6}\d{7,}$/);
    expect(detail?.repaymentAccountDetails?.repaymentLink).toBe(`/#/repayment?loan_id=${loan?.loan_id}`);
    expect(loan?.repayment_schedules.length).toBe(detail?.tenureMonths);
    expect(loan?.repayment_schedules.every((row) => row.paid_date === null)).toBe(true);
    expect(loan?.soa_txns).toHaveLength(1);
    expect(loan?.soa_txns[0]?.amount).toBeLessThan(0);
    expect(loan?.due).toMatchObject({ charges: 0, date: loan?.repayment_schedules[0]?.date });
    expect(loan).toMatchObject({ is_closed: false, is_expired: false, tags: [] });

    const other = await kit.approvedBorrower();
    const theirs = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: other.headers });
    expect(theirs.json()).toEqual({ loans: [] });

    // The top-up banner: a pre-approved offer shows to a borrower with an open loan, not to one without.
    for (const userId of [b.userId, other.userId])
      await grantPreApprovedOffer(ctx.t.deps.db, {
        userId,
        productCode: 'PERSONAL_LOAN',
        maxAmountPaise: 50_000_00,
        validUntil: '2099-12-31',
      });
    const topUp = await ctx.t.app.inject({ url: '/api/corleone/pre-approved-products', headers: b.headers });
    expect(topUp.json()).toEqual({
      preApprovedProducts: [{ productCode: 'PERSONAL_LOAN', maxAmount: 50_000_00 }],
    });
    const none = await ctx.t.app.inject({
      url: '/api/corleone/pre-approved-products',
      headers: other.headers,
    });
    expect(none.json()).toEqual({ preApprovedProducts: [] });
    expect((await ctx.t.app.inject({ url: '/api/corleone/pre-approved-products' })).statusCode).toBe(401);
  });
});

describe('one EMI on the offer, the KFS, the loan details and the EMI calendar', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  it('states the EMI the offer priced everywhere, every instalment but the last at it, and a total that is their sum', async () => {
    // ₹30,000 and ₹6,750 of interest over 9 months do not divide: an EMI of ₹4,083.34, the last ₹4,083.28.
    const b = await kit.disbursed({ tenure: 9 });
    const offer = (
      await ctx.t.app.inject({ url: `${consentPaths.opportunity}?id=${b.opportunityId}`, headers: b.headers })
    ).json<OpportunityDetails>();
    const [loan] = userLoansResponseSchema.parse(
      (await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers })).json(),
    ).loans;
    const [row] = await ctx.t.deps.db
      .select()
      .from(keyFactStatements)
      .where(eq(keyFactStatements.opportunityId, b.opportunityId));
    const kfs = row && loanKfs(row);
    const emi = offer.emiAmount;
    const calendar = loan?.repayment_schedules.map((row) => row.amount) ?? [];
    expect(kfs?.statement.partOne.instalments.amount).toBe(emi);
    expect(kfs?.statement.annexB.instalmentAmount).toBe(emi);
    expect(loan?.state.loan_detail.loanDetail.emiAmount).toBe(emi);
    expect(calendar.slice(0, -1).every((amount) => amount === emi)).toBe(true);
    const last = calendar.at(-1) ?? 0;
    expect([emi, last]).toEqual([4_083_34, 4_083_28]);
    expect(offer.installmentAmount).toBe(last);
    expect(kfs?.statement.partOne.instalments.lastAmount).toBe(last === emi ? null : last);
    // The total repaid: the EMI times the tenure, less the last instalment's adjustment.
    const total = calendar.reduce((sum: number, amount) => sum + (amount ?? 0), 0);
    expect(total).toBe(emi * calendar.length - (emi - last));
    expect(offer.kfs?.totalRepayable).toBe(total);
  });
});

describe('the EMI calendar of GET /api/kautilya/user-loans: an advance, and a closed loan', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const { options, pay, payment } = kit.borrowerPayments;
  const loanOf = async (headers: Record<string, string>) => {
    const [loan] = userLoansResponseSchema.parse(
      (await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers })).json(),
    ).loans;
    if (!loan) throw new Error('no loan');
    return loan;
  };
  async function paid(headers: Record<string, string>, body: object) {
    const { paymentId, link } = (await pay(headers, body)).json<{ paymentId: string; link: string }>();
    await kit.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    expect((await payment(headers, paymentId)).json()).toMatchObject({ status: 'CAPTURED' });
  }

  it('shows the next EMI paid early as paid in advance, and what is left of the one after a part of it', async () => {
    const b = await kit.disbursed();
    const before = await loanOf(b.headers);
    const [first, second] = before.repayment_schedules;
    expect(first).toMatchObject({ paid_date: null, unpaid: first?.amount, advance: 0 });

    await paid(b.headers, { loanId: before.loan_id, purpose: 'NEXT_EMI' });
    await paid(b.headers, { loanId: before.loan_id, purpose: 'AMOUNT', amount: 1_000_00 });
    const after = await loanOf(b.headers);
    // Held as the advance until the due date's close applies it: not paid yet, but all of it covered.
    expect(after.repayment_schedules[0]).toMatchObject({
      date: first?.date,
      paid_date: null,
      unpaid: first?.amount,
      advance: first?.amount,
    });
    expect(after.repayment_schedules[1]).toMatchObject({
      date: second?.date,
      paid_date: null,
      unpaid: second?.amount,
      advance: 1_000_00,
    });
    expect(after.repayment_schedules.slice(2).every((row) => row.advance === 0)).toBe(true);
    expect((await options(b.headers, before.loan_id)).json().advance).toBe((first?.amount ?? 0) + 1_000_00);
  });

  it('owes nothing more on any instalment of a foreclosed loan', async () => {
    const b = await kit.disbursed();
    const { loan_id: loanId } = await loanOf(b.headers);
    ctx.t.deps.clock.advance(10 * 86_400_000);
    b.headers = await kit.freshHeaders(b);
    await paid(b.headers, { loanId, purpose: 'FORECLOSURE' });
    const closed = await loanOf(b.headers);
    expect(closed.state.loan_detail.loanDetail.status).toBe('PRE_CLOSED');
    expect(closed.repayment_schedules.every((row) => row.unpaid === 0 && row.advance === 0)).toBe(true);
  });
});

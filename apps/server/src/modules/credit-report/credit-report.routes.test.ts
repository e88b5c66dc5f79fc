import { creditReportPaths, type CreditReport } from '@kredo/contract/credit-report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { creditReportClaims, creditReportPulls } from './credit-report.schema.ts';

// The sandbox bureau reads a PAN's characters 6-9 (docs/providers.md): 9990 is a thin file,
// 9988 a bureau that is down; any other PAN has a good report.
const good: Person = { mobile: '9811100001', pan: 'ABCPV1234K', dob: '1990-05-15', name: 'Asha Verma' };
const other: Person = { mobile: '9811100002', pan: 'ABCPR5678K', dob: '1988-01-20', name: 'Ravi Kumar' };
const thin: Person = { mobile: '9811100003', pan: 'ABCPT9990K', dob: '1995-03-03', name: 'Tara Das' };
const down: Person = { mobile: '9811100004', pan: 'ABCPD9988K', dob: '1992-07-07', name: 'Dev Rao' };
const eager: Person = { mobile: '9811100005', pan: 'ABCPE4321K', dob: '1991-11-11', name: 'Esha Jain' };

describe('the credit report (GET and POST /api/corleone/credit-score)', () => {
  let t: TestApp;
  const userIds = new Map<Person, string>();
  beforeAll(async () => {
    t = await buildTestApp();
    for (const person of [good, other, thin, down, eager]) userIds.set(person, await seedPerson(t, person));
  });
  afterAll(() => t.close());

  // A fresh session each call: the clock moves a week in one test.
  const headersOf = async (person: Person) => (await signIn(t, person)).headers;
  const read = async (person: Person) =>
    t.app.inject({ url: creditReportPaths.creditScore, headers: await headersOf(person) });
  const generate = async (person: Person, payload: object = { consent: true }) =>
    t.app.inject({
      method: 'POST',
      url: creditReportPaths.creditScore,
      headers: await headersOf(person),
      payload,
    });

  it('has no score before the borrower generates one', async () => {
    const answer = await read(good);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      totalScore: null,
      Quantitative: null,
      Qualitative: null,
      bureau_data: null,
      generatedAt: null,
    });
  });

  it('pulls the bureau report with consent and rates the bank statement shared, once a week at most', async () => {
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sample-evidence',
      headers: await headersOf(good),
      payload: { documents: [], bankStatement: true },
    });
    expect(shared.statusCode, shared.body).toBe(201);

    const answer = await generate(good);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<CreditReport>();
    expect(report.totalScore).toBeGreaterThan(0);
    expect(report.bureau_data?.experian_score).toBeGreaterThanOrEqual(700);
    expect(report.bureau_data?.accounts_open_n).toBeLessThanOrEqual(report.bureau_data?.accounts_n ?? 0);
    // The sample statement: no bounce, ₹10,000 in cash against ₹9,500 by card each month, the
    // salary and rent by transfer. No loan with us yet, no app, no reference.
    expect(report.Quantitative).toMatchObject({
      'Bounced Payments': 'EXCELLENT',
      'Cash Withdrawals': 'AVERAGE',
      'Bank Transfers': 'EXCELLENT',
      'Repayment History': 'POOR',
    });
    expect(report.Qualitative).toMatchObject({ 'App Installed': 'POOR', 'Soft Connections': 'POOR' });

    t.deps.clock.advance(6 * 86_400_000);
    expect((await generate(good)).json()).toEqual(report);
    expect((await read(good)).json()).toEqual(report);
    const pulls = await t.deps.db
      .select()
      .from(creditReportPulls)
      .where(eq(creditReportPulls.userId, userIds.get(good)!));
    expect(pulls.map((pull) => pull.consentVersion)).toEqual(['credit-report-consent-1']);
  });

  it('shows another borrower only their own report', async () => {
    expect((await read(other)).json<CreditReport>().totalScore).toBeNull();
  });

  it('pulls once for two requests at once (a double click): the second waits for the first', async () => {
    const headers = await headersOf(eager);
    const post = () =>
      t.app.inject({ method: 'POST', url: creditReportPaths.creditScore, headers, payload: { consent: true } });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const userId = userIds.get(eager)!;
    const pulls = await t.deps.db.select().from(creditReportPulls).where(eq(creditReportPulls.userId, userId));
    expect(pulls).toHaveLength(1);
    expect(await t.deps.db.select().from(creditReportClaims)).toEqual([]);
  });

  it('scores a thin bureau file without the bureau block', async () => {
    // A claim a stopped server left, lapsed: it does not hold the pull back.
    await t.deps.db.insert(creditReportClaims).values({
      userId: userIds.get(thin)!,
      reference: crypto.randomUUID(),
      claimedUntil: new Date(t.deps.clock.now().getTime() - 1),
    });
    const report = (await generate(thin)).json<CreditReport>();
    expect(report.bureau_data).toBeNull();
    expect(report.Quantitative?.['Bureau Score']).toBe('POOR');
    expect(report.totalScore).toBe(0);
  });

  it('refuses without consent, without a session, and keeps nothing when the bureau is down', async () => {
    expect((await generate(other, { consent: false })).statusCode).toBe(400);
    expect((await t.app.inject({ url: creditReportPaths.creditScore })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: creditReportPaths.creditScore,
      payload: { consent: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const unavailable = await generate(down);
    expect(unavailable.statusCode).toBe(502);
    expect((await read(down)).json<CreditReport>().totalScore).toBeNull();
    expect(await t.deps.db.select().from(creditReportClaims)).toEqual([]);
  });
});

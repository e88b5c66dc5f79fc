import { consentPaths } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { consentRecords } from './consent.schema.ts';
import { consentTestKit } from './consent-test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the offer: reading it and answering it (spec 001 §4.4, §7)', () => {
  const ctx = {} as { t: TestApp };
  const kit = consentTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const records = (opportunityId: string) =>
    ctx.t.deps.db.select().from(consentRecords).where(eq(consentRecords.opportunityId, opportunityId));

  it('names the active opportunity, none before an approval; only with a session', async () => {
    const unapproved = await kit.loans.completeBorrower({ skip: ['statement'] });
    const none = await ctx.t.app.inject({
      method: 'GET',
      url: consentPaths.activeOpportunity,
      headers: unapproved.headers,
    });
    expect(none.json()).toEqual({ active_opp_id: null });
    const b = await kit.approvedBorrower();
    const active = await ctx.t.app.inject({
      method: 'GET',
      url: consentPaths.activeOpportunity,
      headers: b.headers,
    });
    expect(active.json()).toEqual({ active_opp_id: b.opportunityId });
    expect((await ctx.t.app.inject({ method: 'GET', url: consentPaths.activeOpportunity })).statusCode).toBe(
      401,
    );
  });

  it('shows the offer with its KFS and schedule, figures that agree to the paisa; another borrower gets 404', async () => {
    const b = await kit.approvedBorrower({ amount: 100_000, tenure: 12 });
    const offer = await kit.details(b.headers, b.opportunityId);
    expect(offer).toMatchObject({
      status: 'LENDER_APPROVED',
      amount: 10_000_000,
      tenureMonths: 12,
      tenurePeriod: 'MONTHS',
    });
    expect(offer.kfs).toMatchObject({ version: 1, coolingOffDays: 3 });
    expect(offer.schedule).toHaveLength(12);
    const sum = (pick: (row: (typeof offer.schedule)[number]) => number) =>
      offer.schedule.reduce((total, row) => total + pick(row), 0);
    expect(sum((row) => row.instalment)).toBe(offer.kfs!.totalRepayable);
    expect(sum((row) => row.principal)).toBe(offer.amount);
    expect(sum((row) => row.interest)).toBe(offer.kfs!.totalInterest);
    expect(Math.max(...offer.schedule.map((row) => row.instalment))).toBe(offer.emiAmount);
    expect(offer.kfs!.netDisbursed).toBe(
      offer.amount -
        offer.processingFee -
        offer.processingFeeGst -
        offer.convenienceFee -
        offer.convenienceFeeGst,
    );

    const other = await kit.approvedBorrower();
    expect((await kit.opportunity(other.headers, b.opportunityId)).statusCode).toBe(404);
    expect((await kit.opportunity(b.headers, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('accepts once: the steps fall due, the application follows, and the record keeps what was shown', async () => {
    const b = await kit.approvedBorrower();
    const kfs = (await kit.details(b.headers, b.opportunityId)).kfs!;
    const reply = await kit.consent(
      { ...b.headers, 'user-agent': 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36' },
      {
        opportunityId: b.opportunityId,
        consent: true,
        comment: null,
        kfsId: kfs.id,
        declarations: ['loanTerms'],
        language: 'hi',
      },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    const row = await findOpportunity(ctx.t.deps.db, b.opportunityId);
    expect(row).toMatchObject({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['PA_FORM_PENDING', 'SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    });
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('CUST_CONSENT_GIVEN');
    const [record] = await records(b.opportunityId);
    expect(record).toMatchObject({
      consent: true,
      comment: null,
      kfsId: kfs.id,
      kfsVersion: 1,
      kfsSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      declarations: [{ key: 'loanTerms', text: expect.stringContaining('Key Fact Statement') }],
      language: 'hi',
      device: 'android-webview',
      ip: expect.any(String),
    });

    const again = await kit.accept(b.headers, b.opportunityId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.consentAlreadyMarked });
    expect(await records(b.opportunityId)).toHaveLength(1);
  });

  it('takes one of two answers sent at once', async () => {
    const b = await kit.approvedBorrower();
    const kfsId = (await kit.details(b.headers, b.opportunityId)).kfs!.id;
    const body = {
      opportunityId: b.opportunityId,
      consent: true,
      comment: null,
      kfsId,
      declarations: ['loanTerms'],
    };
    const replies = await Promise.all([kit.consent(b.headers, body), kit.consent(b.headers, body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await records(b.opportunityId)).toHaveLength(1);
  });

  it('refuses an accept without the declaration, or on a KFS that expired; the new KFS is issued on reading', async () => {
    const b = await kit.approvedBorrower();
    const first = (await kit.details(b.headers, b.opportunityId)).kfs!;
    const undeclared = await kit.consent(b.headers, {
      opportunityId: b.opportunityId,
      consent: true,
      comment: null,
      kfsId: first.id,
      declarations: [],
    });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json()).toMatchObject({ message: messages.mandatoryFieldStar });

    // Three working days and a weekend later, the first KFS no longer binds the lender.
    ctx.t.deps.clock.advance(8 * DAY_MS);
    const { headers } = await signIn(ctx.t, { mobile: b.person.mobile, pan: b.pan });
    const late = await kit.consent(headers, {
      opportunityId: b.opportunityId,
      consent: true,
      comment: null,
      kfsId: first.id,
      declarations: ['loanTerms'],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: messages.kfsExpired });
    const renewed = (await kit.details(headers, b.opportunityId)).kfs!;
    expect(renewed).toMatchObject({ version: 2 });
    expect(renewed.id).not.toBe(first.id);
    expect(renewed.validUntil > first.validUntil).toBe(true);
    expect((await kit.accept(headers, b.opportunityId)).statusCode).toBe(200);
    expect((await records(b.opportunityId))[0]).toMatchObject({ kfsVersion: 2, kfsId: renewed.id });
  });

  it('declines with a reason, then takes the offer after all', async () => {
    const b = await kit.approvedBorrower();
    const reasonless = await kit.consent(b.headers, {
      opportunityId: b.opportunityId,
      consent: false,
      comment: null,
    });
    expect(reasonless.statusCode).toBe(400);
    expect(reasonless.json()).toMatchObject({ message: messages.selectDenyReason });

    const declined = await kit.consent(b.headers, {
      opportunityId: b.opportunityId,
      consent: false,
      comment: 'Already got a loan: my bank',
    });
    expect(declined.statusCode).toBe(200);
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      status: 'CUST_NOT_INTERESTED',
      subStatuses: ['CONSENT_DENIED'],
    });
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('APPROVED');
    const twice = await kit.consent(b.headers, {
      opportunityId: b.opportunityId,
      consent: false,
      comment: 'High interest rate',
    });
    expect(twice.json()).toMatchObject({ message: messages.consentAlreadyMarked });

    expect((await kit.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    const answers = await records(b.opportunityId);
    expect(answers.map((r) => [r.consent, r.comment]).sort()).toEqual([
      [false, 'Already got a loan: my bank'],
      [true, null],
    ]);
  });

  it("refuses an answer to another borrower's offer as if it did not exist", async () => {
    const b = await kit.approvedBorrower();
    const other = await kit.approvedBorrower();
    const reply = await kit.consent(other.headers, {
      opportunityId: b.opportunityId,
      consent: false,
      comment: 'High interest rate',
    });
    expect(reply.statusCode).toBe(404);
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      status: 'LENDER_APPROVED',
    });
    expect(await records(b.opportunityId)).toHaveLength(0);
  });
});

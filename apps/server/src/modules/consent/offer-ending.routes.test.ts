import { consentPaths } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findAgreement } from './agreement-records.ts';
import { loanAgreements } from './consent.schema.ts';
import { consentTestKit } from './consent-test-kit.ts';
import { resumeOfferWork } from './resume-offer-work.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('an offer ends: withdrawn, lapsed; and its work is taken up after a stop', () => {
  const ctx = {} as { t: TestApp };
  const kit = consentTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const withdraw = (headers: Record<string, string>, opportunityId: string) =>
    ctx.t.app.inject({ method: 'POST', url: consentPaths.withdraw, headers, payload: { opportunityId } });

  it('lets the borrower withdraw an accepted offer before the payout; the application is cancelled', async () => {
    const b = await kit.approvedBorrower();
    const early = await withdraw(b.headers, b.opportunityId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: messages.withdrawNotPossible });
    expect((await kit.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    const other = await kit.approvedBorrower();
    expect((await withdraw(other.headers, b.opportunityId)).statusCode).toBe(404);
    expect((await withdraw(b.headers, b.opportunityId)).statusCode).toBe(200);
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      status: 'CANCELLED',
      subStatuses: [],
    });
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('CANCELLED');
    expect((await withdraw(b.headers, b.opportunityId)).statusCode).toBe(409);
  });

  it('regenerates an agreement whose rendering died, and one whose queueing was lost', async () => {
    const b = await kit.readyToSign();
    // A process that died mid-render leaves the agreement GENERATING.
    await ctx.t.deps.db
      .update(loanAgreements)
      .set({
        status: 'GENERATING',
        unsignedDocumentId: null,
        byteRangeDigest: null,
        createdAt: new Date(ctx.t.deps.clock.nowMs() - 60_000),
      })
      .where(eq(loanAgreements.opportunityId, b.opportunityId));
    expect((await resumeOfferWork(ctx.t.deps)).agreements).toBeGreaterThanOrEqual(1);
    const healed = await kit.waitFor('the agreement again', async () => {
      const row = await findAgreement(ctx.t.deps.db, b.opportunityId);
      return row?.status === 'READY' ? row : undefined;
    });
    expect(healed.unsignedDocumentId).not.toBeNull();

    // No agreement row at all: the job was never queued.
    await ctx.t.deps.db.delete(loanAgreements).where(eq(loanAgreements.opportunityId, b.opportunityId));
    await resumeOfferWork(ctx.t.deps);
    await kit.waitFor('a new agreement', async () =>
      (await findAgreement(ctx.t.deps.db, b.opportunityId))?.status === 'READY' ? true : undefined,
    );
  });

  it('lets an unanswered offer lapse 30 days after approval; an accepted one stands', async () => {
    const unanswered = await kit.approvedBorrower();
    const accepted = await kit.approvedBorrower();
    expect((await kit.accept(accepted.headers, accepted.opportunityId)).statusCode).toBe(200);
    ctx.t.deps.clock.advance(29 * DAY_MS);
    await resumeOfferWork(ctx.t.deps);
    expect((await findOpportunity(ctx.t.deps.db, unanswered.opportunityId))?.status).toBe('LENDER_APPROVED');
    ctx.t.deps.clock.advance(2 * DAY_MS);
    expect((await resumeOfferWork(ctx.t.deps)).expired).toBeGreaterThanOrEqual(1);
    expect((await findOpportunity(ctx.t.deps.db, unanswered.opportunityId))?.status).toBe('CANCELLED');
    expect((await findApplication(ctx.t.deps.db, unanswered.applicationId))?.status).toBe('CANCELLED');
    expect((await findOpportunity(ctx.t.deps.db, accepted.opportunityId))?.status).toBe('CUST_CONSENT_GIVEN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  approveWithTerms,
  rejectApplication,
  requestInformation,
  type AuditHook,
} from './staff-decisions.service.ts';
import { findLiveOpportunity } from './underwriting.repository.ts';
import { underwritingTestKit } from './underwriting-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

/** An audit hook that records the transaction it ran in. */
function recordingAudit() {
  const seen: Db[] = [];
  const hook: AuditHook = async (tx) => {
    seen.push(tx);
  };
  return { hook, seen };
}

/** An application the automatic decision referred to a person (a thin file): INITIATED. */
async function referred() {
  const b = await kit.applicant({ magic: '9990' });
  await kit.automaticDecision(b.applicationId);
  return b;
}

describe('staff decisions', () => {
  it('asks for information from INITIATED, then adds to what is outstanding', async () => {
    const b = await referred();
    const actor = await kit.staffMember();
    const audit = recordingAudit();
    const first = await requestInformation(
      ctx.t.deps,
      b.applicationId,
      { subStatuses: ['SELFIE_UNCLEAR', 'NACH_BANK_DETAILS'], note: 'Face not visible' },
      actor,
      audit.hook,
    );
    expect(first).toEqual({
      applicationId: b.applicationId,
      status: 'INCOMPLETE_INFO',
      subStatuses: ['SELFIE_UNCLEAR', 'NACH_BANK_DETAILS'],
      offer: null,
    });
    expect(audit.seen).toHaveLength(1);
    expect(audit.seen[0]).not.toBe(ctx.t.deps.db);

    const second = await requestInformation(
      ctx.t.deps,
      b.applicationId,
      { subStatuses: ['NACH_BANK_DETAILS', 'BS_6M_MISSING'] },
      actor,
      audit.hook,
    );
    expect(second.subStatuses).toEqual(['SELFIE_UNCLEAR', 'NACH_BANK_DETAILS', 'BS_6M_MISSING']);
    const history = await kit.history(b.applicationId);
    expect(
      history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.staffId, h.requestedSubStatuses]),
    ).toEqual([
      ['INITIATED', 'INCOMPLETE_INFO', 'staff', actor.staffId, ['SELFIE_UNCLEAR', 'NACH_BANK_DETAILS']],
      ['INCOMPLETE_INFO', 'INCOMPLETE_INFO', 'staff', actor.staffId, ['NACH_BANK_DETAILS', 'BS_6M_MISSING']],
    ]);
    expect(history[0]!.note).toBe('Face not visible');
  });

  it('approves with terms: priced, the product lender, a decision with the terms, APPROVED', async () => {
    const b = await referred();
    const actor = await kit.staffMember();
    const audit = recordingAudit();
    const result = await approveWithTerms(
      ctx.t.deps,
      b.applicationId,
      { amount: 5_000_000, tenureMonths: 9, dueDayOfMonth: 10, note: 'Known employer' },
      actor,
      audit.hook,
    );
    expect(result.status).toBe('APPROVED');
    expect(result.offer).toMatchObject({
      status: 'LENDER_APPROVED',
      lenderId: 176,
      lenderName: 'Kaveri Capital',
      amount: 5_000_000,
      tenureMonths: 9,
      dueDayOfMonth: 10,
      interestPercent: 30,
      monthlyFlatRateBp: 250,
      processingFee: 100_000,
      processingFeeGst: 18_000,
      convenienceFee: 25_000,
      convenienceFeeGst: 4_500,
      disbursedAmount: 5_000_000 - 100_000 - 18_000 - 25_000 - 4_500,
    });
    // Rs 50,000 over 9 months: Rs 5,555.56 of principal (the paise spread) and Rs 1,250 of interest.
    expect(result.offer!.emiAmount).toBe(680_556);
    expect(result.offer!.totalRepayable).toBe(5_000_000 + 9 * 125_000);
    expect(audit.seen).toHaveLength(1);
    const staffDecision = (await kit.decisions(b.applicationId)).at(-1)!;
    expect(staffDecision).toMatchObject({
      outcome: 'APPROVE',
      decidedBy: actor.staffId,
      inputs: { amount: 5_000_000, tenureMonths: 9, dueDayOfMonth: 10, note: 'Known employer' },
    });
    expect((await kit.history(b.applicationId)).at(-1)).toMatchObject({
      fromStatus: 'INITIATED',
      toStatus: 'APPROVED',
      actor: 'staff',
      staffId: actor.staffId,
    });
  });

  it('refuses terms outside the product boundary with field errors, and changes nothing', async () => {
    const b = await referred();
    const actor = await kit.staffMember();
    const approve = (amount: number, tenureMonths: number, dueDayOfMonth = 5) =>
      approveWithTerms(
        ctx.t.deps,
        b.applicationId,
        { amount, tenureMonths, dueDayOfMonth },
        actor,
        async () => {},
      );
    // Personal loan: Rs 25,001 to Rs 4,00,000 over 3 to 12 months in steps of 3.
    await expect(approve(2_500_000, 6)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { amount: ['Please enter Loan Amount between 25001 and 400000'] },
    });
    await expect(approve(40_000_100, 6)).rejects.toMatchObject({
      fieldErrors: { amount: expect.any(Array) },
    });
    await expect(approve(3_000_000, 7)).rejects.toMatchObject({
      fieldErrors: { tenureMonths: ['Please select Tenure between 3 and 12'] },
    });
    await expect(approve(3_000_000, 15)).rejects.toMatchObject({
      fieldErrors: { tenureMonths: expect.any(Array) },
    });
    await expect(approve(3_000_000, 6, 29)).rejects.toMatchObject({
      fieldErrors: { dueDayOfMonth: expect.any(Array) },
    });
    await kit.expectStatus(b.applicationId, 'INITIATED');
    expect(await findLiveOpportunity(ctx.t.deps.db, b.applicationId)).toBeUndefined();

    // Both ends of the range and of the tenures are inside.
    const result = await approve(2_500_100, 12);
    expect(result.offer).toMatchObject({ amount: 2_500_100, tenureMonths: 12 });
  });

  it('rejects, closing the application; then every further action is a conflict', async () => {
    const b = await referred();
    const actor = await kit.staffMember();
    const result = await rejectApplication(
      ctx.t.deps,
      b.applicationId,
      { reason: 'Employer unverifiable' },
      actor,
      async () => {},
    );
    expect(result).toMatchObject({ status: 'REJECTED', offer: null });
    expect((await kit.application(b.applicationId)).closedAt).not.toBeNull();
    expect((await kit.history(b.applicationId)).at(-1)).toMatchObject({
      toStatus: 'REJECTED',
      note: 'Employer unverifiable',
    });

    const refused = { code: 'CONFLICT', status: 409 };
    await expect(
      approveWithTerms(
        ctx.t.deps,
        b.applicationId,
        { amount: 3_000_000, tenureMonths: 6, dueDayOfMonth: 5 },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      requestInformation(
        ctx.t.deps,
        b.applicationId,
        { subStatuses: ['SELFIE_UNCLEAR'] },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      rejectApplication(ctx.t.deps, b.applicationId, { reason: 'Again' }, actor, async () => {}),
    ).rejects.toMatchObject(refused);
  });

  it('refuses moves the table does not allow: approving from INCOMPLETE_INFO, asking once APPROVED', async () => {
    const actor = await kit.staffMember();
    const waiting = await kit.applicant({ magic: '9994' });
    await kit.statusAfter(waiting);
    await expect(
      approveWithTerms(
        ctx.t.deps,
        waiting.applicationId,
        { amount: 3_000_000, tenureMonths: 6, dueDayOfMonth: 5 },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Rejecting from INCOMPLETE_INFO is allowed.
    expect(
      (
        await rejectApplication(
          ctx.t.deps,
          waiting.applicationId,
          { reason: 'No response' },
          actor,
          async () => {},
        )
      ).status,
    ).toBe('REJECTED');

    const approved = await kit.applicant();
    await kit.statusAfter(approved);
    await expect(
      requestInformation(
        ctx.t.deps,
        approved.applicationId,
        { subStatuses: ['PAN_UNCLEAR'] },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      rejectApplication(
        ctx.t.deps,
        approved.applicationId,
        { reason: 'Changed our mind' },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers an unknown application with NOT_FOUND', async () => {
    const actor = await kit.staffMember();
    await expect(
      rejectApplication(
        ctx.t.deps,
        '00000000-0000-4000-8000-000000000000',
        { reason: 'Nobody' },
        actor,
        async () => {},
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves nothing changed when the audit hook throws', async () => {
    const actor = await kit.staffMember();
    const failing: AuditHook = async () => {
      throw new Error('audit log unavailable');
    };
    for (const act of [
      (id: string) =>
        approveWithTerms(
          ctx.t.deps,
          id,
          { amount: 3_000_000, tenureMonths: 6, dueDayOfMonth: 5 },
          actor,
          failing,
        ),
      (id: string) => requestInformation(ctx.t.deps, id, { subStatuses: ['SELFIE_UNCLEAR'] }, actor, failing),
      (id: string) => rejectApplication(ctx.t.deps, id, { reason: 'Not today' }, actor, failing),
    ]) {
      const b = await referred();
      const before = await kit.decisions(b.applicationId);
      await expect(act(b.applicationId)).rejects.toThrow('audit log unavailable');
      await kit.expectStatus(b.applicationId, 'INITIATED');
      expect(await kit.decisions(b.applicationId)).toEqual(before);
      expect(await kit.history(b.applicationId)).toEqual([]);
      expect(await findLiveOpportunity(ctx.t.deps.db, b.applicationId)).toBeUndefined();
    }
  });
});

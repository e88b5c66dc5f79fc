import { consentPaths } from '@kredo/contract/consent';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findAgreement } from './agreement-records.ts';
import { consentTestKit } from './consent-test-kit.ts';

type Headers = Record<string, string>;

describe('the Udyam step of a self-employed borrower (spec 001 §4.2 step 2)', () => {
  const ctx = {} as { t: TestApp };
  const kit = consentTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const save = (headers: Headers, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: consentPaths.udyamFields, headers, payload });
  const fields = { businessSector: 'Services', enterpriseName: 'Verma Tailoring Works' };

  /** An approved borrower who is self-employed (the products here lend to the salaried, so it is set after approval). */
  async function selfEmployedAtUdyam() {
    const b = await kit.approvedBorrower();
    await ctx.t.deps.db.execute(
      sql`update profiles set details = jsonb_set(details, '{financeBasicInfo,employmentType}', '"SELF_EMPLOYED"') where user_id = ${b.userId}`,
    );
    expect((await kit.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    return b;
  }

  it('is due after the form for the self-employed only; saving the fields clears it and queues the agreement', async () => {
    const b = await selfEmployedAtUdyam();
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      subStatuses: ['PA_FORM_PENDING', 'UDYAM_REG_FIELDS_PENDING', 'SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    });
    const early = await save(b.headers, { opportunityId: b.opportunityId, ...fields });
    expect(early.statusCode).toBe(409);

    await kit.completePaForm(b);
    expect(await findAgreement(ctx.t.deps.db, b.opportunityId)).toBeUndefined();
    const blank = await save(b.headers, {
      opportunityId: b.opportunityId,
      businessSector: 'Services',
      enterpriseName: '  ',
    });
    expect(blank.statusCode).toBe(400);

    const saved = await save(b.headers, { opportunityId: b.opportunityId, ...fields });
    expect(saved.statusCode).toBe(200);
    const { registrationUrl } = saved.json() as { registrationUrl: string };
    expect(registrationUrl).toMatch(/^\/api\/dev\/udyam-registration\?token=\d+\.[^&]+&opportunityId=/);
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    });
    await kit.waitFor('the agreement', async () =>
      (await findAgreement(ctx.t.deps.db, b.opportunityId))?.status === 'READY' ? true : undefined,
    );
    expect((await save(b.headers, { opportunityId: b.opportunityId, ...fields })).statusCode).toBe(409);

    // The sandbox's registration page takes its own token, and goes back only to this site.
    const page = await ctx.t.app.inject(
      `${registrationUrl}&returnUrl=${encodeURIComponent('http://localhost/#/consent')}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="http://localhost/#/consent"');
    const elsewhere = await ctx.t.app.inject(
      `${registrationUrl}&returnUrl=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(elsewhere.body).not.toContain('evil.example');
    const forged = await ctx.t.app.inject(registrationUrl.replace(/token=(\d+)\.[^&]+/, 'token=$1.forged'));
    expect(forged.statusCode).toBe(403);
  });

  it("answers another borrower's opportunity as if it did not exist", async () => {
    const b = await selfEmployedAtUdyam();
    const other = await kit.approvedBorrower();
    expect((await save(other.headers, { opportunityId: b.opportunityId, ...fields })).statusCode).toBe(404);
  });
});

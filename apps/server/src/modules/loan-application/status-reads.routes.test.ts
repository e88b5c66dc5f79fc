import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { decisionsOf } from '../underwriting/underwriting.repository.ts';
import { loanApplications } from './loan-application.schema.ts';
import { loanApplicationTestKit, rupees, type Borrower } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const { borrower, completeBorrower, applied, get, save, basicAnswers } = loanApplicationTestKit(ctx);

/**
 * `lam/status` is polled by every screen: what one read costs the database and the key store
 * (its answers are tested in loan-application.routes.test.ts and beside the features it reports).
 */
describe('lam/status reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function readStatus(b: Borrower) {
    const response = await get(b, `/api/lam/status/${b.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      userStatus: {
        latestApplicationsStatus: { loanApplicationInfo: { status: string } } | null;
        eligibility: { eligible: boolean };
      };
    }>();
  }

  /**
   * The statements one read sends when nothing is kept (`cold`: the status and the session
   * forgotten first) or when it may be. The counter is the whole database's, and an application's
   * automatic decision runs in the background meanwhile, so the fewest over a few reads is the
   * read's own count (background work can only add to it).
   */
  async function statementsOfOneRead(b: Borrower, cold = true) {
    const counts: number[] = [];
    for (let read = 0; read < 5; read += 1) {
      if (cold) t.deps.statusCache.forget(b.userId);
      const before = t.deps.database.statementsSent();
      await readStatus(b);
      counts.push(t.deps.database.statementsSent() - before);
    }
    return Math.min(...counts);
  }

  it('sends one statement for the status when it is not kept, and none while nothing it shows changes', async () => {
    const b = await borrower();
    // The session's row is read by the first request and kept: a cold read is the status alone.
    expect(await statementsOfOneRead(b)).toBe(1);
    expect(await statementsOfOneRead(b, false)).toBe(0);
  });

  it('answers what changed at once: the borrower’s own answers, and a change made elsewhere', async () => {
    const b = await completeBorrower({ loan: { amount: rupees(20_000), tenure: 3, purpose: 'Medical' } });
    const { applicationId } = await applied(b, 'MINI_LOAN');
    await expect
      .poll(async () => (await decisionsOf(t.deps.db, applicationId)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const kept = await readStatus(b);
    expect(await readStatus(b)).toEqual(kept);

    // Written by a job or by staff, straight to the table: the table's trigger tells the cache.
    await t.deps.db
      .update(loanApplications)
      .set({ status: 'REJECTED' })
      .where(eq(loanApplications.id, applicationId));
    await expect
      .poll(async () => (await readStatus(b)).userStatus.latestApplicationsStatus?.loanApplicationInfo.status)
      .toBe('REJECTED');

    // The borrower's own change through the API is in the very next read.
    const before = t.deps.statusCache.hits;
    expect(kept.userStatus.eligibility.eligible).toBe(true);
    await save(b, { profileData: basicAnswers({ income: 1_000 }) });
    const after = await readStatus(b);
    expect(after.userStatus.eligibility.eligible).toBe(false);
    expect(t.deps.statusCache.hits).toBe(before);
  });

  it('refuses a logged-out session at once, though its row was kept', async () => {
    const b = await borrower();
    await readStatus(b);
    const logout = await t.app.inject({ method: 'POST', url: '/api/hagrid/logout', headers: b.headers });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expect((await get(b, `/api/lam/status/${b.userId}`)).statusCode).toBe(401);
  });

  it('sends one statement for a borrower with a profile, two bank accounts, documents, a statement and an application', async () => {
    const b = await completeBorrower({ loan: { amount: rupees(20_000), tenure: 3, purpose: 'Medical' } });
    const { applicationId } = await applied(b, 'MINI_LOAN');
    // The automatic decision queries the same database in the background: let it finish first.
    await expect
      .poll(async () => (await decisionsOf(t.deps.db, applicationId)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await statementsOfOneRead(b)).toBe(1);
  });

  it('opens the PAN once, for its mask', async () => {
    const b = await completeBorrower();
    const decrypt = vi.spyOn(t.deps.cipher, 'decrypt');
    t.deps.statusCache.forget(b.userId);
    try {
      await readStatus(b);
      expect(decrypt).toHaveBeenCalledTimes(1);
    } finally {
      decrypt.mockRestore();
    }
  });
});

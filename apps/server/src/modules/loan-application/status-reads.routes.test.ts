import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { decisionsOf } from '../underwriting/underwriting.repository.ts';
import { loanApplicationTestKit, rupees, type Borrower } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const { borrower, completeBorrower, applied, get } = loanApplicationTestKit(ctx);

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
  }

  /**
   * The statements one read sends. The counter is the whole database's, and an application's
   * automatic decision runs in the background meanwhile, so the fewest over a few reads is the
   * read's own count (background work can only add to it).
   */
  async function statementsOfOneRead(b: Borrower) {
    const counts: number[] = [];
    for (let read = 0; read < 5; read += 1) {
      const before = t.deps.database.statementsSent();
      await readStatus(b);
      counts.push(t.deps.database.statementsSent() - before);
    }
    return Math.min(...counts);
  }

  it('sends two statements, the session and the status, for a borrower who has given nothing', async () => {
    expect(await statementsOfOneRead(await borrower())).toBe(2);
  });

  it('sends two statements for a borrower with a profile, two bank accounts, documents, a statement and an application', async () => {
    const b = await completeBorrower({ loan: { amount: rupees(20_000), tenure: 3, purpose: 'Medical' } });
    const { applicationId } = await applied(b, 'MINI_LOAN');
    // The automatic decision queries the same database in the background: let it finish first.
    await expect
      .poll(async () => (await decisionsOf(t.deps.db, applicationId)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await statementsOfOneRead(b)).toBe(2);
  });

  it('opens the PAN once, for its mask', async () => {
    const b = await completeBorrower();
    const decrypt = vi.spyOn(t.deps.cipher, 'decrypt');
    try {
      await readStatus(b);
      expect(decrypt).toHaveBeenCalledTimes(1);
    } finally {
      decrypt.mockRestore();
    }
  });
});

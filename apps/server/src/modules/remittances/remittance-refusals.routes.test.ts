import { randomUUID } from 'node:crypto';

import { backOfficeRemittancePaths, remittanceMessages } from '@kredo/contract/remittances';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { admin, underwriter } from '../staff/staff-test-kit.ts';
import { remittanceTestKit } from './remittance-test-kit.ts';

/**
 * Until `count` sessions of this database wait on a lock (at most 5 s). Asked outside the
 * transaction holding it, whose view of the sessions would stay as it first read it.
 */
async function waitForLockWaiters(db: Db, count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const result = (await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('remittances refused', () => {
  const ctx = {} as { t: TestApp };
  const kit = remittanceTestKit(ctx);
  const lender = 7_451;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.setUp();
    await kit.postPayables(lender, { insurer: 1_000_00, gst: 200_00, inputCredit: 500_00 });
  });
  afterAll(() => ctx.t.close());

  const valid = { lenderId: lender, payee: 'insurer', amountPaise: 100_00, reference: 'UTR123456' };

  it('answers bad input with 400 and a message per field', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, reference: 'AB-12' }, { reference: ['Enter the bank’s UTR: 6 to 30 letters or digits'] }],
      [
        { ...valid, reference: 'A'.repeat(31) },
        { reference: ['Enter the bank’s UTR: 6 to 30 letters or digits'] },
      ],
      [{ ...valid, amountPaise: 0 }, { amountPaise: ['Enter an amount above zero'] }],
      [{ ...valid, amountPaise: 10.5 }, { amountPaise: ['Enter the amount in whole paise'] }],
      [{ ...valid, amountPaise: '100' }, { amountPaise: ['Enter the amount in paise'] }],
      [{ ...valid, payee: 'bank' }, { payee: ['Choose the insurer, the gold vendor or GST'] }],
      [{ ...valid, lenderId: 0 }, { lenderId: ['Choose the lender'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const answer = await kit.propose(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().fieldErrors, JSON.stringify(payload)).toEqual(fieldErrors);
    }
    const unknown = await kit.decide('approve', randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect((await kit.decide('approve', 'not-an-id')).statusCode).toBe(400);
  });

  it('refuses more than is due: nothing to a payee with no payable, no GST while input credit exceeds it', async () => {
    const noPayable = await kit.propose({ ...valid, payee: 'gold-vendor' });
    expect(noPayable.statusCode).toBe(409);
    expect(noPayable.json().message).toBe(remittanceMessages.overDue('₹0'));
    expect(await kit.due(lender, 'gst')).toMatchObject({
      payablePaise: 200_00,
      inputCreditPaise: 500_00,
      duePaise: 0,
    });
    expect((await kit.propose({ ...valid, payee: 'gst', amountPaise: 1 })).statusCode).toBe(409);
  });

  it('refuses staff without the permission and callers without a staff session', async () => {
    const headers = kit.headersOf(underwriter.email);
    for (const [method, url] of [
      ['GET', backOfficeRemittancePaths.due],
      ['GET', backOfficeRemittancePaths.list],
      ['POST', backOfficeRemittancePaths.propose],
      ['POST', backOfficeRemittancePaths.approve.replace(':remittanceId', randomUUID())],
    ] as const) {
      const payload = method === 'POST' ? valid : undefined;
      expect((await ctx.t.app.inject({ method, url, headers, payload })).statusCode, url).toBe(403);
      expect((await ctx.t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
  });

  it('accepts exactly one of two proposals made at once that together exceed the due', async () => {
    const before = await kit.due(lender, 'insurer');
    const share = Math.floor((before?.duePaise ?? 0) / 2) + 1;
    const race = () =>
      Promise.all([
        kit.propose({ ...valid, amountPaise: share, reference: 'RACE000001' }),
        kit.propose({ ...valid, amountPaise: share, reference: 'RACE000002' }, admin.email),
      ]);
    // Both start while another transaction holds the payable, so on PostgreSQL both have begun
    // (and wait on it) before either can book: each must then see what the other held.
    let racing: ReturnType<typeof race> | undefined;
    await ctx.t.deps.db.transaction(async (tx) => {
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.lenderId, lender),
            isNull(ledgerAccounts.ownerId),
            eq(ledgerAccounts.code, 'insurer-payable'),
          ),
        )
        .for('update');
      racing = race();
      if (process.env.DATABASE_URL) await waitForLockWaiters(ctx.t.deps.db, 2);
    });
    const answers = await racing!;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.due(lender, 'insurer')).toMatchObject({
      duePaise: (before?.duePaise ?? 0) - share,
      proposedPaise: share,
    });
  });
});

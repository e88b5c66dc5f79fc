import { remittanceMessages, type Remittance } from '@kredo/contract/remittances';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { holdOfKey } from '../ledger/ledger-holds.ts';
import { entryOfKey, trialBalanceOf } from '../ledger/ledger.service.ts';
import { admin, operations } from '../staff/staff-test-kit.ts';
import { remittanceTestKit } from './remittance-test-kit.ts';

describe('remittances to third parties, maker-checker', () => {
  const ctx = {} as { t: TestApp };
  const kit = remittanceTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.setUp();
  });
  afterAll(() => ctx.t.close());

  const auditOf = (remittanceId: string) =>
    ctx.t.deps.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['PROPOSE_REMITTANCE', 'APPROVE_REMITTANCE', 'REJECT_REMITTANCE']),
          sql`${auditLog.details}->>'remittanceId' = ${remittanceId}`,
        ),
      )
      .orderBy(asc(auditLog.at));

  it('answers what is due per lender and payee: the payables, and GST net of its input credit', async () => {
    const lender = 7_401;
    await kit.postPayables(lender, {
      insurer: 1_200_00,
      goldVendor: 10_000_00,
      gst: 300_00,
      inputCredit: 50_00,
    });
    expect(await kit.due(lender, 'insurer')).toEqual({
      lenderId: lender,
      payee: 'insurer',
      payablePaise: 1_200_00,
      inputCreditPaise: 0,
      proposedPaise: 0,
      duePaise: 1_200_00,
    });
    expect(await kit.due(lender, 'gold-vendor')).toMatchObject({ duePaise: 10_000_00 });
    expect(await kit.due(lender, 'gst')).toMatchObject({
      payablePaise: 300_00,
      inputCreditPaise: 50_00,
      duePaise: 250_00,
    });
  });

  it('holds the amount when proposed, and posts it when another staff member approves', async () => {
    const lender = 7_402;
    await kit.postPayables(lender, { insurer: 1_200_00 });
    const proposed = await kit.propose({
      lenderId: lender,
      payee: 'insurer',
      amountPaise: 700_00,
      reference: ' utr2026112900001 ',
      note: 'November premiums',
    });
    expect(proposed.statusCode).toBe(200);
    const remittance = proposed.json() as Remittance;
    expect(remittance).toMatchObject({
      status: 'PROPOSED',
      reference: 'UTR2026112900001',
      amountPaise: 700_00,
      setOffPaise: 0,
      proposedBy: { name: operations.name },
      note: 'November premiums',
      decidedBy: null,
      entryId: null,
    });
    expect(await kit.due(lender, 'insurer')).toMatchObject({
      payablePaise: 500_00,
      proposedPaise: 700_00,
      duePaise: 500_00,
    });
    // Nothing posted yet: the payable and the bank stand as they were.
    expect(await kit.balance(lender, 'insurer-payable')).toBe(-1_200_00);
    expect(await kit.balance(lender, 'bank')).toBe(0);

    const over = await kit.propose({
      lenderId: lender,
      payee: 'insurer',
      amountPaise: 500_01,
      reference: 'UTR000002',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(remittanceMessages.overDue('₹500'));

    const own = await kit.decide('approve', remittance.id, {}, operations.email);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(remittanceMessages.sameStaff);

    const approved = await kit.decide('approve', remittance.id, { note: 'Matches the statement' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      decidedBy: { name: admin.name },
      decisionNote: 'Matches the statement',
      entryId: expect.any(String),
      businessDate: ctx.t.deps.clock.businessDate(),
    });
    const entry = await entryOfKey(ctx.t.deps.db, `hold:remittance:${remittance.id}`);
    expect(entry).toMatchObject({ id: approved.json().entryId, lenderId: lender, kind: 'remittance' });
    expect(await kit.balance(lender, 'insurer-payable')).toBe(-500_00);
    expect(await kit.balance(lender, 'bank')).toBe(-700_00);
    expect(await kit.due(lender, 'insurer')).toMatchObject({ proposedPaise: 0, duePaise: 500_00 });
    // Still balanced: the lender's debits equal its credits.
    const trial = await trialBalanceOf(ctx.t.deps.db, { lenderId: lender });
    expect(trial.reduce((sum, row) => sum + row.debits - row.credits, 0)).toBe(0);
    expect(trial.find((row) => row.account === 'bank')).toMatchObject({ debits: 0, credits: 700_00 });

    const again = await kit.decide('approve', remittance.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(remittanceMessages.notProposed);
    expect((await kit.decide('reject', remittance.id, { note: 'Too late now' })).statusCode).toBe(409);

    expect((await auditOf(remittance.id)).map((row) => [row.action, row.staffId])).toEqual([
      ['PROPOSE_REMITTANCE', proposed.json().proposedBy.id],
      ['APPROVE_REMITTANCE', approved.json().decidedBy.id],
    ]);
  });

  it('sets the input credit off against GST payable and pays the net from the bank', async () => {
    const lender = 7_403;
    await kit.postPayables(lender, { gst: 1_800_00, inputCredit: 300_00 });
    const proposed = await kit.propose({
      lenderId: lender,
      payee: 'gst',
      amountPaise: 1_500_00,
      reference: 'GSTUTR001',
    });
    expect(proposed.json()).toMatchObject({ status: 'PROPOSED', amountPaise: 1_500_00, setOffPaise: 300_00 });
    expect(await kit.due(lender, 'gst')).toMatchObject({ payablePaise: 0, inputCreditPaise: 0, duePaise: 0 });

    expect((await kit.decide('approve', proposed.json().id)).statusCode).toBe(200);
    expect(await kit.balance(lender, 'gst-payable')).toBe(0);
    expect(await kit.balance(lender, 'gst-input-credit')).toBe(0);
    expect((await entryOfKey(ctx.t.deps.db, `hold:remittance:${proposed.json().id}`))?.narration).toBe(
      'GST remitted, UTR GSTUTR001, input tax credit of ₹300 set off',
    );
    expect(await kit.balance(lender, 'bank')).toBe(-1_500_00);
  });

  it('releases the held amount when rejected with a reason', async () => {
    const lender = 7_404;
    await kit.postPayables(lender, { goldVendor: 10_000_00 });
    const { id } = (
      await kit.propose({
        lenderId: lender,
        payee: 'gold-vendor',
        amountPaise: 4_000_00,
        reference: 'VENDOR0001',
      })
    ).json() as Remittance;
    expect(await kit.due(lender, 'gold-vendor')).toMatchObject({ duePaise: 6_000_00 });

    const noReason = await kit.decide('reject', id, { note: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ note: ['Say why the remittance is rejected'] });
    expect(
      (await kit.decide('reject', id, { note: 'Wrong vendor invoice' }, operations.email)).statusCode,
    ).toBe(409);

    const rejected = await kit.decide('reject', id, { note: ' Wrong vendor invoice ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Wrong vendor invoice',
      entryId: null,
    });
    expect(await kit.due(lender, 'gold-vendor')).toMatchObject({ duePaise: 10_000_00, proposedPaise: 0 });
    expect((await holdOfKey(ctx.t.deps.db, `remittance:${id}`))?.status).toBe('VOIDED');
    expect(await kit.balance(lender, 'bank')).toBe(0);
    expect((await kit.decide('approve', id)).json().message).toBe(remittanceMessages.notProposed);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['PROPOSE_REMITTANCE', 'REJECT_REMITTANCE']);
  });

  it('books a UTR once: the same proposal again answers the first, another amount is refused', async () => {
    const lender = 7_405;
    await kit.postPayables(lender, { insurer: 900_00 });
    const body = { lenderId: lender, payee: 'insurer', amountPaise: 400_00, reference: 'SBIN326112900077' };
    const first = (await kit.propose(body)).json() as Remittance;
    const repeat = await kit.propose({ ...body, reference: 'sbin326112900077' }, admin.email);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first);
    expect(await kit.due(lender, 'insurer')).toMatchObject({ duePaise: 500_00 });

    const other = await kit.propose({ ...body, amountPaise: 300_00 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(remittanceMessages.referenceTaken);
    expect(await auditOf(first.id)).toHaveLength(1);
  });

  it('lists remittances newest first, by status when asked', async () => {
    const lender = 7_406;
    await kit.postPayables(lender, { insurer: 300_00 });
    const older = (
      await kit.propose({ lenderId: lender, payee: 'insurer', amountPaise: 100_00, reference: 'LIST000001' })
    ).json();
    ctx.t.deps.clock.advance(1_000);
    const newer = (
      await kit.propose({ lenderId: lender, payee: 'insurer', amountPaise: 100_00, reference: 'LIST000002' })
    ).json();
    await kit.decide('reject', older.id, { note: 'Duplicate transfer' });

    const all = (await kit.list()).json().remittances as Remittance[];
    const ids = all.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const rejected = (await kit.list('?status=REJECTED')).json().remittances as Remittance[];
    expect(rejected.every((row) => row.status === 'REJECTED')).toBe(true);
    expect(rejected.map((row) => row.id)).toContain(older.id);
    expect(rejected.map((row) => row.id)).not.toContain(newer.id);
    expect((await kit.list('?status=PAID')).statusCode).toBe(400);
  });
});

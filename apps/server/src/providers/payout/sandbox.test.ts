import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { unconfiguredPayoutProvider } from './index.ts';
import { createPayoutHarness, payoutRequest } from './payout-test-kit.ts';
import { sandboxPayouts } from './sandbox.schema.ts';
import { accountNumberContext } from './sandbox.ts';

let h: Awaited<ReturnType<typeof createPayoutHarness>>;

beforeAll(async () => {
  h = await createPayoutHarness();
});
afterAll(() => h.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

async function rowOf(payoutId: string) {
  const [row] = await h.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
  return row!;
}

describe('creating a payout', () => {
  it('answers a queued RazorpayX-style payout and keeps the account number sealed', async () => {
    const request = payoutRequest();
    const created = await h.provider.createPayout(request);
    expect(created).toEqual({
      payoutId: expect.stringMatching(/^pout_[A-Za-z0-9]{14}$/) as unknown,
      status: 'queued',
    });
    const row = await rowOf(created.payoutId);
    const { accountNumber } = request.beneficiary;
    expect(row.accountNumberSealed).not.toContain(accountNumber);
    expect(row.accountHash).not.toContain(accountNumber);
    expect(h.cipher.decrypt(accountNumberContext(created.payoutId), row.accountNumberSealed)).toBe(
      accountNumber,
    );
    expect(await h.provider.fetchPayout(created.payoutId)).toEqual({
      payoutId: created.payoutId,
      reference: request.reference,
      amount: request.amount,
      status: 'queued',
    });
  });

  it.each([
    ['idempotency key', { idempotencyKey: 'abc' }],
    ['idempotency key', { idempotencyKey: 'k'.repeat(37) }],
    ['idempotency key', { idempotencyKey: 'key/with/slashes' }],
    ['amount', { amount: 0 }],
    ['amount', { amount: -100 }],
    ['amount', { amount: 1_000.5 }],
    ['amount', { amount: 50_000_001 }],
    ['mode', { mode: 'RTGS' as never }],
    ['narration', { narration: 'Loan disbursal #42' }],
    ['narration', { narration: 'n'.repeat(31) }],
    ['reference', { reference: '  ' }],
    ['reference', { reference: 'r'.repeat(41) }],
  ])('refuses a malformed %s, naming the field and not its value', async (field, override) => {
    const refusal = h.provider.createPayout(payoutRequest(override));
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).toContain(field);
    for (const value of Object.values(override))
      if (String(value).trim()) expect(message).not.toContain(String(value));
  });

  it.each([
    ['account number', { accountNumber: '12345678' }],
    ['account number', { accountNumber: '5010012345A678' }],
    ['IFSC', { ifsc: 'HDFC1000001' }],
    ['beneficiary name', { name: '   ' }],
  ])('refuses a malformed beneficiary %s', async (field, override) => {
    const request = payoutRequest();
    const refusal = h.provider.createPayout({
      ...request,
      beneficiary: { ...request.beneficiary, ...override },
    });
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal.catch((error: Error) => error.message)).toContain(field);
  });

  it('takes Rs 5,00,000 exactly by IMPS, and more by NEFT', async () => {
    await expect(h.provider.createPayout(payoutRequest({ amount: 50_000_000 }))).resolves.toMatchObject({
      status: 'queued',
    });
    await expect(
      h.provider.createPayout(payoutRequest({ amount: 1_000_000_000, mode: 'NEFT' })),
    ).resolves.toMatchObject({ status: 'queued' });
  });
});

describe('the idempotency key', () => {
  it('answers the same payout for the same key and body, however often it is sent', async () => {
    const request = payoutRequest();
    const first = await h.provider.createPayout(request);
    const again = await h.provider.createPayout({
      ...request,
      beneficiary: { ...request.beneficiary, accountNumber: ` ${request.beneficiary.accountNumber} ` },
    });
    expect(again).toEqual(first);
    h.clock.advance(5 * SECOND);
    expect(await h.provider.createPayout(request)).toEqual({ payoutId: first.payoutId, status: 'processed' });
    const rows = await h.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.reference, request.reference));
    expect(rows).toHaveLength(1);
    expect(await h.provider.findPayout(request.idempotencyKey)).toEqual(
      await h.provider.fetchPayout(first.payoutId),
    );
  });

  it('refuses the key with another body (CONFLICT), and sends nothing new', async () => {
    const request = payoutRequest();
    const { payoutId } = await h.provider.createPayout(request);
    const others = [
      { amount: request.amount + 100 },
      { mode: 'NEFT' as const },
      { narration: 'Another narration' },
      { reference: 'dsb-other' },
      { beneficiary: { ...request.beneficiary, accountNumber: '501009999995678' } },
      { beneficiary: { ...request.beneficiary, ifsc: 'ICIC0000001' } },
      { beneficiary: { ...request.beneficiary, name: 'Someone Else' } },
    ];
    for (const other of others)
      await expect(h.provider.createPayout({ ...request, ...other })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    expect((await h.provider.findPayout(request.idempotencyKey))?.payoutId).toBe(payoutId);
  });

  it('makes one payout of requests sent together under one key', async () => {
    const request = payoutRequest();
    const together = await Promise.all([1, 2, 3].map(() => h.newProvider().createPayout(request)));
    expect(new Set(together.map((created) => created.payoutId)).size).toBe(1);
  });

  it('finds nothing under a key never used, and fetches no payout it never made', async () => {
    expect(await h.provider.findPayout('never-used-key')).toBeNull();
    await expect(h.provider.fetchPayout('pout_00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("a beneficiary account's daily limit", () => {
  it('takes 3 payouts a day to one account, refuses the 4th, and takes more the next day', async () => {
    const base = payoutRequest();
    const toSameAccount = () => ({ ...payoutRequest(), beneficiary: base.beneficiary });
    const third = toSameAccount();
    await h.provider.createPayout(base);
    await h.provider.createPayout({ ...toSameAccount(), mode: 'NEFT' });
    await h.provider.createPayout({
      ...third,
      beneficiary: { ...third.beneficiary, accountNumber: ` ${third.beneficiary.accountNumber}` },
    });
    const fourth = h.provider.createPayout(toSameAccount());
    await expect(fourth).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await fourth.catch((error: Error) => error.message)).toContain('limit');
    // A repeat of an accepted payout is still answered; the same number at another bank is another account.
    await expect(h.provider.createPayout(third)).resolves.toMatchObject({
      payoutId: expect.any(String) as unknown,
    });
    await expect(
      h.provider.createPayout({
        ...payoutRequest(),
        beneficiary: { ...base.beneficiary, ifsc: 'ICIC0000001' },
      }),
    ).resolves.toBeDefined();

    // India's next day begins at midnight IST.
    const now = h.clock.nowMs();
    const midnight = Date.parse(`${h.clock.businessDate()}T00:00:00+05:30`) + 24 * 60 * MINUTE;
    h.clock.advance(midnight - now - 1);
    await expect(h.provider.createPayout(toSameAccount())).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    h.clock.advance(1);
    await expect(h.provider.createPayout(toSameAccount())).resolves.toMatchObject({ status: 'queued' });
  });

  it('counts failed payouts too', async () => {
    const base = payoutRequest({}, '0002');
    for (let n = 0; n < 3; n += 1)
      await h.provider.createPayout({ ...payoutRequest(), beneficiary: base.beneficiary });
    h.clock.advance(10 * SECOND);
    await expect(
      h.provider.createPayout({ ...payoutRequest(), beneficiary: base.beneficiary }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('without a payout service configured', () => {
  it('fails every call as an outage', async () => {
    await expect(unconfiguredPayoutProvider.createPayout(payoutRequest())).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(unconfiguredPayoutProvider.findPayout('some-key')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(() => unconfiguredPayoutProvider.parseWebhook('{}', {})).toThrow(
      expect.objectContaining({ code: 'PROVIDER_UNAVAILABLE' }),
    );
  });
});

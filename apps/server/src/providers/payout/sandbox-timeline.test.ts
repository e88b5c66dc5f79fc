import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayoutHarness, payoutRequest } from './payout-test-kit.ts';

let h: Awaited<ReturnType<typeof createPayoutHarness>>;

beforeAll(async () => {
  h = await createPayoutHarness();
});
afterAll(() => h.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('an IMPS payout on the sandbox clock (the status API)', () => {
  it('is queued, processing at 2 s, processed at 5 s with a 12-digit UTR', async () => {
    h.advanceToHalfHour(); // 10:30 IST (or a later half hour) on 2 June 2025
    const start = h.clock.now();
    const { payoutId } = await h.provider.createPayout(payoutRequest());
    const status = async () => (await h.provider.fetchPayout(payoutId)).status;
    h.clock.advance(1_999);
    expect(await status()).toBe('queued');
    h.clock.advance(1);
    expect(await status()).toBe('processing');
    h.clock.advance(2_999);
    expect(await status()).toBe('processing');
    h.clock.advance(1);
    const hour = new Date(start.getTime() + 330 * MINUTE).getUTCHours().toString().padStart(2, '0');
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({
      status: 'processed',
      // The year's last digit, the day of the year (2 June is day 153), the hour, a serial.
      utr: expect.stringMatching(new RegExp(`^5153${hour}\\d{6}$`)) as unknown,
      processedAt: new Date(start.getTime() + 5 * SECOND),
    });
  });

  it.each([
    ['0001', 'IMPS', 'INVALID_ACCOUNT', 'Beneficiary account does not exist'],
    ['0002', 'IMPS', 'ACCOUNT_FROZEN', 'Beneficiary account is frozen or dormant'],
    ['0001', 'NEFT', 'INVALID_ACCOUNT', 'Beneficiary account does not exist'],
  ] as const)(
    'fails for an account ending %s (%s) with %s at 5 s',
    async (ending, mode, reasonCode, reasonText) => {
      const { payoutId } = await h.provider.createPayout(payoutRequest({ mode }, ending));
      h.clock.advance(2 * SECOND);
      expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
      h.clock.advance(2_999);
      expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
      h.clock.advance(1);
      expect(await h.provider.fetchPayout(payoutId)).toMatchObject({
        status: 'failed',
        reasonCode,
        reasonText,
      });
      h.clock.advance(24 * 60 * MINUTE);
      expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'failed', reasonCode });
    },
  );

  it('is processed at 5 s and reversed an hour later for an account ending 0003', async () => {
    const { payoutId } = await h.provider.createPayout(payoutRequest({}, '0003'));
    h.clock.advance(5 * SECOND);
    const processed = await h.provider.fetchPayout(payoutId);
    expect(processed).toMatchObject({ status: 'processed' });
    h.clock.advance(60 * MINUTE - 1);
    expect(await h.provider.fetchPayout(payoutId)).toEqual(processed);
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(payoutId)).toEqual({
      payoutId: processed.payoutId,
      reference: processed.reference,
      amount: processed.amount,
      status: 'reversed',
      utr: processed.status === 'processed' ? processed.utr : 'none',
      reasonCode: 'BENEFICIARY_BANK_RETURN',
      reasonText: 'Returned by the beneficiary bank',
    });
  });

  it('stays processing 30 minutes longer (the bank times out) for an account ending 0004, then is processed', async () => {
    const { payoutId } = await h.provider.createPayout(payoutRequest({}, '0004'));
    h.clock.advance(5 * SECOND);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(30 * MINUTE - 1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processed' });
  });

  it('fails BANK_DOWN at 2 s, never processing, for a bank that is down (YESB)', async () => {
    const request = payoutRequest();
    const { payoutId } = await h.provider.createPayout({
      ...request,
      beneficiary: { ...request.beneficiary, ifsc: 'yesb0000001' },
    });
    h.clock.advance(1_999);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'queued' });
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({
      status: 'failed',
      reasonCode: 'BANK_DOWN',
      reasonText: "Beneficiary bank's systems are down",
    });
  });
});

describe('a NEFT payout', () => {
  it('goes in the next half-hourly batch and is processed 10 minutes after it', async () => {
    h.advanceToHalfHour(10 * MINUTE); // created at hh:10 or hh:40: its batch is 20 minutes on
    const { payoutId } = await h.provider.createPayout(payoutRequest({ mode: 'NEFT' }));
    const created = h.clock.nowMs();
    h.clock.advance(2 * SECOND);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(30 * MINUTE - 2 * SECOND - 1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({
      status: 'processed',
      processedAt: new Date(created + 30 * MINUTE),
      utr: expect.stringMatching(/^\d{12}$/) as unknown,
    });
  });

  it('makes the batch when it goes to the bank on the half hour, and misses it a second later', async () => {
    h.advanceToHalfHour(28 * MINUTE); // 2 minutes before a batch
    h.clock.advance(2 * MINUTE - 2 * SECOND);
    const batch = h.clock.nowMs() + 2 * SECOND;
    const onTime = await h.provider.createPayout(payoutRequest({ mode: 'NEFT' }));
    h.clock.advance(1 * SECOND);
    const late = await h.provider.createPayout(payoutRequest({ mode: 'NEFT' }));
    h.clock.advance(10 * MINUTE + 1 * SECOND - 1);
    expect(await h.provider.fetchPayout(onTime.payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(onTime.payoutId)).toMatchObject({
      status: 'processed',
      processedAt: new Date(batch + 10 * MINUTE),
    });
    expect(await h.provider.fetchPayout(late.payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(30 * MINUTE);
    expect(await h.provider.fetchPayout(late.payoutId)).toMatchObject({
      status: 'processed',
      processedAt: new Date(batch + 40 * MINUTE),
    });
  });

  it('is confirmed 30 minutes late for an account ending 0004', async () => {
    h.advanceToHalfHour(10 * MINUTE);
    const created = h.clock.nowMs();
    const { payoutId } = await h.provider.createPayout(payoutRequest({ mode: 'NEFT' }, '0004'));
    h.clock.advance(60 * MINUTE - 1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({ status: 'processing' });
    h.clock.advance(1);
    expect(await h.provider.fetchPayout(payoutId)).toMatchObject({
      status: 'processed',
      processedAt: new Date(created + 60 * MINUTE),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { unconfiguredPayoutProvider, type PayoutReport } from './index.ts';
import { createPayoutHarness, payoutRequest } from './payout-test-kit.ts';

let h: Awaited<ReturnType<typeof createPayoutHarness>>;

beforeAll(async () => {
  h = await createPayoutHarness();
});
afterAll(() => h.close());

/** The clock to an India wall-clock time ('YYYY-MM-DD HH:MM'); it only moves forward. */
function at(time: string) {
  const ahead = Date.parse(`${time.replace(' ', 'T')}:00+05:30`) - h.clock.nowMs();
  if (ahead < 0) throw new Error(`the clock is past ${time}`);
  h.clock.advance(ahead);
}

/** A payout of `amount` to an account ending `ending`, processed 5 s later (IMPS). */
async function processed(amount: number, ending = '5678') {
  const request = payoutRequest({ amount }, ending);
  const { payoutId } = await h.provider.createPayout(request);
  h.clock.advance(6_000);
  const status = await h.provider.fetchPayout(payoutId);
  if (status.status !== 'processed' && status.status !== 'reversed') throw new Error(status.status);
  return { payoutId, reference: request.reference, utr: status.utr, amount };
}

async function ready(day: string): Promise<PayoutReport> {
  const answer = await h.provider.fetchPayoutReport(day);
  if (answer.status !== 'ready') throw new Error(`the statement of ${day} is not ready`);
  return answer.report;
}

describe("the sandbox payout bank's statement", () => {
  it("lists a day's processed payouts, each with its UTR, at 06:00 the next day", async () => {
    at('2025-06-02 10:00');
    const one = await processed(25_000_000);
    const returned = await processed(10_000_000, '0003');
    await h.provider.createPayout(payoutRequest({}, '0001'));
    h.clock.advance(6_000);

    expect(await h.provider.fetchPayoutReport('2025-06-02')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-03T06:00:00+05:30'),
    });
    at('2025-06-03 06:00');
    const report = await ready('2025-06-02');
    // A payout the beneficiary's bank sent back later is still paid on its day; a failed one never was.
    expect(report).toEqual({
      reference: 'payouts-2025-06-02',
      businessDate: '2025-06-02',
      settledOn: '2025-06-02',
      utr: null,
      lines: [one, returned],
      total: 35_000_000,
    });
    expect(await ready('2025-06-02')).toEqual(report);
  });

  it('leaves out a payout to an account ending 0005, and debits Rs 100 short for one ending 0006', async () => {
    at('2025-06-04 10:00');
    const kept = await processed(1_000_000);
    await processed(2_000_000, '0005');
    const short = await processed(3_000_000, '0006');
    at('2025-06-05 06:00');
    const report = await ready('2025-06-04');
    expect(report.lines).toEqual([kept, short]);
    expect(report.total).toBe(4_000_000 - 10_000);
  });

  it('makes the statement of a day with a payout to an account ending 0007 at 18:00 the next day', async () => {
    at('2025-06-06 10:00');
    const late = await processed(1_500_000, '0007');
    at('2025-06-07 17:59');
    expect(await h.provider.fetchPayoutReport('2025-06-06')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-07T18:00:00+05:30'),
    });
    at('2025-06-07 18:00');
    expect((await ready('2025-06-06')).lines).toEqual([late]);
  });

  it('refuses a malformed day; in production, until a payout service is configured, it is an outage', async () => {
    await expect(h.provider.fetchPayoutReport('06/02/2025')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(unconfiguredPayoutProvider.fetchPayoutReport('2025-06-02')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});

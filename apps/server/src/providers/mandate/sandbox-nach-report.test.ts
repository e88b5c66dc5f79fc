import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDebitHarness, debitRequest } from './debit-test-kit.ts';
import { unconfiguredMandateProvider, type DebitRequest, type NachSettlement } from './index.ts';
import { mandateDetails } from './mandate-test-kit.ts';

let h: Awaited<ReturnType<typeof createDebitHarness>>;

beforeAll(async () => {
  h = await createDebitHarness();
});
afterAll(() => h.close());

/**
 * A debit made at 10:00 on Monday 2 June 2025 on a fresh active mandate whose account ends in
 * `ending` (no magic by default).
 */
async function debit(overrides: Partial<DebitRequest>, ending = '123') {
  h.at('2025-06-02 10:00');
  const mandateId = await h.activeMandate(mandateDetails({}, ending));
  const request = debitRequest(mandateId, overrides);
  const { debitId } = await h.provider.createDebit(request);
  return { debitId, reference: request.reference, amount: request.amount };
}

async function ready(day: string): Promise<NachSettlement> {
  const answer = await h.provider.fetchSettlementReport(day);
  if (answer.status !== 'ready') throw new Error(`the settlement of ${day} is not ready`);
  return answer.report;
}

describe("the sandbox sponsor bank's NACH settlement", () => {
  it('credits the debits confirmed on a day that day, in a file made at 06:00 the next day', async () => {
    const one = await debit({ chargeDate: '2025-06-03', amount: 500_000 });
    const two = await debit({ chargeDate: '2025-06-03', amount: 612_350 });
    await debit({ chargeDate: '2025-06-03', amount: 500_004 });
    // Extended by the bank (98): confirmed two working days later, in that day's settlement.
    const extended = await debit({ chargeDate: '2025-06-03', amount: 500_098 });

    h.at('2025-06-04 05:59');
    expect(await h.provider.fetchSettlementReport('2025-06-03')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-04T06:00:00+05:30'),
    });
    h.at('2025-06-04 06:00');
    const report = await ready('2025-06-03');
    expect(report).toEqual({
      reference: 'ACH-CR-20250603',
      businessDate: '2025-06-03',
      settledOn: '2025-06-03',
      utr: expect.stringMatching(/^\d{12}$/) as unknown,
      lines: [one, two].sort((a, b) => a.debitId.localeCompare(b.debitId)),
      total: 1_112_350,
    });
    expect(await ready('2025-06-03')).toEqual(report);
    h.at('2025-06-06 06:00');
    expect((await ready('2025-06-05')).lines).toEqual([extended]);
  });

  it('leaves out a debit of a mandate account ending 4461, and credits Rs 100 short for one ending 4462', async () => {
    const kept = await debit({ chargeDate: '2025-06-09', amount: 300_000 });
    await debit({ chargeDate: '2025-06-09', amount: 400_000 }, '4461');
    const short = await debit({ chargeDate: '2025-06-09', amount: 200_000 }, '4462');
    h.at('2025-06-10 06:00');
    const report = await ready('2025-06-09');
    expect(report.lines).toEqual([kept, short].sort((a, b) => a.debitId.localeCompare(b.debitId)));
    expect(report.total).toBe(500_000 - 10_000);
  });

  it('makes the settlement of a day with a debit of an account ending 4463 at 18:00 the next day', async () => {
    const late = await debit({ chargeDate: '2025-06-11', amount: 250_000 }, '4463');
    h.at('2025-06-12 17:59');
    expect(await h.provider.fetchSettlementReport('2025-06-11')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-12T18:00:00+05:30'),
    });
    h.at('2025-06-12 18:00');
    expect((await ready('2025-06-11')).lines).toEqual([late]);
  });

  it('refuses a malformed day; in production, until a service is configured, it is an outage', async () => {
    await expect(h.provider.fetchSettlementReport('yesterday')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(unconfiguredMandateProvider.fetchSettlementReport('2025-06-03')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});

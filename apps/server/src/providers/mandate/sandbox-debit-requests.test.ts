import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDebitHarness, debitRequest, india, presentDebit } from './debit-test-kit.ts';
import type { DebitRequest } from './index.ts';

let h: Awaited<ReturnType<typeof createDebitHarness>>;

beforeAll(async () => {
  h = await createDebitHarness();
});
afterAll(() => h.close());

const presented = (overrides: Partial<DebitRequest> = {}, mandateId?: string) =>
  presentDebit(h, overrides, mandateId);

describe('the charge date', () => {
  it.each([
    ['2025-06-08', '2025-06-09', 'a Sunday: the Monday after'],
    ['2025-06-14', '2025-06-16', 'a second Saturday: the Monday after'],
    ['2025-06-07', '2025-06-07', 'a first Saturday: a working day, kept'],
    ['2026-01-26', '2026-01-27', 'Republic Day, a Monday: the Tuesday after'],
    ['2025-08-31', '2025-08-30', 'a month-end Sunday: back to the (fifth, working) Saturday'],
    ['2026-05-31', '2026-05-30', 'a month-end Sunday: back to the Saturday'],
    ['2026-02-28', '2026-02-27', 'a month-end fourth Saturday: back to the Friday'],
  ])('%s rolls to %s (%s)', async (asked, rolled) => {
    const { created, statusAt } = await presented({ chargeDate: asked });
    expect(created.chargeDate).toBe(rolled);
    expect(await statusAt(`${rolled} 05:59:59.999`)).toMatchObject({ status: 'pending', chargeDate: rolled });
    expect(await statusAt(`${rolled} 06:00`)).toMatchObject({ status: 'submitted' });
    expect(await statusAt(`${rolled} 14:00`)).toMatchObject({
      status: 'confirmed',
      settledAt: india(`${rolled} 14:00`),
    });
  });

  it('is refused in the past, once its 06:00 submission has gone, or more than a year ahead', async () => {
    h.at('2025-06-02 10:00');
    const mandate = await h.activeMandate();
    const refused = async (chargeDate: string, problem: string) => {
      const refusal = h.provider.createDebit(debitRequest(mandate, { chargeDate }));
      await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await refusal.catch((error: Error) => error.message)).toContain(problem);
    };
    await refused('2025-06-01', 'in the past');
    await refused('2025-06-02', 'too late');
    await refused('2026-06-03', 'more than a year ahead');
    await expect(
      h.provider.createDebit(debitRequest(mandate, { chargeDate: '2026-06-02' })),
    ).resolves.toEqual({
      debitId: expect.any(String),
      chargeDate: '2026-06-02',
    });
    // Before 06:00 today's submission is still ahead.
    h.at('2025-06-03 05:59');
    await expect(
      h.provider.createDebit(debitRequest(mandate, { chargeDate: '2025-06-03' })),
    ).resolves.toEqual({
      debitId: expect.any(String),
      chargeDate: '2025-06-03',
    });
    // Saturday 30 August after 06:00: Sunday the 31st rolls back to today, already submitted.
    h.at('2025-08-30 07:00');
    await refused('2025-08-31', 'too late');
  });
});

describe('one debit a charge date, and the reference as idempotency key', () => {
  it('answers the same debit for the same reference and request, and CONFLICT for another request', async () => {
    const { request, created } = await presented();
    expect(await h.provider.createDebit({ ...request, description: ` ${request.description}  ` })).toEqual(
      created,
    );
    for (const other of [{ amount: 500_100 }, { chargeDate: '2025-06-04' }, { description: 'EMI 2 of 12' }])
      await expect(h.provider.createDebit({ ...request, ...other })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    const otherMandate = await h.activeMandate();
    await expect(
      h.provider.createDebit({ ...request, providerMandateId: otherMandate }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Still the same debit once its charge date has gone by: a retry after a lost answer.
    h.at('2025-06-05 10:00');
    expect(await h.provider.createDebit(request)).toEqual(created);
  });

  it('makes one debit when the same request comes three times at once', async () => {
    h.at('2025-06-02 10:00');
    const request = debitRequest(await h.activeMandate());
    const together = await Promise.all([1, 2, 3].map(() => h.provider.createDebit(request)));
    expect(new Set(together.map((created) => created.debitId)).size).toBe(1);
  });

  it('refuses a second debit on the same mandate and (rolled) charge date under another reference', async () => {
    h.at('2025-06-02 10:00');
    const mandate = await h.activeMandate();
    const first = await h.provider.createDebit(debitRequest(mandate, { chargeDate: '2025-06-09' }));
    // Sunday the 8th rolls to Monday the 9th.
    for (const chargeDate of ['2025-06-09', '2025-06-08'])
      await expect(
        h.provider.createDebit(debitRequest(mandate, { chargeDate, amount: 100_000 })),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Another date, or another mandate, is free.
    await expect(
      h.provider.createDebit(debitRequest(mandate, { chargeDate: '2025-06-10' })),
    ).resolves.toBeDefined();
    await expect(
      h.provider.createDebit(debitRequest(await h.activeMandate(), { chargeDate: '2025-06-09' })),
    ).resolves.toBeDefined();
    // A cancelled debit frees its date.
    await h.provider.cancelDebit(first.debitId);
    await expect(
      h.provider.createDebit(debitRequest(mandate, { chargeDate: '2025-06-08' })),
    ).resolves.toMatchObject({
      chargeDate: '2025-06-09',
    });
  });
});

describe('validation', () => {
  it("takes the mandate's maximum amount and refuses a paisa more", async () => {
    h.at('2025-06-02 10:00');
    const mandate = await h.activeMandate({ maxAmount: 1_200_000 });
    await expect(h.provider.createDebit(debitRequest(mandate, { amount: 1_200_000 }))).resolves.toBeDefined();
    const refusal = h.provider.createDebit(
      debitRequest(mandate, { amount: 1_200_001, chargeDate: '2025-06-04' }),
    );
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal.catch((error: Error) => error.message)).toContain("above the mandate's maximum");
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: 500_000.5 }],
    ['charge date', { chargeDate: '2025-02-30' }],
    ['charge date', { chargeDate: '03/06/2025' }],
    ['reference', { reference: 'has space' }],
    ['reference', { reference: 'x'.repeat(65) }],
    ['description', { description: '   ' }],
    ['description', { description: 'x'.repeat(141) }],
  ])('refuses a malformed %s', async (field, override) => {
    h.at('2025-06-02 10:00');
    const refusal = h.provider.createDebit(debitRequest(await h.activeMandate(), override));
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal.catch((error: Error) => error.message)).toContain(field);
  });

  it('answers NOT_FOUND for a mandate it never issued', async () => {
    await expect(h.provider.createDebit(debitRequest('MD00000000000000'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('cancelling', () => {
  it('is allowed until 18:00 India time on the working day before the charge date', async () => {
    const early = await presented();
    const late = await presented();
    h.at('2025-06-02 17:59:59.999');
    await h.provider.cancelDebit(early.created.debitId);
    expect(await early.statusAt('2025-06-02 17:59:59.999')).toEqual({ ...early.common, status: 'cancelled' });
    h.at('2025-06-02 18:00');
    await expect(h.provider.cancelDebit(late.created.debitId)).rejects.toMatchObject({ code: 'CONFLICT' });
    // Past the cut-off it is still pending until its submission, and goes ahead.
    expect(await late.statusAt('2025-06-03 05:59')).toEqual({ ...late.common, status: 'pending' });
    expect(await late.statusAt('2025-06-03 14:00')).toMatchObject({ status: 'confirmed' });
    // A cancelled debit stays cancelled, and cannot be cancelled again.
    expect(await early.statusAt('2025-06-03 14:00')).toEqual({ ...early.common, status: 'cancelled' });
    await expect(h.provider.cancelDebit(early.created.debitId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it.each([
    ['2025-06-09', '2025-06-07 18:00', 'a Monday: the first Saturday before is a working day'],
    ['2025-06-16', '2025-06-13 18:00', 'a Monday after a second Saturday: the Friday'],
  ])('of a debit on %s closes at %s (%s)', async (chargeDate, cutOff) => {
    const { created, common, statusAt } = await presented({ chargeDate });
    h.at(cutOff.replace('18:00', '17:59:59.999'));
    await h.provider.cancelDebit(created.debitId);
    expect(await statusAt(cutOff)).toEqual({ ...common, status: 'cancelled' });
    const second = await presented({ chargeDate });
    h.at(cutOff);
    await expect(h.provider.cancelDebit(second.created.debitId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('is refused once the debit is submitted or answered, naming its state', async () => {
    const { created, statusAt } = await presented();
    await statusAt('2025-06-03 06:00');
    await expect(h.provider.cancelDebit(created.debitId)).rejects.toThrow(/submitted debit/);
    await statusAt('2025-06-03 14:00');
    await expect(h.provider.cancelDebit(created.debitId)).rejects.toThrow(/confirmed debit/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDebitHarness, india, presentDebit } from './debit-test-kit.ts';
import type { DebitRequest } from './index.ts';
import { eMandateRequest, mandateDetails } from './mandate-test-kit.ts';
import { authoriseAtBank } from './sandbox-authorisation.ts';
import { findMandate } from './sandbox.repository.ts';

let h: Awaited<ReturnType<typeof createDebitHarness>>;

beforeAll(async () => {
  h = await createDebitHarness();
});
afterAll(() => h.close());

const presented = (overrides: Partial<DebitRequest> = {}, mandateId?: string) =>
  presentDebit(h, overrides, mandateId);

describe('a debit on the sandbox clock (the status API)', () => {
  it('is pending until 06:00 India time on the charge date, submitted then, confirmed at 14:00', async () => {
    const { created, common, statusAt } = await presented();
    expect(created).toEqual({ debitId: expect.stringMatching(/^DB[A-Z0-9]{14}$/), chargeDate: '2025-06-03' });
    expect(await statusAt('2025-06-02 10:00')).toEqual({ ...common, status: 'pending' });
    expect(await statusAt('2025-06-03 05:59:59.999')).toEqual({ ...common, status: 'pending' });
    expect(await statusAt('2025-06-03 06:00')).toEqual({ ...common, status: 'submitted' });
    expect(await statusAt('2025-06-03 13:59:59.999')).toEqual({ ...common, status: 'submitted' });
    const confirmed = { ...common, status: 'confirmed', settledAt: india('2025-06-03 14:00') };
    expect(await statusAt('2025-06-03 14:00')).toEqual(confirmed);
    expect(await statusAt('2025-09-03 14:00')).toEqual(confirmed);
  });

  it.each([
    [500_001, '01', 'Account closed'],
    [500_004, '04', 'Balance insufficient'],
    [500_005, '05', 'Not arranged for'],
    [500_006, '06', 'Payment stopped by drawer'],
  ])('returns %i paise (ending %s) at 14:00 with "%s"', async (amount, reasonCode, reasonText) => {
    const { common, statusAt } = await presented({ amount });
    expect(await statusAt('2025-06-03 06:00')).toEqual({ ...common, status: 'submitted' });
    expect(await statusAt('2025-06-03 13:59:59.999')).toEqual({ ...common, status: 'submitted' });
    const returned = { ...common, status: 'returned', reasonCode, reasonText };
    expect(await statusAt('2025-06-03 14:00')).toEqual(returned);
    expect(await statusAt('2025-06-20 14:00')).toEqual(returned);
  });

  it('extends an amount ending 98 at 14:00 until two working days later, then confirms it at 14:00', async () => {
    // Friday 13 June: the second Saturday and the Sunday are closed, so the answer comes on Tuesday.
    const { common, statusAt } = await presented({ amount: 500_098, chargeDate: '2025-06-13' });
    expect(await statusAt('2025-06-13 13:59:59.999')).toEqual({ ...common, status: 'submitted' });
    const extended = { ...common, status: 'extended', until: '2025-06-17' };
    expect(await statusAt('2025-06-13 14:00')).toEqual(extended);
    expect(await statusAt('2025-06-17 13:59:59.999')).toEqual(extended);
    expect(await statusAt('2025-06-17 14:00')).toEqual({
      ...common,
      status: 'confirmed',
      settledAt: india('2025-06-17 14:00'),
    });
  });

  it('extends an amount ending 99, then returns it 04 at the end of the extension', async () => {
    const { common, statusAt } = await presented({ amount: 500_099, chargeDate: '2025-06-13' });
    expect(await statusAt('2025-06-13 14:00')).toEqual({
      ...common,
      status: 'extended',
      until: '2025-06-17',
    });
    expect(await statusAt('2025-06-17 14:00')).toEqual({
      ...common,
      status: 'returned',
      reasonCode: '04',
      reasonText: 'Balance insufficient',
    });
  });

  it('returns every debit of an account ending 4404 with 04, whatever the amount', async () => {
    h.at('2025-06-02 10:00');
    const mandate = await h.activeMandate({ accountNumber: '501001234404' });
    for (const [amount, chargeDate] of [
      [500_000, '2025-06-03'],
      [500_098, '2025-07-03'],
    ] as const) {
      const { common, statusAt } = await presented({ amount, chargeDate }, mandate);
      const day = common.chargeDate;
      expect(await statusAt(`${day} 13:59`)).toEqual({ ...common, status: 'submitted' });
      expect(await statusAt(`${day} 14:00`)).toEqual({
        ...common,
        status: 'returned',
        reasonCode: '04',
        reasonText: 'Balance insufficient',
      });
    }
  });

  it('answers NOT_FOUND for a debit it never issued', async () => {
    await expect(h.provider.fetchDebit('DB00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.provider.cancelDebit('DB00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a mandate not active at submission (NPCI input acknowledgement)', () => {
  const rejected21 = { status: 'rejected', reasonCode: '21', reasonText: 'Invalid UMRN or inactive mandate' };

  it('takes the debit, then rejects it with 21 at 06:00 when the borrower never authorised the mandate', async () => {
    h.at('2025-06-02 10:00');
    const { providerMandateId } = await h.provider.createEMandate(eMandateRequest());
    const { common, statusAt } = await presented({}, providerMandateId);
    expect(await statusAt('2025-06-03 05:59')).toEqual({ ...common, status: 'pending' });
    expect(await statusAt('2025-06-03 06:00')).toEqual({ ...common, ...rejected21 });
    expect(await statusAt('2025-06-03 14:00')).toEqual({ ...common, ...rejected21 });
  });

  it('rejects with 21 a debit through a mandate the bank rejected', async () => {
    h.at('2025-06-02 10:00');
    const { providerMandateId } = await h.provider.submitPaperMandate(mandateDetails({}, '903'));
    const { common, statusAt } = await presented({}, providerMandateId);
    expect(await statusAt('2025-06-03 06:00')).toEqual({ ...common, ...rejected21 });
  });

  it('presents a debit made while the mandate was pending once it is active by the charge date', async () => {
    h.at('2025-06-02 10:00');
    const { providerMandateId } = await h.provider.createEMandate(eMandateRequest());
    const { common, statusAt } = await presented({}, providerMandateId);
    h.at('2025-06-02 12:00');
    const row = await findMandate(h.db, providerMandateId);
    expect(row && (await authoriseAtBank(h.deps, row))).toBeTruthy();
    expect(await statusAt('2025-06-03 06:00')).toEqual({ ...common, status: 'submitted' });
    expect(await statusAt('2025-06-03 14:00')).toMatchObject({ status: 'confirmed' });
  });
});

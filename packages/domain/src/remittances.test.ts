import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { balancedLines } from './ledger.ts';
import {
  gstSetOff,
  moveRemittance,
  OverRemittanceError,
  remittableAmount,
  remittanceLines,
} from './remittances.ts';

const amounts = (lines: { account: string; amount: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.account, line.amount]));

describe('what may be remitted', () => {
  it('is the payable available for the insurer and the gold vendor, never below zero', () => {
    expect(remittableAmount('insurer', { payable: 1_200_00, inputCredit: 500_00 })).toBe(1_200_00);
    expect(remittableAmount('gold-vendor', { payable: -5, inputCredit: 0 })).toBe(0);
  });

  it('is GST payable net of the input credit for GST, never below zero', () => {
    expect(remittableAmount('gst', { payable: 1_800_00, inputCredit: 300_00 })).toBe(1_500_00);
    expect(remittableAmount('gst', { payable: 300_00, inputCredit: 500_00 })).toBe(0);
    expect(remittableAmount('gst', { payable: 300_00, inputCredit: -100 })).toBe(300_00);
  });
});

describe('the lines of a remittance', () => {
  it('debits the payable and credits the bank', () => {
    const { lines, setOff } = remittanceLines('insurer', 700_00, { payable: 1_200_00, inputCredit: 0 });
    expect(setOff).toBe(0);
    expect(amounts(lines)).toEqual({ 'insurer-payable': 700_00, bank: -700_00 });
  });

  it('sets all the input credit off against GST payable and pays the rest from the bank', () => {
    const { lines, setOff } = remittanceLines('gst', 1_000_00, { payable: 1_800_00, inputCredit: 300_00 });
    expect(setOff).toBe(300_00);
    expect(amounts(lines)).toEqual({
      'gst-payable': 1_300_00,
      'gst-input-credit': -300_00,
      bank: -1_000_00,
    });
  });

  it('has no input-credit line when there is none', () => {
    const { lines } = remittanceLines('gst', 100_00, { payable: 100_00, inputCredit: 0 });
    expect(amounts(lines)).toEqual({ 'gst-payable': 100_00, bank: -100_00 });
  });

  it('refuses more than is due, and an amount that is not one', () => {
    expect(() => remittanceLines('gst', 1_500_01, { payable: 1_800_00, inputCredit: 300_00 })).toThrow(
      OverRemittanceError,
    );
    expect(() => remittanceLines('insurer', 0, { payable: 100, inputCredit: 0 })).toThrow(RangeError);
    expect(() => remittanceLines('insurer', 1.5, { payable: 100, inputCredit: 0 })).toThrow(RangeError);
  });

  it('always balances, never debits GST payable beyond what it holds, and pays the amount from the bank', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: -1_000_00, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 10_000_000_00 }),
        (payable, inputCredit, wanted) => {
          const balances = { payable, inputCredit };
          const due = remittableAmount('gst', balances);
          fc.pre(due > 0);
          const amount = Math.min(wanted, due);
          const { lines, setOff } = remittanceLines('gst', amount, balances);
          expect(balancedLines(lines)).toHaveLength(lines.length);
          expect(amount + setOff).toBeLessThanOrEqual(payable);
          expect(setOff).toBe(gstSetOff(amount, balances));
          expect(amounts(lines).bank).toBe(-amount);
        },
      ),
    );
  });
});

describe('a remittance decided', () => {
  it('is approved or rejected once, by someone other than its proposer', () => {
    const approve = { type: 'approve', staffId: 'checker' } as const;
    expect(moveRemittance('PROPOSED', 'maker', approve)).toEqual({ kind: 'moved', to: 'APPROVED' });
    expect(moveRemittance('PROPOSED', 'maker', { type: 'reject', staffId: 'checker' })).toEqual({
      kind: 'moved',
      to: 'REJECTED',
    });
    expect(moveRemittance('PROPOSED', 'checker', approve)).toEqual({ kind: 'refused', reason: 'same-staff' });
    expect(moveRemittance('REJECTED', 'maker', approve)).toEqual({ kind: 'refused', reason: 'not-proposed' });
    expect(moveRemittance('APPROVED', 'checker', approve)).toEqual({
      kind: 'refused',
      reason: 'not-proposed',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  applyPending,
  applyPosted,
  availableBalance,
  emptyBalance,
  holdExpired,
  holdTransition,
  postedBalance,
} from './ledger-balances.ts';
import { balancedLines, credit, debit, UnbalancedEntryError } from './ledger.ts';
import { goldUnits, paise } from './money.ts';

describe('an entry in two units', () => {
  it('balances rupees against rupees and gold against gold', () => {
    const lines = balancedLines([
      debit('gateway-suspense', paise(1_030_00)),
      credit('gold-vendor-payable', paise(1_000_00)),
      credit('gst-payable', paise(30_00)),
      debit('gold-in-vault', goldUnits(1_234)),
      credit('customer-gold', goldUnits(1_234), { subjectId: 'holding' }),
    ]);
    expect(lines).toHaveLength(5);
  });

  it('is refused when its total is zero but a unit is not, naming the unit', () => {
    expect(() =>
      balancedLines([debit('gateway-suspense', paise(1_000)), credit('customer-gold', goldUnits(1_000))]),
    ).toThrow(UnbalancedEntryError);
    expect(() =>
      balancedLines([debit('gold-in-vault', goldUnits(5)), credit('customer-gold', goldUnits(4))]),
    ).toThrow(/1 0.1 mg/);
  });
});

describe('an account’s stored balance', () => {
  it('counts a hold against what may leave, not against what is posted', () => {
    // A customer's gold (a liability: credits are what they hold) with a sell in flight.
    let gold = applyPosted(emptyBalance(), -10_000);
    gold = applyPending(gold, 3_000, 1);
    expect(postedBalance(gold, 'liability')).toBe(10_000);
    expect(availableBalance(gold, 'liability')).toBe(7_000);
    // Posting the hold: released, then posted.
    gold = applyPosted(applyPending(gold, 3_000, -1), 3_000);
    expect(availableBalance(gold, 'liability')).toBe(7_000);
    expect(gold).toEqual({ postedDebits: 3_000, postedCredits: 10_000, pendingDebits: 0, pendingCredits: 0 });
  });

  it('after any postings, holds and releases equals the sums of what posted and what is still held', () => {
    const step = fc.record({
      amount: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0),
      held: fc.boolean(),
      released: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let balance = emptyBalance();
        let posted = 0;
        let pendingOut = 0;
        for (const { amount, held, released } of steps) {
          if (!held) {
            balance = applyPosted(balance, amount);
            posted += amount;
            continue;
          }
          balance = applyPending(balance, amount, 1);
          if (released) balance = applyPending(balance, amount, -1);
          else if (amount < 0) pendingOut -= amount;
        }
        expect(postedBalance(balance, 'asset')).toBe(posted);
        expect(availableBalance(balance, 'asset')).toBe(posted - pendingOut);
        expect(Object.values(balance).every((figure) => figure >= 0)).toBe(true);
      }),
    );
  });
});

describe('a hold', () => {
  it('is resolved once: posted, voided or expired from pending, never again', () => {
    expect(holdTransition('PENDING', 'POSTED')).toBe(true);
    expect(holdTransition('PENDING', 'EXPIRED')).toBe(true);
    expect(holdTransition('POSTED', 'VOIDED')).toBe(false);
    expect(holdTransition('VOIDED', 'POSTED')).toBe(false);
  });

  it('expires at its time, and never without one', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    expect(holdExpired(at, new Date('2026-11-24T09:59:59Z'))).toBe(false);
    expect(holdExpired(at, at)).toBe(true);
    expect(holdExpired(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { disbursalStates, DisbursalEvent } from './disbursal-lifecycle.ts';
import { moveDisbursal } from './disbursal-lifecycle.ts';

const maker = 'staff-maker';
const checker = 'staff-checker';

describe('a disbursal', () => {
  it('is approved or rejected only by someone other than its proposer', () => {
    expect(moveDisbursal('PROPOSED', maker, { type: 'approve', staffId: checker })).toEqual({
      kind: 'moved',
      to: 'APPROVED',
    });
    expect(moveDisbursal('PROPOSED', maker, { type: 'reject', staffId: checker })).toEqual({
      kind: 'moved',
      to: 'REJECTED',
    });
    expect(moveDisbursal('PROPOSED', maker, { type: 'approve', staffId: maker })).toEqual({
      kind: 'refused',
      reason: 'same-staff',
    });
    expect(moveDisbursal('PROPOSED', maker, { type: 'reject', staffId: maker })).toEqual({
      kind: 'refused',
      reason: 'same-staff',
    });
  });

  it('is decided once', () => {
    for (const state of ['APPROVED', 'REJECTED', 'PAID', 'FAILED', 'REVERSED'] as const)
      expect(moveDisbursal(state, maker, { type: 'approve', staffId: checker })).toEqual({
        kind: 'refused',
        reason: 'not-proposed',
      });
  });

  it('is paid or failed by the bank once approved, and a repeated report changes nothing', () => {
    expect(moveDisbursal('APPROVED', maker, { type: 'payout-processed' })).toEqual({
      kind: 'moved',
      to: 'PAID',
    });
    expect(moveDisbursal('APPROVED', maker, { type: 'payout-failed' })).toEqual({
      kind: 'moved',
      to: 'FAILED',
    });
    expect(moveDisbursal('PAID', maker, { type: 'payout-processed' })).toEqual({ kind: 'stale' });
    expect(moveDisbursal('FAILED', maker, { type: 'payout-failed' })).toEqual({ kind: 'stale' });
    expect(moveDisbursal('REVERSED', maker, { type: 'payout-processed' })).toEqual({ kind: 'stale' });
  });

  it('is never paid before approval, nor paid after failing', () => {
    expect(moveDisbursal('PROPOSED', maker, { type: 'payout-processed' }).kind).toBe('refused');
    expect(moveDisbursal('FAILED', maker, { type: 'payout-processed' }).kind).toBe('refused');
    expect(moveDisbursal('PAID', maker, { type: 'payout-failed' }).kind).toBe('refused');
  });

  it('is reversed only once paid', () => {
    expect(moveDisbursal('PAID', maker, { type: 'payout-reversed' })).toEqual({
      kind: 'moved',
      to: 'REVERSED',
    });
    expect(moveDisbursal('REVERSED', maker, { type: 'payout-reversed' })).toEqual({ kind: 'stale' });
    expect(moveDisbursal('APPROVED', maker, { type: 'payout-reversed' }).kind).toBe('refused');
  });

  it('reaches PAID at most once in any sequence of events', () => {
    const event = fc.constantFrom<DisbursalEvent>(
      { type: 'approve', staffId: checker },
      { type: 'approve', staffId: maker },
      { type: 'reject', staffId: checker },
      { type: 'payout-processed' },
      { type: 'payout-failed' },
      { type: 'payout-reversed' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let state: (typeof disbursalStates)[number] = 'PROPOSED';
        let paid = 0;
        for (const next of events) {
          const move = moveDisbursal(state, maker, next);
          if (move.kind === 'moved') {
            if (move.to === 'PAID') paid += 1;
            state = move.to;
          }
        }
        expect(paid).toBeLessThanOrEqual(1);
      }),
    );
  });
});

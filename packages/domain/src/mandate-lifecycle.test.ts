import { describe, expect, it } from 'vitest';

import {
  borrowerMaySupersede,
  mandateActorOf,
  mandateClearsRepaymentStep,
  mandateModes,
  mandateMoves,
  mandateStatuses,
  moveMandate,
  nachStatusOf,
  terminalMandateStatuses,
  type MandateActor,
  type MandateEvent,
} from './mandate-lifecycle.ts';
import {
  authorized,
  bankRejects,
  enach,
  eventOf,
  outcome,
  pnach,
  rankOf,
  registered,
  staffRejects,
  submitted,
} from './mandate-lifecycle-test-kit.ts';

describe('the mandate moves table', () => {
  const cases = mandateMoves.flatMap((move) =>
    move.modes.flatMap((mode) =>
      move.from.flatMap((from) =>
        move.by.map(
          (by) => [`${move.event} on ${mode} ${from} by ${by} -> ${move.to}`, move, mode, from, by] as const,
        ),
      ),
    ),
  );

  it.each(cases)('makes %s', (_, move, mode, from, by) => {
    const result = moveMandate({ mode, status: from }, eventOf(move.event, by), by);
    expect(result).toEqual({ kind: 'moved', status: move.to, move });
  });

  it('makes each move with the actor the event itself names', () => {
    expect(outcome(enach('PENDING'), submitted)).toBe('IN_PROCESS');
    expect(outcome(pnach('PENDING'), { type: 'scan-uploaded' })).toBe('IN_PROCESS');
    expect(outcome(pnach('IN_PROCESS'), { type: 'scan-accepted' })).toBe('AUTHORIZED');
    expect(outcome(pnach('IN_PROCESS'), staffRejects)).toBe('REJECTED');
    expect(outcome(pnach('AUTHORIZED'), bankRejects)).toBe('REJECTED');
    expect(outcome(enach('AUTHORIZED'), { type: 'cancelled', reason: 'link-expired' })).toBe('CANCELLED');
    expect(mandateActorOf({ type: 'cancelled', reason: 'offer-ended' })).toBe('system');
    expect(mandateActorOf(registered)).toBe('provider');
  });

  it('has no two rows for the same event, mode, state and actor', () => {
    const keys = mandateMoves.flatMap((m) =>
      m.modes.flatMap((mode) =>
        m.from.flatMap((from) => m.by.map((by) => `${m.event}|${mode}|${from}|${by}`)),
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('only moves forward, and never out of an end', () => {
    for (const move of mandateMoves) {
      for (const from of move.from) {
        expect(terminalMandateStatuses).not.toContain(from);
        expect(rankOf(move.to), `${move.event} ${from} -> ${move.to}`).toBeGreaterThan(rankOf(from));
      }
    }
  });
});

describe('refusals', () => {
  it('lets only staff accept a scan, and only on paper', () => {
    expect(moveMandate(pnach('IN_PROCESS'), { type: 'scan-accepted' }, 'borrower')).toEqual({
      kind: 'refused',
      reason: 'scan-accepted by borrower cannot happen to a PNACH mandate in IN_PROCESS',
    });
    expect(outcome(pnach('IN_PROCESS'), { type: 'scan-accepted' }, 'system')).toBe('refused');
    expect(outcome(pnach('IN_PROCESS'), { type: 'scan-accepted' }, 'provider')).toBe('refused');
    expect(outcome(enach('IN_PROCESS'), { type: 'scan-accepted' })).toBe('refused');
    expect(outcome(pnach('PENDING'), { type: 'scan-accepted' })).toBe('refused');
  });

  it('refuses staff rejecting an e-mandate: only the bank or NPCI reject one', () => {
    for (const status of ['PENDING', 'IN_PROCESS', 'AUTHORIZED'] as const) {
      expect(outcome(enach(status), staffRejects)).toBe('refused');
    }
  });

  it('refuses staff rejecting paper the sponsor bank already holds, or before any scan', () => {
    expect(outcome(pnach('AUTHORIZED'), staffRejects)).toBe('refused');
    expect(outcome(pnach('PENDING'), staffRejects)).toBe('refused');
  });

  it('refuses a scan on an e-mandate, and a second scan on paper', () => {
    expect(outcome(enach('PENDING'), { type: 'scan-uploaded' })).toBe('refused');
    expect(outcome(enach('PENDING'), { type: 'scan-uploaded' }, 'staff')).toBe('refused');
    expect(outcome(pnach('IN_PROCESS'), { type: 'scan-uploaded' })).toBe('refused');
  });

  it('refuses a provider report on paper before operations sent the form to the bank', () => {
    expect(outcome(pnach('PENDING'), registered)).toBe('refused');
    expect(outcome(pnach('IN_PROCESS'), registered)).toBe('refused');
    expect(outcome(pnach('IN_PROCESS'), bankRejects)).toBe('refused');
    expect(outcome(pnach('PENDING'), authorized)).toBe('refused');
  });

  it('refuses everything but a provider report on an ended mandate', () => {
    const nonProvider: [MandateEvent, MandateActor][] = [
      [{ type: 'scan-uploaded' }, 'borrower'],
      [{ type: 'scan-uploaded' }, 'staff'],
      [{ type: 'scan-accepted' }, 'staff'],
      [staffRejects, 'staff'],
      ...(['borrower', 'staff', 'system'] as const).map((by): [MandateEvent, MandateActor] => [
        { type: 'cancelled', reason: 'offer-ended' },
        by,
      ]),
      // The provider's events sent by anyone else are not the bank's word.
      [registered, 'staff'],
      [bankRejects, 'system'],
    ];
    for (const mode of mandateModes) {
      for (const status of terminalMandateStatuses) {
        for (const [event, by] of nonProvider) {
          expect(outcome({ mode, status }, event, by), `${event.type} by ${by} on ${mode} ${status}`).toBe(
            'refused',
          );
        }
      }
    }
  });
});

describe("a provider's report of a state already passed is stale", () => {
  it.each([
    ['authorized after ACTIVATED', enach('ACTIVATED'), authorized],
    ['submitted after AUTHORIZED', enach('AUTHORIZED'), submitted],
    ['submitted after IN_PROCESS (a redelivery)', enach('IN_PROCESS'), submitted],
    ['authorized after AUTHORIZED (a redelivery)', enach('AUTHORIZED'), authorized],
    ['registered again after ACTIVATED', enach('ACTIVATED'), registered],
    ['rejected after ACTIVATED (an end is as far as any other end)', enach('ACTIVATED'), bankRejects],
    ['registered after REJECTED', enach('REJECTED'), registered],
    ['registered after CANCELLED', enach('CANCELLED'), registered],
    ['paper: registered again after ACTIVATED', pnach('ACTIVATED'), registered],
    ['paper: rejected after ACTIVATED', pnach('ACTIVATED'), bankRejects],
    ['paper: submitted after AUTHORIZED', pnach('AUTHORIZED'), submitted],
  ] as const)('%s', (_, state, event) => {
    expect(moveMandate(state, event)).toEqual({
      kind: 'stale',
      reason: `${event.type} after ${state.status}`,
    });
  });

  it('is stale only for the provider: the same event by another actor is refused', () => {
    expect(outcome(enach('ACTIVATED'), registered, 'system')).toBe('refused');
    expect(outcome(pnach('REJECTED'), staffRejects)).toBe('refused');
  });
});

describe('what the borrower sees and what the mandate allows', () => {
  it('shows no NACH status before the mandate starts or once it is set aside', () => {
    expect(mandateStatuses.map((status) => [status, nachStatusOf(status)])).toEqual([
      ['PENDING', null],
      ['IN_PROCESS', 'IN_PROCESS'],
      ['AUTHORIZED', 'AUTHORIZED'],
      ['ACTIVATED', 'ACTIVATED'],
      ['REJECTED', 'REJECTED'],
      ['CANCELLED', null],
    ]);
  });

  it('clears the repayment step on a registered e-mandate, or paper operations accepted', () => {
    const clearing = mandateModes.flatMap((mode) =>
      mandateStatuses
        .filter((status) => mandateClearsRepaymentStep({ mode, status }))
        .map((status) => `${mode} ${status}`),
    );
    expect(clearing).toEqual(['ENACH ACTIVATED', 'PNACH AUTHORIZED', 'PNACH ACTIVATED']);
  });

  it('lets the borrower choose again while the mandate waits for them, or a scan awaits operations', () => {
    const supersedable = mandateModes.flatMap((mode) =>
      mandateStatuses
        .filter((status) => borrowerMaySupersede({ mode, status }))
        .map((status) => `${mode} ${status}`),
    );
    expect(supersedable).toEqual(['ENACH PENDING', 'PNACH PENDING', 'PNACH IN_PROCESS']);
  });

  it('can cancel every mandate the borrower may supersede', () => {
    for (const mode of mandateModes) {
      for (const status of mandateStatuses.filter((s) => borrowerMaySupersede({ mode, status: s }))) {
        expect(outcome({ mode, status }, { type: 'cancelled', reason: 'superseded' }, 'borrower')).toBe(
          'CANCELLED',
        );
      }
    }
  });

  it('lets the borrower set aside only what waits for them: a mandate a bank holds is for operations', () => {
    // The table agrees with borrowerMaySupersede: the borrower's cancel is refused where it is false.
    for (const state of [enach('IN_PROCESS'), enach('AUTHORIZED'), pnach('AUTHORIZED')]) {
      expect(borrowerMaySupersede(state)).toBe(false);
      expect(outcome(state, { type: 'cancelled', reason: 'superseded' }, 'borrower')).toBe('refused');
      expect(outcome(state, { type: 'cancelled', reason: 'operations' }, 'staff')).toBe('CANCELLED');
      expect(outcome(state, { type: 'cancelled', reason: 'offer-ended' }, 'system')).toBe('CANCELLED');
    }
    for (const state of [enach('PENDING'), pnach('PENDING'), pnach('IN_PROCESS')]) {
      expect(borrowerMaySupersede(state)).toBe(true);
      expect(outcome(state, { type: 'cancelled', reason: 'superseded' }, 'borrower')).toBe('CANCELLED');
    }
  });
});

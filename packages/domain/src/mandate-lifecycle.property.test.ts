import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  mandateModes,
  mandateStatuses,
  moveMandate,
  terminalMandateStatuses,
  type MandateActor,
  type MandateEvent,
  type MandateMode,
  type MandateState,
  type MandateStatus,
} from './mandate-lifecycle.ts';
import {
  enach,
  providerEvents,
  rankOf,
  registered,
  submitted,
  authorized,
  staffRejects,
} from './mandate-lifecycle-test-kit.ts';

describe('provider reports in any order (properties)', () => {
  const anyProviderEvent = fc.constantFrom(...providerEvents);
  const anyMode = fc.constantFrom<MandateMode>(...mandateModes);

  function replay(from: MandateState, events: readonly MandateEvent[]): MandateState {
    return events.reduce((state, event) => {
      const result = moveMandate(state, event);
      return result.kind === 'moved' ? { ...state, status: result.status } : state;
    }, from);
  }

  it('never moves an e-mandate backwards, never refuses a report, and never leaves its one end', () => {
    fc.assert(
      fc.property(fc.array(anyProviderEvent, { maxLength: 30 }), (events) => {
        let state = enach('PENDING');
        let ended: MandateStatus | null = null;
        for (const event of events) {
          const result = moveMandate(state, event);
          expect(result.kind).not.toBe('refused');
          if (result.kind === 'moved') {
            expect(ended).toBeNull();
            expect(rankOf(result.status)).toBeGreaterThan(rankOf(state.status));
            state = { ...state, status: result.status };
          }
          if (terminalMandateStatuses.includes(state.status)) {
            expect(ended ?? state.status).toBe(state.status);
            ended = state.status;
          }
        }
      }),
    );
  });

  it('never moves any mandate backwards, whoever sends whatever, and never out of an end', () => {
    const anyEvent = fc.constantFrom<[MandateEvent, MandateActor]>(
      ...providerEvents.map((e): [MandateEvent, MandateActor] => [e, 'provider']),
      ...(['borrower', 'staff', 'system', 'provider'] as const).flatMap(
        (by): [MandateEvent, MandateActor][] => [
          [{ type: 'scan-uploaded' }, by],
          [{ type: 'scan-accepted' }, by],
          [staffRejects, by],
          [{ type: 'cancelled', reason: 'superseded' }, by],
        ],
      ),
    );
    fc.assert(
      fc.property(anyMode, fc.array(anyEvent, { maxLength: 30 }), (mode, events) => {
        let state: MandateState = { mode, status: 'PENDING' };
        for (const [event, by] of events) {
          const result = moveMandate(state, event, by);
          if (result.kind !== 'moved') continue;
          expect(terminalMandateStatuses).not.toContain(state.status);
          expect(rankOf(result.status)).toBeGreaterThan(rankOf(state.status));
          state = { ...state, status: result.status };
        }
      }),
    );
  });

  it('applies a repeated report once: the second is stale or changes nothing', () => {
    fc.assert(
      fc.property(anyMode, fc.constantFrom(...mandateStatuses), anyProviderEvent, (mode, status, event) => {
        const once = replay({ mode, status }, [event]);
        expect(replay({ mode, status }, [event, event])).toEqual(once);
        const second = moveMandate(once, event);
        expect(second.kind).not.toBe('moved');
        if (mode === 'ENACH') expect(second.kind).toBe('stale');
      }),
    );
  });

  it('ends ACTIVATED after a complete e-mandate history in any order, repeats included', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([submitted, authorized, registered], { minLength: 3 }),
        fc.array(fc.constantFrom(submitted, authorized, registered), { maxLength: 6 }),
        (history, repeats) => {
          expect(replay(enach('PENDING'), history).status).toBe('ACTIVATED');
          expect(replay(enach('PENDING'), [...history, ...repeats]).status).toBe('ACTIVATED');
        },
      ),
    );
  });
});

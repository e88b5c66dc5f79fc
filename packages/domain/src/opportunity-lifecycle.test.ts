import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { canMoveOpportunity, opportunityTransitions } from './application-lifecycle.ts';
import {
  actorOf,
  approvedOpportunity,
  consentSteps,
  moveOpportunity,
  opportunityMoves,
  opportunityStatuses,
  rowAllowedByStatusTable,
  stepsDueOnConsent,
  type OpportunityEvent,
  type OpportunityMove,
  type OpportunityState,
} from './opportunity-lifecycle.ts';
import { everyOpportunityEvent, reachableOpportunityStates } from './opportunity-lifecycle-test-kit.ts';

const state = (patch: Partial<OpportunityState>): OpportunityState => ({ ...approvedOpportunity, ...patch });
const consented = (selfEmployed = false) =>
  state({ status: 'CUST_CONSENT_GIVEN', subStatuses: stepsDueOnConsent(selfEmployed) });

function run(from: OpportunityState, events: OpportunityEvent[]): OpportunityState {
  return events.reduce((current, event) => {
    const result = moveOpportunity(current, event);
    if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
    return result.state;
  }, from);
}

/** The event a row describes, made by the row's first actor, from a state the row may leave. */
function exampleOf(move: OpportunityMove): { from: OpportunityState; event: OpportunityEvent } {
  const by = move.by[0]!;
  const event: OpportunityEvent =
    move.event === 'lender-moves'
      ? { type: 'lender-moves', to: move.to, by }
      : move.event === 'customer-accepts'
        ? { type: 'customer-accepts', selfEmployed: false }
        : ({ type: move.event } as OpportunityEvent);
  const steps: Partial<Record<OpportunityMove['event'], OpportunityState>> = {
    'pa-form-done': consented(),
    'udyam-fields-saved': state({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['UDYAM_REG_FIELDS_PENDING', 'SHUBHSIGN_PENDING'],
    }),
    'agreement-generated': state({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    }),
    'e-signed': state({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['SHUBHSIGN_PENDING'],
      agreementReady: true,
    }),
    'mandate-registered': state({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['REPAY_INST_PENDING'],
      isEsignDone: true,
    }),
  };
  return { from: steps[move.event] ?? state({ status: move.from }), event };
}

describe('the opportunity moves table', () => {
  it.each(opportunityMoves.map((move) => [`${move.event}: ${move.from} -> ${move.to}`, move] as const))(
    'makes %s',
    (_, move) => {
      const { from, event } = exampleOf(move);
      const result = moveOpportunity(from, event);
      expect(result).toMatchObject({ ok: true, state: { status: move.to }, move });
    },
  );

  it('moves a status only where the status table allows it, for the same actors', () => {
    for (const move of opportunityMoves)
      expect(rowAllowedByStatusTable(move), JSON.stringify(move)).toBe(true);
  });

  it('covers every status move of the status table but the unused CUST_CONSENT_PENDING', () => {
    const made = new Set(opportunityMoves.flatMap((m) => m.by.map((by) => `${m.from}>${m.to}>${by}`)));
    const unmade = opportunityTransitions
      .flatMap((t) => t.by.map((by) => `${t.from}>${t.to}>${by}`))
      .filter((key) => !made.has(key));
    expect(unmade.every((key) => key.includes('CUST_CONSENT_PENDING'))).toBe(true);
  });
});

describe('consent and the steps it makes due (§4.1, §4.2)', () => {
  it('accepting makes the form, the e-sign and the repayment mode due, Udyam too when self-employed', () => {
    expect(run(approvedOpportunity, [{ type: 'customer-accepts', selfEmployed: false }])).toEqual(
      state({
        status: 'CUST_CONSENT_GIVEN',
        subStatuses: ['PA_FORM_PENDING', 'SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
      }),
    );
    expect(run(approvedOpportunity, [{ type: 'customer-accepts', selfEmployed: true }]).subStatuses).toEqual([
      'PA_FORM_PENDING',
      'UDYAM_REG_FIELDS_PENDING',
      'SHUBHSIGN_PENDING',
      'REPAY_INST_PENDING',
    ]);
  });

  it('declining leaves CUST_NOT_INTERESTED with CONSENT_DENIED, and a later accept starts the steps', () => {
    const declined = run(approvedOpportunity, [{ type: 'customer-declines' }]);
    expect(declined).toEqual(state({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }));
    expect(run(declined, [{ type: 'customer-accepts', selfEmployed: false }])).toEqual(consented());
  });

  it('each step clears its own sub-status, in order, to a signed agreement with a mandate', () => {
    const done = run(consented(true), [
      { type: 'pa-form-done' },
      { type: 'udyam-fields-saved' },
      { type: 'agreement-generated' },
      { type: 'e-signed' },
      { type: 'mandate-registered' },
    ]);
    expect(done).toEqual({
      status: 'DISBURSAL_PENDING',
      subStatuses: [],
      agreementReady: true,
      isEsignDone: true,
    });
  });

  it('names for each step the event that clears it', () => {
    expect(consentSteps.map((s) => [s.subStatus, s.clearedBy])).toEqual([
      ['PA_FORM_PENDING', 'pa-form-done'],
      ['UDYAM_REG_FIELDS_PENDING', 'udyam-fields-saved'],
      ['SHUBHSIGN_PENDING', 'e-signed'],
      ['REPAY_INST_PENDING', 'mandate-registered'],
    ]);
  });
});

describe('refusals are answers, not throws', () => {
  const refusal = (from: OpportunityState, event: OpportunityEvent) => {
    const result = moveOpportunity(from, event);
    return result.ok ? 'allowed' : result.code;
  };

  it('refuses a second answer with the spec message', () => {
    expect(moveOpportunity(consented(), { type: 'customer-accepts', selfEmployed: false })).toEqual({
      ok: false,
      code: 'CONSENT_ALREADY_MARKED',
      reason: 'Consent is already marked',
    });
    expect(refusal(consented(), { type: 'customer-declines' })).toBe('CONSENT_ALREADY_MARKED');
    expect(
      refusal(state({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }), {
        type: 'customer-declines',
      }),
    ).toBe('CONSENT_ALREADY_MARKED');
  });

  it('refuses steps out of turn, or not due', () => {
    expect(refusal(consented(), { type: 'e-signed' })).toBe('EARLIER_STEP_PENDING');
    expect(refusal(consented(), { type: 'agreement-generated' })).toBe('EARLIER_STEP_PENDING');
    expect(refusal(consented(), { type: 'udyam-fields-saved' })).toBe('STEP_NOT_DUE');
    expect(refusal(consented(true), { type: 'e-signed' })).toBe('EARLIER_STEP_PENDING');
    const formDone = run(consented(), [{ type: 'pa-form-done' }]);
    expect(refusal(formDone, { type: 'e-signed' })).toBe('AGREEMENT_NOT_READY');
    expect(refusal(formDone, { type: 'mandate-registered' })).toBe('EARLIER_STEP_PENDING');
    expect(refusal(run(formDone, [{ type: 'agreement-generated' }]), { type: 'agreement-generated' })).toBe(
      'STEP_NOT_DUE',
    );
    expect(refusal(formDone, { type: 'pa-form-done' })).toBe('STEP_NOT_DUE');
  });

  it('refuses the lender before the payout is due, a move from the wrong status, and the wrong actor', () => {
    expect(refusal(consented(), { type: 'lender-moves', to: 'DOC_PROCESSING', by: 'system' })).toBe(
      'NOT_FROM_STATUS',
    );
    expect(refusal(approvedOpportunity, { type: 'pa-form-done' })).toBe('NOT_FROM_STATUS');
    expect(refusal(consented(), { type: 'offer-expires' })).toBe('NOT_FROM_STATUS');
    expect(refusal(state({ status: 'CANCELLED' }), { type: 'customer-accepts', selfEmployed: false })).toBe(
      'NOT_FROM_STATUS',
    );
    const settled = state({ status: 'DISBURSAL_PENDING', isEsignDone: true, agreementReady: true });
    expect(refusal(settled, { type: 'lender-moves', to: 'DISBURSED', by: 'staff' })).toBe('ACTOR_NOT_ALLOWED');
    expect(refusal(settled, { type: 'lender-moves', to: 'DOC_PROCESSING', by: 'system' })).toBe(
      'NOT_FROM_STATUS',
    );
    expect(refusal(consented(), { type: 'mandate-lost' })).toBe('NOT_FROM_STATUS');
    const lost = run(settled, [{ type: 'mandate-lost' }]);
    expect(lost).toMatchObject({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['REPAY_INST_PENDING'] });
  });
});

describe('any sequence of events from an approval (property)', () => {
  const events = fc.array(fc.constantFrom(...everyOpportunityEvent), { maxLength: 40 });

  it('only makes moves the status table allows, and never revives what ended', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        let current = approvedOpportunity;
        for (const event of sequence) {
          const result = moveOpportunity(current, event);
          if (!result.ok) continue;
          const next = result.state;
          expect(opportunityStatuses).toContain(next.status);
          if (next.status !== current.status) {
            expect(canMoveOpportunity(current.status, next.status, actorOf(event))).toBe(true);
          }
          // CUST_NOT_INTERESTED is left only by the borrower's own accept, or by ending the offer.
          if (current.status === 'CUST_NOT_INTERESTED' && next.status !== 'CUST_NOT_INTERESTED') {
            expect(event.type === 'customer-accepts' || next.status === 'CANCELLED').toBe(true);
          }
          // A declined opportunity carries CONSENT_DENIED and nothing else.
          if (next.status === 'CUST_NOT_INTERESTED') expect(next.subStatuses).toEqual(['CONSENT_DENIED']);
          // Sub-statuses stay in the steps' order.
          if (next.status === 'CUST_CONSENT_GIVEN') {
            const order = consentSteps.map((s) => s.subStatus);
            const positions = next.subStatuses.map((s) => order.indexOf(s));
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
            expect(positions.every((p) => p >= 0)).toBe(true);
          }
          current = next;
        }
        if (sequence.length > 0 && ['CANCELLED', 'DISBURSED'].includes(current.status)) {
          for (const event of everyOpportunityEvent) expect(moveOpportunity(current, event).ok).toBe(false);
        }
      }),
    );
  });

  it('reaches every status of the table but CUST_CONSENT_PENDING and the agency mode statuses', () => {
    const reached = new Set(reachableOpportunityStates().map((s) => s.status));
    expect(opportunityStatuses.filter((s) => !reached.has(s))).toEqual([
      'CUST_CONSENT_PENDING',
      'AGENT_ASSIGNED',
      'DOC_RECEIVED_BY_AGENT',
      'DOC_PROCESSING',
      'VERIFYING_DOCS',
      'RE_DOC_REQUESTED',
    ]);
  });
});

import { describe, expect, it } from 'vitest';

import type { mandateModes, nachStatuses } from './mandate-lifecycle.ts';
import { awaitsPayout, offerStageOf, offerTaken } from './offer-stage.ts';
import {
  approvedOpportunity,
  moveOpportunity,
  opportunityStatuses,
  stepsDueOnConsent,
  type OpportunityEvent,
  type OpportunityState,
} from './opportunity-lifecycle.ts';

/** The opportunity after `events` from an approval; a refused event fails the test. */
function after(...events: OpportunityEvent[]): OpportunityState {
  return events.reduce((state, event) => {
    const result = moveOpportunity(state, event);
    if (!result.ok) throw new Error(`${event.type} refused in ${state.status}: ${result.reason}`);
    return result.state;
  }, approvedOpportunity);
}

const signed: OpportunityEvent[] = [
  { type: 'customer-accepts', selfEmployed: false },
  { type: 'pa-form-done' },
  { type: 'agreement-generated' },
  { type: 'e-signed' },
];
const disburse: OpportunityEvent = { type: 'lender-moves', to: 'DISBURSED', by: 'system' };

describe("an offer's stage", () => {
  it('names every opportunity status', () => {
    for (const status of opportunityStatuses) expect(offerStageOf(status)).toBeDefined();
    expect(offerStageOf('SOMETHING_NEW')).toBeUndefined();
    expect(offerStageOf(null)).toBeUndefined();
  });

  it('is taken once accepted, through the payout; not while it awaits an answer, nor once ended', () => {
    const taken = opportunityStatuses.filter((status) => offerTaken(status));
    expect(taken).toEqual([
      'CUST_CONSENT_GIVEN',
      'AGENT_ASSIGNED',
      'DOC_RECEIVED_BY_AGENT',
      'DOC_PROCESSING',
      'VERIFYING_DOCS',
      'RE_DOC_REQUESTED',
      'DISBURSAL_PENDING',
      'DISBURSED',
    ]);
    expect(offerTaken(after({ type: 'customer-declines' }).status)).toBe(false);
  });
});

describe('awaiting the payout', () => {
  it('is every state from the mandate that lets the lender disburse until the payout', () => {
    const walk: [OpportunityEvent[], boolean][] = [
      [[], false],
      [signed.slice(0, 1), false],
      [signed, false],
      [[...signed, { type: 'mandate-registered' }], true],
      [[...signed, { type: 'mandate-registered' }, disburse], false],
      // The beneficiary's bank sent the payout back: it is awaited again.
      [[...signed, { type: 'mandate-registered' }, disburse, { type: 'payout-returned' }], true],
      // The bank rejected the paper mandate the payout waited on: repayment is to be set up again.
      [[...signed, { type: 'mandate-registered' }, { type: 'mandate-lost' }], false],
    ];
    for (const [events, awaited] of walk) {
      const { status } = after(...events);
      expect(awaitsPayout({ opportunityStatus: status }), status).toBe(awaited);
      expect(offerStageOf(status) === 'awaitingPayout').toBe(awaited);
    }
  });

  it('counts a mandate that cleared the repayment step before the opportunity says so', () => {
    const atRepayment = after(...signed);
    expect(atRepayment.subStatuses).toEqual(stepsDueOnConsent(false).slice(-1));
    const cleared = (mode: (typeof mandateModes)[number], nachStatus: (typeof nachStatuses)[number]) =>
      awaitsPayout({ opportunityStatus: atRepayment.status, mandate: { mode, nachStatus } });
    expect(cleared('ENACH', 'ACTIVATED')).toBe(true);
    expect(cleared('PNACH', 'AUTHORIZED')).toBe(true);
    expect(cleared('PNACH', 'ACTIVATED')).toBe(true);
    expect(cleared('ENACH', 'AUTHORIZED')).toBe(false);
    expect(cleared('ENACH', 'IN_PROCESS')).toBe(false);
    expect(cleared('PNACH', 'REJECTED')).toBe(false);
    expect(awaitsPayout({ opportunityStatus: atRepayment.status, mandate: null })).toBe(false);
    // An offer that ended keeps no claim on a payout, whatever its mandate said.
    expect(
      awaitsPayout({ opportunityStatus: 'CANCELLED', mandate: { mode: 'ENACH', nachStatus: 'ACTIVATED' } }),
    ).toBe(false);
  });

  it("reads the application's status when the opportunity is not known, the opportunity's when it is", () => {
    expect(awaitsPayout({ applicationStatus: 'DISBURSAL_PENDING' })).toBe(true);
    expect(awaitsPayout({ applicationStatus: 'DISBURSED' })).toBe(false);
    expect(awaitsPayout({ applicationStatus: 'APPROVED' })).toBe(false);
    // A cached application status a step behind its opportunity.
    expect(
      awaitsPayout({ opportunityStatus: 'DISBURSAL_PENDING', applicationStatus: 'CUST_CONSENT_GIVEN' }),
    ).toBe(true);
    expect(awaitsPayout({ opportunityStatus: 'DISBURSED', applicationStatus: 'DISBURSAL_PENDING' })).toBe(
      false,
    );
  });
});

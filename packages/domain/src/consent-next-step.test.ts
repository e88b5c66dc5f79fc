import { describe, expect, it } from 'vitest';

import {
  consentStepTable,
  explainConsentStep,
  matchesRow,
  nextConsentStep,
  secondReadingStep,
  type ConsentState,
  type SecondReadingState,
  type ConsentStepRow,
} from './consent-next-step.ts';
import { opportunityStatuses, stepsDueOnConsent } from './opportunity-lifecycle.ts';
import { reachableOpportunityStates } from './opportunity-lifecycle-test-kit.ts';

const base: ConsentState = {
  status: 'LENDER_APPROVED',
  subStatuses: [],
  unsignedDocLoaded: false,
  esignDone: false,
  pnachLink: false,
  onScanPath: false,
  onRedirectionPath: false,
};
const at = (patch: Partial<ConsentState>): ConsentState => ({ ...base, ...patch });
const given = (patch: Partial<ConsentState>) => at({ status: 'CUST_CONSENT_GIVEN', ...patch });

/** One state for each row, which that row decides (no row above it matches). */
const examples: [string, ConsentState][] = [
  [
    '§4.2: on the redirection path the user stays there',
    given({ subStatuses: ['PA_FORM_PENDING'], onRedirectionPath: true }),
  ],
  ['§4.2 LENDER_APPROVED: loan details', at({})],
  ['§4.2 CUST_CONSENT_GIVEN 1: PA_FORM_PENDING', given({ subStatuses: stepsDueOnConsent(true) })],
  [
    '§4.2 CUST_CONSENT_GIVEN 2: UDYAM_REG_FIELDS_PENDING',
    given({ subStatuses: ['UDYAM_REG_FIELDS_PENDING', 'SHUBHSIGN_PENDING'] }),
  ],
  [
    '§4.2 CUST_CONSENT_GIVEN 3: SHUBHSIGN_PENDING, no unsigned document',
    given({ subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'] }),
  ],
  [
    '§4.2 CUST_CONSENT_GIVEN 4: SHUBHSIGN_PENDING, e-sign not done',
    given({ subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'], unsignedDocLoaded: true }),
  ],
  [
    '§4.2 CUST_CONSENT_GIVEN 5: REPAY_INST_PENDING, pnach link, on the scan path',
    given({ subStatuses: ['REPAY_INST_PENDING'], esignDone: true, pnachLink: true, onScanPath: true }),
  ],
  [
    '§4.2 CUST_CONSENT_GIVEN 5: REPAY_INST_PENDING',
    given({ subStatuses: ['REPAY_INST_PENDING'], esignDone: true, onScanPath: true }),
  ],
  ['§4.2 CUST_CONSENT_GIVEN 6: e-sign done', given({ esignDone: true })],
  ['§4.2 CUST_CONSENT_GIVEN 7: otherwise', given({})],
  [
    '§4.2 CUST_NOT_INTERESTED with CONSENT_DENIED',
    at({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }),
  ],
  ['§4.2 any other CUST_NOT_INTERESTED', at({ status: 'CUST_NOT_INTERESTED' })],
  ['decisions.md: with the lender after consent', at({ status: 'VERIFYING_DOCS' })],
  ['decisions.md: no opportunity, or it was cancelled or expired', at({ status: null })],
];

describe('the consent next-step table (§4.2)', () => {
  it('has an example for every row, in the table order', () => {
    expect(examples.map(([rule]) => rule)).toEqual(consentStepTable.map((row) => row.rule));
  });

  it.each(examples)('%s', (rule, state) => {
    const { row, route } = explainConsentStep(state);
    expect(row?.rule).toBe(rule);
    expect(route).toBe(row?.route);
  });

  it('routes as §4.2 words it', () => {
    const routes = examples.map(([, state]) => nextConsentStep(state));
    expect(routes).toEqual([
      'redirection',
      'loan-details',
      'pa-form',
      'udyam',
      'timer-delay',
      'shubh-form',
      'repay/scan',
      'repay',
      'complete',
      'error',
      'loan-reject',
      'complete',
      'complete',
      'error',
    ]);
  });

  it('decides for every status and for none: some row always matches', () => {
    for (const status of [...opportunityStatuses, null]) {
      expect(
        consentStepTable.some((row: ConsentStepRow) => matchesRow(row, at({ status }))),
        String(status),
      ).toBe(true);
    }
    expect(nextConsentStep(at({ status: 'CANCELLED' }))).toBe('error');
    expect(nextConsentStep(at({ status: 'CUST_CONSENT_PENDING' }))).toBe('loan-details');
  });
});

describe('the next step of every reachable opportunity', () => {
  const flagSets = [false, true].flatMap((pnachLink) =>
    [false, true].map((onScanPath) => ({ pnachLink, onScanPath })),
  );

  it('is a screen, not the error page, except for an offer cancelled or expired', () => {
    const states = reachableOpportunityStates();
    expect(states.length).toBeGreaterThan(10);
    for (const opportunity of states) {
      for (const flags of flagSets) {
        const state: ConsentState = {
          status: opportunity.status,
          subStatuses: opportunity.subStatuses,
          unsignedDocLoaded: opportunity.agreementReady,
          esignDone: opportunity.isEsignDone,
          onRedirectionPath: false,
          ...flags,
        };
        const route = nextConsentStep(state);
        if (opportunity.status === 'CANCELLED') expect(route).toBe('error');
        else expect(route, JSON.stringify(state)).not.toBe('error');
      }
    }
  });

  it('is the step the opportunity holds first', () => {
    const firstDue = { PA_FORM_PENDING: 'pa-form', UDYAM_REG_FIELDS_PENDING: 'udyam' } as const;
    for (const opportunity of reachableOpportunityStates()) {
      const first = opportunity.subStatuses[0];
      if (opportunity.status !== 'CUST_CONSENT_GIVEN' || !first || !(first in firstDue)) continue;
      const state = {
        ...base,
        ...opportunity,
        unsignedDocLoaded: opportunity.agreementReady,
        esignDone: opportunity.isEsignDone,
      };
      expect(nextConsentStep(state)).toBe(firstDue[first as keyof typeof firstDue]);
    }
  });
});

describe('the second reading (§4.3) against the first (§4.2), on every reachable opportunity', () => {
  it('agrees but where docs/decisions.md says they part: the Udyam and repayment steps, a decline, and the lender’s statuses', () => {
    const parted = new Set<string>();
    for (const opportunity of reachableOpportunityStates()) {
      const state: SecondReadingState = {
        ...base,
        status: opportunity.status,
        subStatuses: opportunity.subStatuses,
        unsignedDocLoaded: opportunity.agreementReady,
        esignDone: opportunity.isEsignDone,
        // Past the form, the document consent is answered (it is the form's last item).
        chequeAnswered: !opportunity.subStatuses.includes('PA_FORM_PENDING'),
        amount: 3_000_000,
        esignRequested: opportunity.agreementReady,
      };
      const first = nextConsentStep(state);
      const second = secondReadingStep(state);
      if (first !== second) parted.add(`${first} / ${second ?? 'nothing'}`);
    }
    expect([...parted].sort()).toEqual(
      [
        // A declined offer: §4.2 says rejected (its 'Accept Loan' leads to the details), §4.3 the details.
        'loan-reject / loan-details',
        // §4.3 has no Udyam or repayment step: after the form it waits for the agreement.
        'udyam / timer-delay',
        'repay / complete',
        // After consent the lender's statuses: §4.2 (our reading) completes, §4.3 shows nothing.
        'complete / nothing',
        'error / nothing',
      ].sort(),
    );
  });

  it('asks for the document consent above Rs 4,000 only, and for an unclear document', () => {
    const state = (patch: Partial<SecondReadingState>): SecondReadingState => ({
      ...given({ subStatuses: ['SHUBHSIGN_PENDING'] }),
      chequeAnswered: false,
      amount: 500_000,
      esignRequested: false,
      ...patch,
    });
    expect(secondReadingStep(state({}))).toBe('document-consent');
    expect(secondReadingStep(state({ amount: 400_000 }))).toBe('timer-delay');
    expect(
      secondReadingStep(state({ chequeAnswered: true, subStatuses: ['SHUBHSIGN_PENDING', 'PAN_UNCLEAR'] })),
    ).toBe('document-consent');
    expect(
      secondReadingStep(state({ chequeAnswered: true, unsignedDocLoaded: true, esignRequested: true })),
    ).toBe('shubh-form');
  });
});

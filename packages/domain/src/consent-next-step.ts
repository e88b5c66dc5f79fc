/**
 * Which consent-area route a borrower is on next (spec 001 §4.2, routes of §2.1). One table, read
 * top to bottom: the first row that matches decides. The spec gives a second reading (§4.3); the
 * choice between them is in docs/decisions.md ('The consent area's next step').
 */
import type { OpportunityStatus, OpportunitySubStatus } from './opportunity-lifecycle.ts';

export const consentRoutes = [
  'loan-details',
  'pa-form',
  'udyam',
  'timer-delay',
  'shubh-form',
  'repay',
  'repay/scan',
  'complete',
  'loan-reject',
  'error',
  'redirection',
] as const;
export type ConsentRoute = (typeof consentRoutes)[number];

export type ConsentState = {
  /** The active opportunity's status; null when there is none. */
  status: OpportunityStatus | null;
  subStatuses: readonly OpportunitySubStatus[];
  /** The unsigned loan agreement has been fetched. */
  unsignedDocLoaded: boolean;
  esignDone: boolean;
  /** The opportunity's NACH carries a pnach (paper mandate) link. */
  pnachLink: boolean;
  onScanPath: boolean;
  onRedirectionPath: boolean;
};

export type ConsentStepRow = {
  /** Where the row comes from, as the spec words it. */
  rule: string;
  /** The statuses the row applies to; 'any' for every status and none. */
  status: readonly (OpportunityStatus | null)[] | 'any';
  /** Sub-statuses that must all be present. */
  needs?: readonly OpportunitySubStatus[];
  /** Flags that must hold as given. */
  flags?: Partial<
    Pick<ConsentState, 'unsignedDocLoaded' | 'esignDone' | 'pnachLink' | 'onScanPath' | 'onRedirectionPath'>
  >;
  route: ConsentRoute;
};

const given = ['CUST_CONSENT_GIVEN'] as const;

/** After consent the lender's agents take over: nothing is left for the borrower here. */
const withLender = [
  'AGENT_ASSIGNED',
  'DOC_RECEIVED_BY_AGENT',
  'DOC_PROCESSING',
  'VERIFYING_DOCS',
  'RE_DOC_REQUESTED',
  'DISBURSAL_PENDING',
  'DISBURSED',
] as const;

export const consentStepTable: readonly ConsentStepRow[] = [
  {
    rule: '§4.2: on the redirection path the user stays there',
    status: 'any',
    flags: { onRedirectionPath: true },
    route: 'redirection',
  },
  {
    rule: '§4.2 LENDER_APPROVED: loan details',
    status: ['LENDER_APPROVED', 'CUST_CONSENT_PENDING'],
    route: 'loan-details',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 1: PA_FORM_PENDING',
    status: given,
    needs: ['PA_FORM_PENDING'],
    route: 'pa-form',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 2: UDYAM_REG_FIELDS_PENDING',
    status: given,
    needs: ['UDYAM_REG_FIELDS_PENDING'],
    route: 'udyam',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 3: SHUBHSIGN_PENDING, no unsigned document',
    status: given,
    needs: ['SHUBHSIGN_PENDING'],
    flags: { unsignedDocLoaded: false },
    route: 'timer-delay',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 4: SHUBHSIGN_PENDING, e-sign not done',
    status: given,
    needs: ['SHUBHSIGN_PENDING'],
    flags: { esignDone: false },
    route: 'shubh-form',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 5: REPAY_INST_PENDING, pnach link, on the scan path',
    status: given,
    needs: ['REPAY_INST_PENDING'],
    flags: { pnachLink: true, onScanPath: true },
    route: 'repay/scan',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 5: REPAY_INST_PENDING',
    status: given,
    needs: ['REPAY_INST_PENDING'],
    route: 'repay',
  },
  {
    rule: '§4.2 CUST_CONSENT_GIVEN 6: e-sign done',
    status: given,
    flags: { esignDone: true },
    route: 'complete',
  },
  { rule: '§4.2 CUST_CONSENT_GIVEN 7: otherwise', status: given, route: 'error' },
  {
    rule: '§4.2 CUST_NOT_INTERESTED with CONSENT_DENIED',
    status: ['CUST_NOT_INTERESTED'],
    needs: ['CONSENT_DENIED'],
    route: 'loan-reject',
  },
  { rule: '§4.2 any other CUST_NOT_INTERESTED', status: ['CUST_NOT_INTERESTED'], route: 'complete' },
  { rule: 'decisions.md: with the lender after consent', status: withLender, route: 'complete' },
  {
    rule: 'decisions.md: no opportunity, or it was cancelled or expired',
    status: [null, 'CANCELLED'],
    route: 'error',
  },
];

export function matchesRow(row: ConsentStepRow, state: ConsentState): boolean {
  if (row.status !== 'any' && !row.status.includes(state.status)) return false;
  if (row.needs && !row.needs.every((s) => state.subStatuses.includes(s))) return false;
  const flags = Object.entries(row.flags ?? {}) as [keyof ConsentState, boolean][];
  return flags.every(([flag, value]) => state[flag] === value);
}

/** The first matching row's route, and the row, so a caller can say why. */
export function explainConsentStep(state: ConsentState): { route: ConsentRoute; row: ConsentStepRow | null } {
  const row = consentStepTable.find((r) => matchesRow(r, state)) ?? null;
  return { route: row?.route ?? 'error', row };
}

export function nextConsentStep(state: ConsentState): ConsentRoute {
  return explainConsentStep(state).route;
}

/** What §4.3's reading also reads: the document consent and the e-sign request. */
export type SecondReadingState = ConsentState & {
  /** The document consent (cheque) is answered. */
  chequeAnswered: boolean;
  /** The loan amount, paise. */
  amount: number;
  /** An e-sign request exists (the agreement was generated). */
  esignRequested: boolean;
};

/** Spec 001 §9: loans above Rs 4,000 ask for the document consent. */
const documentConsentAbovePaise = 400_000;

const unclearDocuments: readonly OpportunitySubStatus[] = [
  'AADHAAR_UNCLEAR',
  'PAN_UNCLEAR',
  'CURR_ADDR_PROOF_REQUESTED',
  'CHEQUE_UNCLEAR',
  'SELFIE_UNCLEAR',
];

/**
 * §4.3, the post-approval container's reading, row by row as the spec words it; `null` where it
 * shows nothing. The app follows §4.2 (`nextConsentStep`); this is kept so a test states exactly
 * where the two readings part (docs/decisions.md, 'The consent area's next step'). Its document
 * consent is the post-approval form's last item here, and KYC_PENDING is never set.
 */
export function secondReadingStep(
  state: SecondReadingState,
): ConsentRoute | 'kyc' | 'document-consent' | null {
  const has = (subStatus: OpportunitySubStatus) => state.subStatuses.includes(subStatus);
  if (
    state.status === 'LENDER_APPROVED' ||
    (state.status === 'CUST_NOT_INTERESTED' && state.subStatuses.length > 0)
  )
    return 'loan-details';
  if (state.status !== 'CUST_CONSENT_GIVEN') return null;
  if (has('PA_FORM_PENDING')) return 'pa-form';
  if (has('KYC_PENDING')) return 'kyc';
  const aboveThreshold = state.amount > documentConsentAbovePaise;
  if (aboveThreshold && (!state.chequeAnswered || unclearDocuments.some(has))) return 'document-consent';
  if (!state.unsignedDocLoaded && !state.esignDone) return 'timer-delay';
  if (state.esignRequested && !state.esignDone) return 'shubh-form';
  return 'complete';
}

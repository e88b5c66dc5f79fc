import type { InsuranceProduct } from '@kredo/contract/insurance';

import { failAsUnconfigured } from '../unconfigured-provider.ts';
import type { ConsentCheck, ConsentCodeSent, ConsentRequest, ProposalDocument } from './consent.ts';

/**
 * The insurer (through its distribution platform) whose policies the product sells, as ONDC's
 * FIS13 flow and distributor platforms meet a distributor (reference/lending-rules.md §7):
 *
 * - `products` is the catalogue: each product with its price and tax, covers, declarations, terms
 *   and the fields its proposal form needs.
 * - `propose` submits a paid proposal under our reference (the order id): the insurer accepts it
 *   (`pending`) or refuses it at once (`refused`). The same reference again answers the same
 *   proposal; an answer may be lost, so `findProposal` asks by reference.
 * - The policy is issued later (minutes to hours, at most 15 days by IRDAI's rule): `proposalStatus`
 *   is asked until it is `issued` (with the policy) or `failed`.
 * - `cancelPolicy` cancels an issued policy within its free look period; the insurer confirms it.
 * - `partnerLink` is the platform's own site for a mobile number (the insurance identity) and the
 *   policies in force it already holds there.
 * - `sendConsentCode` and `checkConsentCode`: a product whose form has an OTP field needs the
 *   insured's consent, a code the insurer sends to their mobile (consent.ts); the proposal names
 *   the verified consent. A product with a file field takes the document with the proposal.
 *
 * A real insurer is a new file beside sandbox.ts.
 */

export type ProposalRequest = {
  /** Ours (the order id): the insurer's idempotency key of the proposal. */
  reference: string;
  productId: string;
  /** The customer's insurance identity. */
  mobile: string;
  /** Paise the customer paid, tax included. */
  price: number;
  /** The proposal form's values as checked: dates in epoch milliseconds; no code, no file. */
  details: Record<string, string | number | boolean>;
  /** The verified consent of a product that asks for one. */
  consentId?: string | null;
  /** The documents of the form's file fields. */
  documents?: ProposalDocument[];
};

export const proposalStatuses = ['pending', 'issued', 'failed', 'refused', 'cancelled'] as const;
export type ProposalStatusCode = (typeof proposalStatuses)[number];

/** An issued policy as the insurer delivers it (the e-policy's data). */
export type IssuedPolicy = {
  policyNumber: string;
  issuedAt: Date;
  /** The cover's first and last day, YYYY-MM-DD (India). */
  coverFrom: string;
  coverTill: string;
};

export type ProposalState = {
  proposalId: string;
  reference: string;
  status: ProposalStatusCode;
  /** Why it was refused or failed, as the insurer words it. */
  message: string | null;
  /** Once issued (and still after a cancellation). */
  policy: IssuedPolicy | null;
};

export type PolicyCancellation = { cancellationId: string; policyNumber: string; cancelledAt: Date };

export type PartnerPolicy = {
  policyNumber: string;
  productName: string;
  insurerName: string;
  /** Paise. */
  sumInsured: number;
  coverFrom: string;
  coverTill: string;
};

export type Insurer = {
  readonly name: string;
  products(): Promise<InsuranceProduct[]>;
  /**
   * Submits the proposal, or answers the one made under this reference. Throws AppError
   * PROVIDER_UNAVAILABLE for an outage or an answer lost (the proposal may have been made: ask
   * `findProposal`).
   */
  propose(request: ProposalRequest): Promise<ProposalState>;
  /** Throws AppError NOT_FOUND for a proposal the insurer does not know. */
  proposalStatus(proposalId: string): Promise<ProposalState>;
  findProposal(reference: string): Promise<ProposalState | null>;
  /**
   * Cancels an issued policy in its free look period, once (asked again, the same cancellation).
   * Throws AppError CONFLICT for a policy not issued or past its free look period.
   */
  cancelPolicy(policyNumber: string, request: { reason: string }): Promise<PolicyCancellation>;
  partnerLink(mobile: string): Promise<{ link: string | null; activePolicies: PartnerPolicy[] }>;
  /**
   * Sends the insured a (new) consent code; an earlier code stops working. Throws ConsentError
   * (consent.ts) for a refusal, `closed` when the reference's consent can take no more codes.
   */
  sendConsentCode(request: ConsentRequest): Promise<ConsentCodeSent>;
  /** Checks a code; throws ConsentError `unknown_consent` or `code_not_sent`. */
  checkConsentCode(consentId: string, code: string): Promise<ConsentCheck>;
};

const unavailable = failAsUnconfigured('insurer');

/** Production until an insurer is configured: every call fails as an outage. */
export const unconfiguredInsurer: Insurer = {
  name: 'unconfigured',
  products: unavailable,
  propose: unavailable,
  proposalStatus: unavailable,
  findProposal: unavailable,
  cancelPolicy: unavailable,
  partnerLink: unavailable,
  sendConsentCode: unavailable,
  checkConsentCode: unavailable,
};

import type { BureauReportView, DecisionRecord } from '@kredo/contract/back-office';
import type { LoanOffer } from '@kredo/contract/loan-offer';

import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { offersCreditLine } from '../consent/credit-line-offer-terms.ts';
import { toLoanOffer } from './opportunity-records.ts';
import {
  decisionsOf,
  findLiveOpportunity,
  type DecisionRow,
  type OpportunityRow,
} from './underwriting.repository.ts';

export { offerPricingOf } from './offer-pricing.ts';
export { sendUnderwriting } from './underwriting-job-name.ts';
export { latestAutomaticOutcomes, liveOpportunityQuery } from './underwriting.repository.ts';

type Deps = Pick<AppDeps, 'db'>;

function toDecisionRecord(row: DecisionRow): DecisionRecord {
  return {
    id: row.id,
    outcome: row.outcome as DecisionRecord['outcome'],
    subStatuses: row.subStatuses,
    reasons: row.reasons,
    figures: row.figures,
    inputs: row.inputs,
    policyVersion: row.policyVersion,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt.toISOString(),
  };
}

/** The application's live offer (its opportunity), or null. */
export async function offerOf(deps: Deps, applicationId: string): Promise<LoanOffer | null> {
  const row = await findLiveOpportunity(deps.db, applicationId);
  return row ? toLoanOffer(row) : null;
}

/**
 * Every decision on an application (oldest first) with the inputs it read, the latest bureau
 * report, and the live offer: what the back office shows to explain a decision.
 */
export async function underwritingRecord(
  deps: Deps,
  applicationId: string,
): Promise<{ decisions: DecisionRecord[]; bureau: BureauReportView | null; offer: LoanOffer | null }> {
  if (!(await findApplication(deps.db, applicationId))) throw notFound('application');
  const decisions = await decisionsOf(deps.db, applicationId);
  const bureau = decisions.findLast((decision) => decision.bureauReport !== null)?.bureauReport ?? null;
  return {
    decisions: decisions.map(toDecisionRecord),
    bureau: bureau as BureauReportView | null,
    offer: await offerOf(deps, applicationId),
  };
}

/**
 * `lam/status`'s loanApprovalInfo (spec 000 §3.3, spec 001 §3): the application's live opportunity
 * (read with the status, `liveOpportunityQuery`) in the spec's field names; undefined while there is none.
 */
export function loanApprovalInfoOf(opportunity: OpportunityRow | null | undefined) {
  if (!opportunity) return undefined;
  const offer = toLoanOffer(opportunity);
  return {
    status: offer.status,
    subStatuses: offer.subStatuses,
    productCode: offer.productCode,
    lenderId: offer.lenderId,
    amount: offer.amount,
    tenureMonths: offer.tenureMonths,
    tenurePeriod: offer.tenurePeriod,
    paymentFrequency: offer.paymentFrequency,
    emiAmount: offer.emiAmount,
    installmentAmount: offer.installmentAmount,
    interestPercent: offer.interestPercent,
    processingFee: offer.processingFee,
    convenienceFeePct: offer.convenienceFeePct,
    minConvenienceFee: offer.minConvenienceFee,
    convenienceFee: offer.convenienceFee,
    dueDayOfMonth: offer.dueDayOfMonth,
    lenderOpportunityId: offer.opportunityId,
    isCreditLine: offersCreditLine(opportunity),
  };
}
export { toLoanOffer } from './opportunity-records.ts';

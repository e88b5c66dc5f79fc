import { incompleteInfoSubStatuses } from './incomplete-info.ts';
import { priceOffer, type PricedOffer } from './loan-offer.ts';
import { paise } from './money.ts';
import { assessCapacity, findAffordableTerms } from './underwriting-capacity.ts';
import {
  bureauFindings,
  eligibilityFindings,
  incompleteFindings,
  inRupees,
  referralFindings,
  underwritingPolicy,
  type Finding,
} from './underwriting-rules.ts';
import type { DecisionOutcome, UnderwritingDecision, UnderwritingInput } from './underwriting-types.ts';

export { underwritingPolicy };
export type {
  AddressCheck,
  BureauReport,
  DecisionOutcome,
  DecisionReason,
  DocumentCheck,
  StatementFacts,
  UnderwritingDecision,
  UnderwritingInput,
} from './underwriting-types.ts';

const precedence: readonly DecisionOutcome[] = ['REJECT', 'INCOMPLETE_INFO', 'REFER', 'APPROVE'];

/** What capacity allows, and the reasons it gives: too little to lend, or too much to lend unseen. */
function capacityOf(input: UnderwritingInput) {
  const { applicant, bureau, statement, product, request } = input;
  const capacity = assessCapacity(
    {
      declaredIncome: applicant.netMonthlyIncome,
      statementIncome: statement?.monthlyIncome ?? null,
      declaredEmi: applicant.declaredMonthlyEmi,
      bureauEmi: bureau.kind === 'HIT' ? bureau.monthlyEmi : paise(0),
    },
    underwritingPolicy.emiShareOfIncome,
  );
  const terms = findAffordableTerms(
    capacity.maxEmi,
    request,
    product,
    product.pricing.monthlyFlatRate,
    underwritingPolicy.offerRounding,
  );
  const [minAmount] = product.amountRange;
  const findings: Finding[] = [];
  let offer: PricedOffer | null = null;
  if (terms.amount < minAmount) {
    const share = `${underwritingPolicy.emiShareOfIncome / 100}% of assessed income ${inRupees(capacity.assessedIncome)}`;
    findings.push({
      outcome: 'REJECT',
      code: 'INSUFFICIENT_CAPACITY',
      detail:
        `An EMI of at most ${inRupees(paise(Math.max(capacity.maxEmi, 0)))} (${share}, less existing EMIs of ` +
        `${inRupees(capacity.existingEmi)}) affords ${inRupees(terms.amount)} over ${terms.tenureMonths} months; ` +
        `the product starts at ${inRupees(minAmount)}`,
    });
  } else {
    offer = priceOffer(
      {
        principal: terms.amount,
        tenureMonths: terms.tenureMonths,
        dueDayOfMonth: underwritingPolicy.dueDayOfMonth,
      },
      product.pricing,
    );
    if (offer.principal > underwritingPolicy.autoApprovalCeiling) {
      findings.push({
        outcome: 'REFER',
        code: 'ABOVE_AUTO_LIMIT',
        detail: `The offer of ${inRupees(offer.principal)} is above the automatic approval limit of ${inRupees(underwritingPolicy.autoApprovalCeiling)}`,
      });
    }
  }
  return { capacity, terms, offer, findings };
}

/**
 * The automatic decision on an application (spec 000 §4.1; the spec does not show the lender's
 * rules, so these are ours). Every rule runs and every one that fires is a reason; the most
 * severe outcome wins: REJECT, then INCOMPLETE_INFO, then REFER (a person decides), else APPROVE.
 */
export function decide(input: UnderwritingInput): UnderwritingDecision {
  const { bureau, statement, applicant, request } = input;
  const eligibility = eligibilityFindings(input);
  const { capacity, terms, offer: capacityOffer, findings: capacityFindings } = capacityOf(input);
  const findings = [
    ...eligibility.findings,
    ...bureauFindings(input),
    ...incompleteFindings(input),
    ...referralFindings(input),
    ...capacityFindings,
  ];
  const rank = (outcome: DecisionOutcome) => precedence.indexOf(outcome);
  const outcome = findings.reduce<DecisionOutcome>(
    (worst, finding) => (rank(finding.outcome) < rank(worst) ? finding.outcome : worst),
    'APPROVE',
  );
  const asked = new Set(
    findings.flatMap((finding) => (finding.outcome === 'INCOMPLETE_INFO' ? [finding.code] : [])),
  );
  const hit = bureau.kind === 'HIT' ? bureau : null;
  const offer = outcome === 'APPROVE' || outcome === 'REFER' ? capacityOffer : null;
  return {
    outcome,
    subStatuses:
      outcome === 'INCOMPLETE_INFO' ? incompleteInfoSubStatuses.filter((code) => asked.has(code)) : [],
    // Stable sort: the deciding reasons first, each group in the order the rules ran.
    reasons: findings
      .toSorted((a, b) => rank(a.outcome) - rank(b.outcome))
      .map(({ code, detail }) => ({ code, detail })),
    figures: {
      age: eligibility.age,
      requestedAmount: request.amount,
      requestedTenure: request.tenureMonths,
      declaredIncome: applicant.netMonthlyIncome,
      statementIncome: statement?.monthlyIncome ?? -1,
      assessedIncome: capacity.assessedIncome,
      declaredEmi: applicant.declaredMonthlyEmi,
      bureauEmi: hit?.monthlyEmi ?? -1,
      existingEmi: capacity.existingEmi,
      maxEmi: capacity.maxEmi,
      score: hit?.score ?? -1,
      overdueAccounts: hit?.overdueAccounts ?? -1,
      enquiriesLast6Months: hit?.enquiriesLast6Months ?? -1,
      statementMonths: statement?.monthsCovered ?? -1,
      salaryCreditMonths: statement?.salaryCreditMonths ?? -1,
      bouncedPayments: statement?.bouncedPayments ?? -1,
      referencesCount: input.referencesCount,
      // What capacity affords within the boundary, offered or not.
      affordableAmount: terms.amount,
      affordableTenure: terms.tenureMonths,
      offeredAmount: offer?.principal ?? 0,
      offeredTenure: offer?.tenureMonths ?? 0,
      offeredEmi: offer?.emi ?? 0,
    },
    offer,
    policyVersion: underwritingPolicy.version,
  };
}

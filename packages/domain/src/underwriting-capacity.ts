import { clampAmount, tenureOptions } from './loan-boundary.ts';
import { largestAffordablePrincipal } from './loan-offer.ts';
import { multiplyPaiseByBasisPoints, paise, type BasisPoints, type Paise } from './money.ts';

export type CapacityFacts = {
  declaredIncome: Paise;
  /** The statement analysis's monthly income; null without a statement. */
  statementIncome: Paise | null;
  declaredEmi: Paise;
  /** The bureau's total of monthly EMIs; 0 without a bureau file. */
  bureauEmi: Paise;
};

export type Capacity = {
  assessedIncome: Paise;
  existingEmi: Paise;
  /** What a new EMI may be at most; 0 or below when existing EMIs already use the share. */
  maxEmi: Paise;
};

/**
 * The income is the lower of the declared and the statement's, since either may flatter; an
 * analysis that found no salary (0) tells us nothing, so the declared figure stands. EMIs are the
 * higher of the declared and the bureau's, since the bureau misses informal loans and the
 * applicant may forget some.
 */
export function assessCapacity(facts: CapacityFacts, emiShareOfIncome: BasisPoints): Capacity {
  const assessedIncome =
    facts.statementIncome !== null && facts.statementIncome > 0
      ? paise(Math.min(facts.declaredIncome, facts.statementIncome))
      : facts.declaredIncome;
  const existingEmi = paise(Math.max(facts.declaredEmi, facts.bureauEmi));
  const share = multiplyPaiseByBasisPoints(assessedIncome, emiShareOfIncome, 'down');
  return { assessedIncome, existingEmi, maxEmi: paise(share - existingEmi) };
}

export type LoanBoundary = {
  amountRange: readonly [Paise, Paise];
  tenureMonths: { min: number; max: number; step: number };
};

export type AffordableTerms = { amount: Paise; tenureMonths: number };

/** The requested tenure, then each longer one the product offers, up to its maximum. */
function tenuresToTry(requested: number, steps: LoanBoundary['tenureMonths']): number[] {
  const start = Math.min(Math.max(requested, steps.min), steps.max);
  return [start, ...tenureOptions(steps).filter((tenure) => tenure > start)];
}

/**
 * The request if some tenure from the requested one up affords it (the first such tenure, so
 * the borrower pays the least interest); otherwise the most the longest tenure affords, rounded
 * down to `rounding`. The amount may fall below the product's minimum: the caller declines then.
 * A request outside the boundary is first brought inside it.
 */
export function findAffordableTerms(
  maxEmi: Paise,
  request: AffordableTerms,
  boundary: LoanBoundary,
  monthlyFlatRate: BasisPoints,
  rounding: Paise,
): AffordableTerms {
  const target = paise(clampAmount(request.amount, boundary.amountRange));
  const tenures = tenuresToTry(request.tenureMonths, boundary.tenureMonths);
  for (const tenureMonths of tenures) {
    // Step one paisa: the exact largest principal this tenure affords.
    if (largestAffordablePrincipal(maxEmi, tenureMonths, monthlyFlatRate, paise(1)) >= target) {
      return { amount: target, tenureMonths };
    }
  }
  const longest = tenures[tenures.length - 1] ?? boundary.tenureMonths.max;
  return {
    amount: largestAffordablePrincipal(maxEmi, longest, monthlyFlatRate, rounding),
    tenureMonths: longest,
  };
}

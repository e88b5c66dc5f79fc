import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import {
  coolingOffPayoff,
  isWithinCoolingOff,
  lastCoolingOffDay,
  type CoolingOffTerms,
} from '@kredo/domain/cooling-off';
import { basisPoints, paise } from '@kredo/domain/money';

import { lenderTermsOf } from '../consent/lender-terms.ts';
import type { LoanRow } from './loan-opening.ts';

/**
 * The cooling-off exit's quote (docs/decisions.md 'Cooling-off exit', reading C): within the
 * lender's period, what reached the borrower's account plus the APR's cost for the days held.
 */
const termsOf = (loan: LoanRow): CoolingOffTerms => ({
  netDisbursed: paise(loan.netDisbursedPaise),
  apr: basisPoints(loan.aprBp),
  disbursalDate: isoDate(loan.disbursalDate),
  coolingOffDays: lenderTermsOf(loan.lenderId).disclosures.coolingOffDays,
});

/** The exit's quote on `today` while the period runs on an open loan; null otherwise. */
export function coolingOffQuoteOf(loan: LoanRow, today: IsoDate): RepaymentOptions['coolingOff'] {
  if (loan.status !== 'DISBURSED' || loan.tags.includes('written-off')) return null;
  const terms = termsOf(loan);
  if (!isWithinCoolingOff(terms, today)) return null;
  const payoff = coolingOffPayoff(terms, today);
  return { ...payoff, lastDay: lastCoolingOffDay(terms) };
}

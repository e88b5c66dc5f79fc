import { opportunityStatuses } from '@kredo/domain/application-lifecycle';
import * as z from 'zod/mini';

/**
 * The lender's approval of an application: an opportunity (spec 001 §3, §4.1) carrying the
 * offer's terms. Amounts are paise, rates basis points; `interestPercent` is the annual flat
 * rate as the consent screen shows it (2.5% a month is 30).
 */
export const loanOfferSchema = z.object({
  opportunityId: z.string(),
  applicationId: z.string(),
  status: z.enum(opportunityStatuses),
  subStatuses: z.array(z.string()),
  productCode: z.string(),
  lenderId: z.number(),
  lenderName: z.string(),
  amount: z.number(),
  tenureMonths: z.number(),
  tenurePeriod: z.literal('MONTHS'),
  paymentFrequency: z.literal('Monthly'),
  monthlyFlatRateBp: z.number(),
  interestPercent: z.number(),
  /** The largest instalment (the first ones carry the paise that do not divide evenly). */
  emiAmount: z.number(),
  installmentAmount: z.number(),
  totalInterest: z.number(),
  totalRepayable: z.number(),
  processingFee: z.number(),
  processingFeeGst: z.number(),
  convenienceFeePct: z.number(),
  minConvenienceFee: z.number(),
  convenienceFee: z.number(),
  convenienceFeeGst: z.number(),
  disbursedAmount: z.number(),
  aprBp: z.number(),
  dueDayOfMonth: z.number(),
  createdAt: z.string(),
});
export type LoanOffer = z.output<typeof loanOfferSchema>;

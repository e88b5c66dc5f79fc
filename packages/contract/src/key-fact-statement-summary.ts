import * as z from 'zod/mini';

/**
 * The live Key Fact Statement as the offer's screen reads it (`loan-opportunity/opportunity`'s
 * `kfs`): a term loan's headline figures, and a credit line's terms and illustration.
 */
export const kfsSummarySchema = z.object({
  /** The KFS document's id: what the borrower downloads, and what a consent names. */
  id: z.string(),
  version: z.number(),
  proposalNumber: z.string(),
  issuedOn: z.string(),
  /** The last working day the lender is bound by it. */
  validUntil: z.string(),
  aprBp: z.number(),
  aprPercent: z.string(),
  netDisbursed: z.number(),
  totalRepayable: z.number(),
  totalInterest: z.number(),
  coolingOffDays: z.number(),
  /**
   * A credit line's terms as its KFS states them (netDisbursed, totalRepayable and totalInterest
   * above are then its illustrative drawdown's); null for a term loan.
   */
  creditLine: z.nullable(
    z.object({
      limit: z.number(),
      /** Months the line may be drawn from the day it opens. */
      tenureMonths: z.number(),
      /** Simple interest a year on what is drawn. */
      annualRateBp: z.number(),
      /** Billed once, in the first bill, with its GST. */
      processingFee: z.number(),
      processingFeeGst: z.number(),
      /** On each drawdown: a percent with a minimum, or a fixed amount; GST on top. */
      convenienceFee: z.object({
        kind: z.enum(['percent', 'fixed']),
        rateBp: z.nullable(z.number()),
        minimum: z.nullable(z.number()),
        amount: z.nullable(z.number()),
      }),
      gstRateBp: z.number(),
      billDay: z.number(),
      dueDay: z.number(),
      /** The whole limit drawn on the KFS's day and repaid with its bills on their due dates. */
      illustration: z.object({
        drawnOn: z.string(),
        drawn: z.number(),
        bills: z.array(
          z.object({
            billDate: z.string(),
            dueDate: z.string(),
            interest: z.number(),
            charges: z.number(),
            principal: z.number(),
            total: z.number(),
          }),
        ),
        totalInterest: z.number(),
        totalCharges: z.number(),
        totalPayable: z.number(),
      }),
    }),
  ),
});
export type KfsSummary = z.output<typeof kfsSummarySchema>;

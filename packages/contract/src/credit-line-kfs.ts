import type { CreditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';

import type { KfsSummary } from './key-fact-statement-summary.ts';

export type CreditLineKfs = NonNullable<KfsSummary['creditLine']>;

/** A credit line's KFS as the opportunity states it (`kfs.creditLine`): its terms and its illustration. */
export function creditLineKfsOf(statement: CreditLineKeyFactStatement): CreditLineKfs {
  const { partOne, illustration } = statement;
  const fee = partOne.convenienceFeeRule;
  const processing = partOne.fees.find((each) => each.kind === 'processing');
  return {
    limit: partOne.limit,
    tenureMonths: partOne.tenureMonths,
    annualRateBp: partOne.interest.annualRate,
    processingFee: processing?.amount ?? 0,
    processingFeeGst: processing?.gst ?? 0,
    convenienceFee:
      fee.kind === 'percent'
        ? { kind: 'percent', rateBp: fee.rate, minimum: fee.minimum, amount: null }
        : { kind: 'fixed', rateBp: null, minimum: null, amount: fee.amount },
    gstRateBp: partOne.gstRate,
    billDay: partOne.billing.billDay,
    dueDay: partOne.billing.dueDay,
    illustration: {
      drawnOn: illustration.drawnOn,
      drawn: illustration.drawn,
      bills: illustration.bills.map((bill) => ({ ...bill })),
      totalInterest: illustration.totalInterest,
      totalCharges: illustration.totalCharges,
      totalPayable: illustration.totalPayable,
    },
  };
}

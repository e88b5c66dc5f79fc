import { randomUUID } from 'node:crypto';

import { indianDate } from '@kredo/domain/calendar-date';
import { isCreditLineStatement } from '@kredo/domain/credit-line-key-facts';
import { checkCreditLineTerms, lineExpiresOn } from '@kredo/domain/credit-line-terms';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { agreementFlagsOf } from '../consent/agreement-records.ts';
import { creditLineTermsOf } from '../consent/credit-line-offer-terms.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { loanProducts } from '../loan-products/loan-products.schema.ts';
import { lenderLoanAcctIdOf, nextAccountSerial, signedTermsOf } from '../loans/loan-opening.ts';
import { applyOpportunityEvent, type OpportunityRow } from '../underwriting/opportunity-moves.ts';
import { termsOf, type CreditLineRow } from './credit-line-records.ts';
import { creditLines } from './credit-lines.schema.ts';

/** Whether an opportunity's product is a revolving credit line (product type CREDIT_LINE). */
export async function isCreditLineProduct(db: Db, productCode: string): Promise<boolean> {
  const [row] = await db
    .select({ productType: loanProducts.productType })
    .from(loanProducts)
    .where(eq(loanProducts.code, productCode));
  return row?.productType === 'CREDIT_LINE';
}

/**
 * Opens the credit line of a locked opportunity whose mandate now lets the lender disburse, in the
 * caller's transaction: no money moves (fees are billed, not deducted), so nothing waits for a
 * maker and a checker. The line's terms are the signed agreement's offer: the amount as limit, the
 * annual rate simple on what is drawn, the processing fee for the first bill, the convenience fee
 * on every drawdown, the tenure to its expiry. The limit is credited to the line's no-negative
 * `line-available` account (LIMIT unit) against the lender's undrawn commitments, and the
 * opportunity moves to DISBURSED. A second call finds the line and does nothing.
 */
export async function openCreditLine(
  tx: Db,
  opportunity: OpportunityRow,
  now: Date,
): Promise<CreditLineRow | null> {
  const [existing] = await tx.select().from(creditLines).where(eq(creditLines.opportunityId, opportunity.id));
  if (existing) return existing;
  if (opportunity.status !== 'DISBURSAL_PENDING') return null;
  const kfs = await signedTermsOf(tx, opportunity.id);
  if (!kfs) return null;
  const openedOn = indianDate(now);
  const id = randomUUID();
  // The terms the borrower signed: the line's KFS states them; a line whose KFS predates line
  // statements takes them from its offer, as that KFS was drawn from.
  const signed = isCreditLineStatement(kfs.statement) ? kfs.statement.partOne : null;
  const offered = creditLineTermsOf(opportunity);
  const fee = signed?.convenienceFeeRule ?? offered.convenienceFee;
  const row: CreditLineRow = {
    id,
    opportunityId: opportunity.id,
    userId: opportunity.userId,
    lenderId: opportunity.lenderId,
    productCode: opportunity.productCode,
    lenderLoanAcctId: lenderLoanAcctIdOf(opportunity.lenderId, openedOn, await nextAccountSerial(tx)),
    status: 'ACTIVE',
    kfsId: kfs.id,
    limitPaise: signed?.limit ?? offered.limit,
    annualRateBp: signed?.interest.annualRate ?? offered.annualRate,
    processingFeePaise:
      signed?.fees.find((each) => each.kind === 'processing')?.amount ?? offered.processingFee,
    gstRateBp: signed?.gstRate ?? offered.gstRate,
    convenienceFeeKind: fee.kind,
    convenienceFeeRateBp: fee.kind === 'percent' ? fee.rate : 0,
    convenienceFeeMinimumPaise: fee.kind === 'percent' ? fee.minimum : 0,
    convenienceFeeFixedPaise: fee.kind === 'fixed' ? fee.amount : 0,
    principalRepayment: signed?.billing.principal ?? offered.principalRepayment,
    tenureMonths: signed?.tenureMonths ?? opportunity.tenureMonths,
    openedOn,
    expiresOn: lineExpiresOn(openedOn, signed?.tenureMonths ?? opportunity.tenureMonths),
    businessDate: openedOn,
    principalPaise: 0,
    periodStart: openedOn,
    periodInterest: 0n,
    unbilledFeesPaise: 0,
    unbilledGstPaise: 0,
    processingFeeBilled: false,
    assetClass: 'STANDARD',
    daysPastDue: null,
    overdueSince: null,
    suspended: false,
    suspensionNote: null,
    closedOn: null,
    createdAt: now,
  };
  checkCreditLineTerms(termsOf(row));
  const [line] = await tx.insert(creditLines).values(row).returning();
  if (!line) throw new Error(`opportunity ${opportunity.id}: credit line not written`);
  await postEntry(
    tx,
    {
      idempotencyKey: `line-opened:${id}`,
      lenderId: line.lenderId,
      kind: 'line-limit',
      businessDate: openedOn,
      narration: `Credit line ${line.lenderLoanAcctId} opened with a limit of ${line.limitPaise} paise`,
      lines: [
        debit('undrawn-commitments', paise(line.limitPaise)),
        credit('line-available', paise(line.limitPaise), { subjectId: id }),
      ],
    },
    now,
  );
  const flags = await agreementFlagsOf(tx, opportunity.id);
  const { result } = await applyOpportunityEvent(
    tx,
    opportunity,
    flags,
    { type: 'lender-moves', to: 'DISBURSED', by: 'system' },
    now,
  );
  if (!result.ok) throw new Error(`opportunity ${opportunity.id}: ${opportunity.status} cannot open a line`);
  return line;
}

import type { CollectionExceptions } from '@kredo/contract/loan-servicing';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { loanDebits, loans } from './loans.schema.ts';
import { loanPayments, paymentBreaks } from './loan-payments.schema.ts';

/**
 * What collections could not settle by themselves, newest first: gateway reports held as breaks
 * (credited nowhere until operations look), and on open loans the NACH presentations set aside or
 * refused (no mandate, above its maximum, refused by the service or NPCI) and those the bank
 * returned, each with its reason: the borrower is asked to pay by the gateway meanwhile.
 */
export async function collectionExceptions(deps: Pick<AppDeps, 'db'>): Promise<CollectionExceptions> {
  const breaks = await deps.db
    .select({ b: paymentBreaks, loanId: loanPayments.loanId, expected: loanPayments.amountPaise })
    .from(paymentBreaks)
    .innerJoin(loanPayments, eq(loanPayments.id, paymentBreaks.paymentId))
    .where(isNull(paymentBreaks.resolvedAt))
    .orderBy(desc(paymentBreaks.detectedAt))
    .limit(500);
  const debits = await deps.db
    .select({ d: loanDebits, lenderLoanAcctId: loans.lenderLoanAcctId })
    .from(loanDebits)
    .innerJoin(loans, eq(loans.id, loanDebits.loanId))
    .where(and(eq(loans.status, 'DISBURSED'), inArray(loanDebits.status, ['REJECTED', 'RETURNED'])))
    .orderBy(desc(loanDebits.chargeDate), desc(loanDebits.createdAt))
    .limit(500);
  return {
    paymentBreaks: breaks.map(({ b, loanId, expected }) => ({
      id: b.id,
      paymentId: b.paymentId,
      loanId,
      reason: b.reason as CollectionExceptions['paymentBreaks'][number]['reason'],
      linkId: b.linkId,
      gatewayPaymentId: b.gatewayPaymentId,
      captured: b.capturedPaise,
      expected,
      detectedAt: b.detectedAt.toISOString(),
    })),
    debits: debits.map(({ d, lenderLoanAcctId }) => ({
      reference: d.reference,
      loanId: d.loanId,
      lenderLoanAcctId,
      instalmentNumber: d.instalmentNumber,
      attempt: d.attempt,
      amount: d.amountPaise,
      chargeDate: d.chargeDate,
      status: d.status,
      reasonCode: d.reasonCode,
      reasonText: d.reasonText,
    })),
  };
}

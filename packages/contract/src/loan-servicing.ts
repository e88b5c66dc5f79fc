import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * A loan as operations see it in the back office, and their servicing actions on it: a write-off
 * (tag 'written-off'; the borrower still owes, and what they pay is a recovery). Amounts in paise.
 */
const base = apiBases.backOffice;
export const backOfficeLoanPaths = {
  loans: `${base}/loans`,
  loan: `${base}/loans/:loanId`,
  writeOff: `${base}/loans/:loanId/write-off`,
  collectionExceptions: `${base}/collections/exceptions`,
} as const;

export const loanIdParamsSchema = z.object({ loanId: z.uuid() });
export const loanListQuerySchema = z.object({
  view: z._default(z.enum(['overdue', 'npa', 'open', 'closed']), 'overdue'),
});
export const writeOffBodySchema = z.object({
  note: text().check(z.trim(), z.minLength(3, 'Say why the loan is written off'), z.maxLength(500)),
});

export const loanSummarySchema = z.object({
  loanId: z.string(),
  lenderLoanAcctId: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  lenderId: z.number(),
  status: z.string(),
  tags: z.array(z.string()),
  principal: z.number(),
  disbursalDate: z.string(),
  assetClass: z.string(),
  daysPastDue: z.nullable(z.number()),
  overdueSince: z.nullable(z.string()),
  /** What is due and unpaid today, and what the ledger holds as receivable for the loan. */
  dues: z.number(),
  receivable: z.number(),
  advance: z.number(),
  businessDate: z.nullable(z.string()),
  maturedOn: z.nullable(z.string()),
  writtenOffOn: z.nullable(z.string()),
  closedOn: z.nullable(z.string()),
});
export type LoanSummary = z.output<typeof loanSummarySchema>;

export const loanListResponseSchema = z.object({ loans: z.array(loanSummarySchema) });

export const loanServicingMessages = {
  alreadyWrittenOff: 'This loan is already written off.',
  notOpen: 'Only an open loan can be written off.',
} as const;

/**
 * What collections could not do by themselves, for operations: gateway reports that did not match
 * the payment they named (credited nowhere), and NACH debits that could not be presented or were
 * refused or returned without a further try (the borrower pays by the gateway).
 */
export const collectionExceptionsSchema = z.object({
  paymentBreaks: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string(),
      loanId: z.string(),
      reason: z.enum(['LINK_MISMATCH', 'AMOUNT_MISMATCH', 'PAYMENT_ID_REUSED']),
      linkId: z.string(),
      gatewayPaymentId: z.string(),
      captured: z.number(),
      expected: z.number(),
      detectedAt: z.string(),
    }),
  ),
  debits: z.array(
    z.object({
      reference: z.string(),
      loanId: z.string(),
      lenderLoanAcctId: z.string(),
      instalmentNumber: z.number(),
      attempt: z.number(),
      amount: z.number(),
      chargeDate: z.string(),
      status: z.string(),
      reasonCode: z.nullable(z.string()),
      reasonText: z.nullable(z.string()),
    }),
  ),
});
export type CollectionExceptions = z.output<typeof collectionExceptionsSchema>;

import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Credit lines as operations see them in the back office: the limit, what is drawn, held and
 * available, the bills, drawdowns, payments, NACH debits and refunds of excess received (a FAILED
 * one is theirs to take up: its money is held in refunds payable), and the one action on a line:
 * suspending its drawdowns (fraud, overdue) or resuming them, audited. The ledger of a line is
 * its accounts' statement (`backOfficeLedgerPaths.accountStatement` with the line's id). The
 * limit itself changes only with the borrower's explicit consent, so no route changes it.
 * Amounts in paise.
 */
const base = apiBases.backOffice;
export const backOfficeCreditLinePaths = {
  lines: `${base}/credit-lines`,
  line: `${base}/credit-lines/:lineId`,
  suspension: `${base}/credit-lines/:lineId/suspension`,
} as const;

export const creditLineIdParamsSchema = z.object({ lineId: z.uuid() });

export const suspensionBodySchema = z.object({
  suspended: z.boolean(),
  note: text().check(z.trim(), z.minLength(3, 'Say why'), z.maxLength(500)),
});
export type SuspensionBody = z.input<typeof suspensionBodySchema>;

const paise = z.number();

export const creditLineListItemSchema = z.object({
  lineId: z.string(),
  lenderLoanAcctId: z.string(),
  borrowerName: z.string(),
  lenderId: z.number(),
  status: z.string(),
  suspended: z.boolean(),
  limit: paise,
  drawn: paise,
  available: paise,
  openedOn: z.string(),
  expiresOn: z.string(),
});
export const creditLineListSchema = z.object({ lines: z.array(creditLineListItemSchema) });
export type CreditLineList = z.output<typeof creditLineListSchema>;

export const creditLineViewSchema = z.object({
  ...creditLineListItemSchema.shape,
  userId: z.string(),
  productCode: z.string(),
  suspensionNote: z.nullable(z.string()),
  businessDate: z.string(),
  annualRateBp: z.number(),
  /** Drawdowns whose payout is in flight: their room is held. */
  held: paise,
  /** Principal drawn with the billed interest and charges unpaid. */
  outstanding: paise,
  accruedInterest: paise,
  unbilledCharges: paise,
  bills: z.array(
    z.object({
      billNumber: z.number(),
      billDate: z.string(),
      dueDate: z.string(),
      interest: paise,
      charges: paise,
      principal: paise,
      unpaid: paise,
    }),
  ),
  drawdowns: z.array(
    z.object({
      drawdownId: z.string(),
      amount: paise,
      convenienceFee: paise,
      convenienceFeeGst: paise,
      status: z.string(),
      requestedAt: z.string(),
      paidOn: z.nullable(z.string()),
      utr: z.nullable(z.string()),
      failureText: z.nullable(z.string()),
    }),
  ),
  repayments: z.array(
    z.object({
      receivedOn: z.string(),
      source: z.string(),
      amount: paise,
      charges: paise,
      interest: paise,
      principal: paise,
      excess: paise,
    }),
  ),
  debits: z.array(
    z.object({
      billNumber: z.number(),
      attempt: z.number(),
      amount: paise,
      chargeDate: z.string(),
      status: z.string(),
      reasonText: z.nullable(z.string()),
    }),
  ),
  refunds: z.array(
    z.object({
      refundId: z.string(),
      amount: paise,
      /** REQUESTED (the payout on its way), PAID, FAILED (not tried again on its own). */
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.nullable(z.string()),
      utr: z.nullable(z.string()),
      failureText: z.nullable(z.string()),
    }),
  ),
});
export type CreditLineView = z.output<typeof creditLineViewSchema>;

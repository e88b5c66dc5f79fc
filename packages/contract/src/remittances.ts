import { remittancePayees, remittanceStates } from '@kredo/domain/remittances';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { MAX_LEDGER_LENDER_ID } from './ledger.ts';
import { text } from './text.ts';

/**
 * Remittances to third parties from the back office, maker-checker: what the lender owes the
 * insurer (premiums collected), the gold vendor (gold bought for customers) and the government
 * (GST, net of its input credit), paid from its bank account. One staff member proposes with the
 * bank's UTR, which holds the amount on the ledger; a different one approves (the entry posts) or
 * rejects (the hold is released). A UTR is booked once per lender and payee. Amounts are paise.
 */
export { remittancePayees, remittanceStates };
export type { RemittancePayee, RemittanceState } from '@kredo/domain/remittances';

const base = apiBases.backOffice;
export const backOfficeRemittancePaths = {
  /** What may be remitted now, per lender and payee. */
  due: `${base}/remittances/due`,
  /** Remittances, newest first (`status` to filter). */
  list: `${base}/remittances`,
  propose: `${base}/remittances`,
  approve: `${base}/remittances/:remittanceId/approve`,
  reject: `${base}/remittances/:remittanceId/reject`,
} as const;

export const remittanceListQuerySchema = z.object({
  status: z.optional(z.enum(remittanceStates, { error: 'Expected PROPOSED, APPROVED or REJECTED' })),
});

export const remittanceIdParamsSchema = z.object({ remittanceId: z.uuid() });

export const proposeRemittanceBodySchema = z.object({
  lenderId: z
    .number({ error: 'Choose the lender' })
    .check(
      z.int({ error: 'Choose the lender' }),
      z.positive({ error: 'Choose the lender' }),
      z.lte(MAX_LEDGER_LENDER_ID, { error: 'Choose the lender' }),
    ),
  payee: z.enum(remittancePayees, { error: 'Choose the insurer, the gold vendor or GST' }),
  amountPaise: z
    .number({ error: 'Enter the amount in paise' })
    .check(
      z.int({ error: 'Enter the amount in whole paise' }),
      z.positive({ error: 'Enter an amount above zero' }),
    ),
  /** The bank's UTR of the transfer made: letters and digits, stored upper-case. */
  reference: text({ error: 'Enter the bank’s UTR' }).check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9]{6,30}$/, { error: 'Enter the bank’s UTR: 6 to 30 letters or digits' }),
  ),
  note: z.optional(text().check(z.maxLength(500))),
});
export type ProposeRemittanceBody = z.output<typeof proposeRemittanceBodySchema>;

export const approveRemittanceBodySchema = z.object({
  note: z.optional(text().check(z.maxLength(500))),
});
export const rejectRemittanceBodySchema = z.object({
  note: text().check(z.trim(), z.minLength(3, 'Say why the remittance is rejected'), z.maxLength(500)),
});

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const remittanceSchema = z.object({
  id: z.string(),
  lenderId: z.number(),
  payee: z.enum(remittancePayees),
  /** Paid from the bank. */
  amountPaise: z.number(),
  /** GST only: the input credit set off against GST payable besides the amount paid. */
  setOffPaise: z.number(),
  /** The bank's UTR. */
  reference: z.string(),
  status: z.enum(remittanceStates),
  proposedBy: staffRefSchema,
  proposedAt: z.string(),
  note: z.nullable(z.string()),
  decidedBy: z.nullable(staffRefSchema),
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
  /** The journal entry an approval posted. */
  entryId: z.nullable(z.string()),
  /** The business day it was posted on (YYYY-MM-DD). */
  businessDate: z.nullable(z.string()),
});
export type Remittance = z.output<typeof remittanceSchema>;

export const remittanceListResponseSchema = z.object({ remittances: z.array(remittanceSchema) });
export type RemittanceList = z.output<typeof remittanceListResponseSchema>;

/** One lender's position towards one payee. */
export const remittanceDueSchema = z.object({
  lenderId: z.number(),
  payee: z.enum(remittancePayees),
  /** The payable's available balance: posted, less what proposed remittances hold. */
  payablePaise: z.number(),
  /** GST only: the input tax credit available to set off (0 for the others). */
  inputCreditPaise: z.number(),
  /** Held by remittances proposed and not yet decided. */
  proposedPaise: z.number(),
  /** What may be proposed now, paid from the bank. */
  duePaise: z.number(),
});
export type RemittanceDue = z.output<typeof remittanceDueSchema>;

export const remittanceDueResponseSchema = z.object({ due: z.array(remittanceDueSchema) });
export type RemittanceDueResponse = z.output<typeof remittanceDueResponseSchema>;

export const remittanceMessages = {
  /** `due` is the amount as read, e.g. '₹1,200.50'. */
  overDue: (due: string) => `The amount is more than is due to this payee now (${due}).`,
  referenceTaken: 'This UTR is already booked for another amount to this payee.',
  sameStaff: 'The same person cannot propose and approve a remittance.',
  notProposed: 'This remittance is no longer awaiting a decision.',
} as const;

import { isIsoDate } from '@kredo/domain/calendar-date';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';

/**
 * The ledger as operations and auditors read it: a trial balance, a day's journal and a loan's
 * statement of account, each also as CSV. Amounts are
 * paise, signed: a debit is positive, a credit negative; the CSV has debit and credit columns.
 */
const base = apiBases.backOffice;
export const backOfficeLedgerPaths = {
  trialBalance: `${base}/ledger/trial-balance`,
  journal: `${base}/ledger/journal`,
  loanStatement: `${base}/ledger/loans/:loanId`,
  trialBalanceCsv: `${base}/ledger/trial-balance.csv`,
  journalCsv: `${base}/ledger/journal.csv`,
  loanStatementCsv: `${base}/ledger/loans/:loanId/statement.csv`,
} as const;

/** The largest lender id the ledger stores (its lender_id columns are PostgreSQL integers). */
export const MAX_LEDGER_LENDER_ID = 2_147_483_647;

/** A calendar day of years 1 to 9999 ('0000-01-01' matches the format but is no day). */
const isoDate = z.iso
  .date({ error: 'Expected a calendar date as YYYY-MM-DD', abort: true })
  .check(z.refine(isIsoDate, { error: 'Expected a calendar date from the year 1 to 9999' }));

export const trialBalanceQuerySchema = z.object({
  lenderId: z.optional(
    z.coerce
      .number()
      .check(
        z.int({ error: 'Expected a lender id: a whole number' }),
        z.positive({ error: 'Expected a lender id from 1' }),
        z.lte(MAX_LEDGER_LENDER_ID, { error: `Expected a lender id up to ${MAX_LEDGER_LENDER_ID}` }),
      ),
  ),
  through: z.optional(isoDate),
});

export const journalQuerySchema = z.object({ date: isoDate });
export const loanStatementParamsSchema = z.object({ loanId: z.uuid() });

export const trialBalanceRowSchema = z.object({
  account: z.string(),
  name: z.string(),
  type: z.enum(['asset', 'liability', 'income', 'expense']),
  debits: z.number(),
  credits: z.number(),
  balance: z.number(),
});

export const trialBalanceResponseSchema = z.object({
  lenderId: z.nullable(z.number()),
  through: z.nullable(z.string()),
  rows: z.array(trialBalanceRowSchema),
  totalDebits: z.number(),
  totalCredits: z.number(),
});
export type TrialBalanceResponse = z.output<typeof trialBalanceResponseSchema>;

export const journalLineSchema = z.object({
  account: z.string(),
  amount: z.number(),
  loanId: z.nullable(z.string()),
  instalmentNumber: z.nullable(z.number()),
});

export const journalEntrySchema = z.object({
  entryId: z.string(),
  businessDate: z.string(),
  kind: z.string(),
  narration: z.string(),
  postedAt: z.string(),
  lines: z.array(journalLineSchema),
});
export type JournalEntryView = z.output<typeof journalEntrySchema>;

export const journalResponseSchema = z.object({ date: z.string(), entries: z.array(journalEntrySchema) });

export const loanStatementResponseSchema = z.object({
  loanId: z.string(),
  lenderLoanAcctId: z.string(),
  entries: z.array(journalEntrySchema),
});

import { isIsoDate } from '@kredo/domain/calendar-date';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';

/**
 * The ledger as operations and auditors read it: a trial balance, a balance sheet, a day's journal,
 * a loan's statement of account and the statement of any subject's accounts (a credit line, a
 * gold holding, a policy), each also as CSV. Amounts are in their unit's minor unit (paise for INR,
 * 0.1 mg for XAU), signed: a debit is positive, a credit negative; the CSV has debit and credit
 * columns. Rupees and gold are never added together: totals are per unit.
 */
const base = apiBases.backOffice;
export const backOfficeLedgerPaths = {
  trialBalance: `${base}/ledger/trial-balance`,
  journal: `${base}/ledger/journal`,
  loanStatement: `${base}/ledger/loans/:loanId`,
  trialBalanceCsv: `${base}/ledger/trial-balance.csv`,
  journalCsv: `${base}/ledger/journal.csv`,
  loanStatementCsv: `${base}/ledger/loans/:loanId/statement.csv`,
  balanceSheet: `${base}/ledger/balance-sheet`,
  balanceSheetCsv: `${base}/ledger/balance-sheet.csv`,
  accountStatement: `${base}/ledger/accounts/:ownerId`,
  accountStatementCsv: `${base}/ledger/accounts/:ownerId/statement.csv`,
} as const;

export const ledgerUnitSchema = z.enum(['INR', 'XAU', 'LIMIT']);

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
export const accountStatementParamsSchema = z.object({ ownerId: z.uuid() });

const accountTypeSchema = z.enum(['asset', 'liability', 'income', 'expense']);

export const trialBalanceRowSchema = z.object({
  account: z.string(),
  name: z.string(),
  type: accountTypeSchema,
  unit: ledgerUnitSchema,
  debits: z.number(),
  credits: z.number(),
  balance: z.number(),
});

/** A unit's debits and credits: equal when the journal balances. */
export const unitTotalSchema = z.object({ unit: ledgerUnitSchema, debits: z.number(), credits: z.number() });

export const trialBalanceResponseSchema = z.object({
  lenderId: z.nullable(z.number()),
  through: z.nullable(z.string()),
  rows: z.array(trialBalanceRowSchema),
  totals: z.array(unitTotalSchema),
});
export type TrialBalanceResponse = z.output<typeof trialBalanceResponseSchema>;

/** An account's balance on its normal side: an asset's debit balance, a liability's credit balance. */
export const balanceSheetLineSchema = z.object({
  account: z.string(),
  name: z.string(),
  amount: z.number(),
});

export const balanceSheetSchema = z.object({
  unit: ledgerUnitSchema,
  assets: z.array(balanceSheetLineSchema),
  liabilities: z.array(balanceSheetLineSchema),
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  income: z.number(),
  expenses: z.number(),
  /** Income less expenses, which closes the sheet. */
  earnings: z.number(),
  /** Assets less liabilities less earnings: zero when the journal balances. */
  difference: z.number(),
});

export const balanceSheetResponseSchema = z.object({
  lenderId: z.nullable(z.number()),
  through: z.nullable(z.string()),
  sheets: z.array(balanceSheetSchema),
});
export type BalanceSheetResponse = z.output<typeof balanceSheetResponseSchema>;

export const journalLineSchema = z.object({
  account: z.string(),
  unit: ledgerUnitSchema,
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

/** One of the subject's accounts, its stored balance: posted, and held by holds in flight. */
export const subjectAccountSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: accountTypeSchema,
  unit: ledgerUnitSchema,
  postedDebits: z.number(),
  postedCredits: z.number(),
  pendingDebits: z.number(),
  pendingCredits: z.number(),
  /** Posted, on the account's normal side. */
  balance: z.number(),
  /** The balance less what holds reserve out of it. */
  available: z.number(),
});

/** The statement of a subject's accounts: a credit line, a gold holding, a policy or a loan. */
export const accountStatementResponseSchema = z.object({
  ownerId: z.string(),
  subject: z.enum(['loan', 'credit-line', 'gold-holding', 'policy']),
  lenderId: z.number(),
  accounts: z.array(subjectAccountSchema),
  /** Every entry that moved one of its accounts, with all of the entry's lines. */
  entries: z.array(journalEntrySchema),
});
export type AccountStatementResponse = z.output<typeof accountStatementResponseSchema>;

import type {
  AccountStatementResponse,
  BalanceSheetResponse,
  JournalEntryView,
  TrialBalanceResponse,
} from '@kredo/contract/ledger';
import { isoDate } from '@kredo/domain/calendar-date';
import { chartAccount, isAccountCode, unitOf } from '@kredo/domain/ledger';
import { availableBalance, postedBalance } from '@kredo/domain/ledger-balances';
import { balanceSheets, unitTotals, type BalanceSheetLine } from '@kredo/domain/ledger-reports';
import { inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { accountsOwnedBy } from './ledger-accounts.ts';
import { journalEntries, journalLines } from './ledger.schema.ts';
import { entriesWhere, trialBalanceOf, type StatementLine } from './ledger.service.ts';

/**
 * The ledger's reports as the back office reads them (contract ledger.ts): the trial balance and
 * the balance sheet of a lender (or all of them) to date or through a business day, per unit, and
 * the statement of a subject's accounts; each with its CSV. To date, figures are the accounts'
 * stored balances; through a day, the journal's lines of that day and before.
 */

type ReportFilter = { lenderId?: number | undefined; through?: string | undefined };

const nameOf = (code: string) => (isAccountCode(code) ? chartAccount(code).name : code);

export function entryViews(entries: StatementLine[]): JournalEntryView[] {
  return entries.map((entry) => ({
    ...entry,
    postedAt: entry.postedAt.toISOString(),
    lines: entry.lines.map((line) => ({
      account: line.account,
      unit: unitOf(line),
      amount: line.amount,
      loanId: line.loanId ?? null,
      instalmentNumber: line.instalmentNumber ?? null,
    })),
  }));
}

/** One CSV row per line: the entry's day, kind and narration beside each of its lines. */
export const journalCsv = (entries: JournalEntryView[]) =>
  toCsv(
    [
      'business_date',
      'entry_id',
      'kind',
      'narration',
      'account',
      'unit',
      'debit',
      'credit',
      'loan_id',
      'instalment',
    ],
    entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.businessDate,
        entry.entryId,
        entry.kind,
        entry.narration,
        line.account,
        line.unit,
        line.amount > 0 ? line.amount : 0,
        line.amount < 0 ? -line.amount : 0,
        line.loanId,
        line.instalmentNumber,
      ]),
    ),
  );

const rowsOf = (db: Db, filter: ReportFilter) =>
  trialBalanceOf(db, {
    lenderId: filter.lenderId,
    through: filter.through ? isoDate(filter.through) : undefined,
  });

export async function trialBalanceView(db: Db, filter: ReportFilter): Promise<TrialBalanceResponse> {
  const rows = await rowsOf(db, filter);
  return {
    lenderId: filter.lenderId ?? null,
    through: filter.through ?? null,
    rows: rows.map((row) => ({ ...row, name: nameOf(row.account) })),
    totals: unitTotals(rows),
  };
}

export const trialBalanceCsv = (view: TrialBalanceResponse) =>
  toCsv(
    ['account', 'name', 'type', 'unit', 'debits', 'credits', 'balance'],
    view.rows.map((row) => [row.account, row.name, row.type, row.unit, row.debits, row.credits, row.balance]),
  );

export async function balanceSheetView(db: Db, filter: ReportFilter): Promise<BalanceSheetResponse> {
  const named = (lines: BalanceSheetLine[]) =>
    lines.map((line) => ({ account: line.account, name: nameOf(line.account), amount: line.amount }));
  return {
    lenderId: filter.lenderId ?? null,
    through: filter.through ?? null,
    sheets: balanceSheets(await rowsOf(db, filter)).map((sheet) => ({
      ...sheet,
      assets: named(sheet.assets),
      liabilities: named(sheet.liabilities),
    })),
  };
}

/** A row per line of the sheets, then each unit's earnings and totals. */
export const balanceSheetCsv = (view: BalanceSheetResponse) =>
  toCsv(
    ['unit', 'section', 'account', 'name', 'amount'],
    view.sheets.flatMap((sheet) => [
      ...sheet.assets.map((line) => [sheet.unit, 'asset', line.account, line.name, line.amount]),
      ...sheet.liabilities.map((line) => [sheet.unit, 'liability', line.account, line.name, line.amount]),
      [sheet.unit, 'earnings', null, 'Income less expenses', sheet.earnings],
      [sheet.unit, 'total', null, 'Total assets', sheet.totalAssets],
      [sheet.unit, 'total', null, 'Total liabilities and earnings', sheet.totalLiabilities + sheet.earnings],
    ]),
  );

/**
 * The statement of a subject's accounts (a credit line, a gold holding, a policy, a loan): each
 * account's stored balance, posted and available, and every entry that moved one of them.
 */
export async function accountStatement(db: Db, ownerId: string): Promise<AccountStatementResponse> {
  const accounts = await accountsOwnedBy(db, ownerId);
  const [first] = accounts;
  if (!first || first.subject === 'lender') throw notFound('account');
  const ids = accounts.map((account) => account.id);
  const entries = await entriesWhere(
    db,
    inArray(
      journalEntries.id,
      db.select({ id: journalLines.entryId }).from(journalLines).where(inArray(journalLines.accountId, ids)),
    ),
  );
  return {
    ownerId,
    subject: first.subject as AccountStatementResponse['subject'],
    lenderId: first.lenderId,
    accounts: accounts.map((account) => {
      const type = account.type as AccountStatementResponse['accounts'][number]['type'];
      return {
        code: account.code,
        name: nameOf(account.code),
        type,
        unit: account.unit as AccountStatementResponse['accounts'][number]['unit'],
        postedDebits: account.postedDebits,
        postedCredits: account.postedCredits,
        pendingDebits: account.pendingDebits,
        pendingCredits: account.pendingCredits,
        balance: postedBalance(account, type),
        available: availableBalance(account, type),
      };
    }),
    entries: entryViews(entries),
  };
}

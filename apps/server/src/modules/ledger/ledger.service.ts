import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { balancedLines, isAccountCode, type JournalLine, type LedgerAmount } from '@kredo/domain/ledger';
import { trialBalance, type TrialBalanceRow } from '@kredo/domain/ledger-reports';
import { paise } from '@kredo/domain/money';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { applyInstalmentDeltas, instalmentDeltas } from './instalment-projection.ts';
import { lineRows, openAccounts } from './ledger-accounts.ts';
import { journalEntries, journalLines, ledgerAccounts } from './ledger.schema.ts';

export const entryKinds = [
  'disbursal',
  'disbursal-reversal',
  'accrual',
  'receipt',
  'penal-charge',
  'bounce-charge',
  'advance-applied',
  'refund',
  'write-off',
  'reversal',
  'settlement',
  /** A payable paid out of the lender's bank: to an insurer, the gold vendor, GST to the government. */
  'remittance',
  /** A credit line's limit granted, or given up at its close (LIMIT unit only). */
  'line-limit',
  /** Money drawn from a credit line, with the drawdown's fee: a hold posted once the payout is made. */
  'drawdown',
  /** A credit line's bill: the processing fee charged with the first. */
  'line-bill',
  /** Money paid for a gold order (a purchase, a delivery's making charges), awaiting the vendor. */
  'gold-payment',
  /** Gold bought: paid for, confirmed by the vendor, in the customer's locker. */
  'gold-buy',
  /** Gold sold back to the vendor, and its proceeds owed and paid to the customer. */
  'gold-sell',
  /** Gold taken out of a locker for delivery, its making charges, its delivery. */
  'gold-redeem',
  /** An insurance premium paid, the policy issued, or the premium given back (refused, free look). */
  'insurance-premium',
  /** A referrer's cashback earned, and paid to their bank account. */
  'referral-cashback',
] as const;
export type EntryKind = (typeof entryKinds)[number];

export type EntryToPost = {
  idempotencyKey: string;
  lenderId: number;
  kind: EntryKind;
  businessDate: IsoDate;
  narration: string;
  loanId?: string | null;
  reversesEntryId?: string | null;
  lines: readonly JournalLine[];
};

export type PostedEntry = { entryId: string; posted: boolean };

const sameLines = (a: readonly JournalLine[], b: readonly JournalLine[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.account === b[index]?.account &&
      line.amount === b[index]?.amount &&
      (line.loanId ?? null) === (b[index]?.loanId ?? null) &&
      (line.instalmentNumber ?? null) === (b[index]?.instalmentNumber ?? null) &&
      (line.component ?? null) === (b[index]?.component ?? null),
  );

/**
 * Posts one balanced entry in the caller's transaction, or nothing when its idempotency key was
 * posted before (answering that entry, `posted: false`). A key posted with other lines is a fault
 * of the caller and throws: it would otherwise hide a movement. The database checks again at
 * commit that the entry's lines sum to zero, and refuses any later change to them.
 */
export async function postEntry(tx: Db, entry: EntryToPost, now: Date): Promise<PostedEntry> {
  const lines = balancedLines(entry.lines);
  const id = randomUUID();
  const inserted = await tx
    .insert(journalEntries)
    .values({
      id,
      idempotencyKey: entry.idempotencyKey,
      lenderId: entry.lenderId,
      kind: entry.kind,
      businessDate: entry.businessDate,
      narration: entry.narration,
      loanId: entry.loanId ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
      postedAt: now,
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (inserted.length === 0) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, entry.idempotencyKey));
    if (!existing) throw new Error(`journal entry ${entry.idempotencyKey} vanished`);
    const posted = await linesOf(tx, existing.id);
    if (!sameLines(posted, lines))
      throw new Error(`journal entry ${entry.idempotencyKey} was posted before with other lines`);
    return { entryId: existing.id, posted: false };
  }
  const accountIds = await openAccounts(tx, entry.lenderId, lines, now);
  await applyInstalmentDeltas(tx, instalmentDeltas(entry.kind, entry.businessDate, lines));
  // The lines last: their trigger locks the accounts they move until the transaction commits.
  await tx
    .insert(journalLines)
    .values(lineRows(entry.lenderId, lines, accountIds).map((row) => ({ ...row, entryId: id })));
  return { entryId: id, posted: true };
}

async function linesOf(db: Db, entryId: string): Promise<JournalLine[]> {
  const rows = await db
    .select({ line: journalLines, ownerId: ledgerAccounts.ownerId })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.lineNumber));
  return rows.map(({ line, ownerId }) => ({ ...toLine(line), subjectId: ownerId }));
}

function toLine(row: typeof journalLines.$inferSelect): JournalLine {
  if (!isAccountCode(row.account)) throw new Error(`journal line names an unknown account ${row.account}`);
  return {
    account: row.account,
    amount: row.amount as LedgerAmount,
    loanId: row.loanId,
    instalmentNumber: row.instalmentNumber,
    component: row.component as JournalLine['component'],
  };
}

/** The entry an idempotency key posted, if any. */
export async function entryOfKey(db: Db, idempotencyKey: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return entry;
}

/** The lines that undo a posted entry, posted under their own key (`reversal:<entry key>`). */
export async function reverseEntry(
  tx: Db,
  idempotencyKey: string,
  narration: string,
  businessDate: IsoDate,
  now: Date,
  kind: EntryKind = 'reversal',
): Promise<PostedEntry | null> {
  const original = await entryOfKey(tx, idempotencyKey);
  if (!original) return null;
  const lines = await linesOf(tx, original.id);
  return postEntry(
    tx,
    {
      idempotencyKey: `reversal:${idempotencyKey}`,
      lenderId: original.lenderId,
      kind,
      businessDate,
      narration,
      loanId: original.loanId,
      reversesEntryId: original.id,
      lines: lines.map((line) => ({ ...line, amount: -line.amount as LedgerAmount })),
    },
    now,
  );
}

/**
 * The trial balance of one lender (or all): from the accounts' stored balances, or through a past
 * business day from the journal (a report of then, the only read that sums history).
 */
export async function trialBalanceOf(
  db: Db,
  filter: { lenderId?: number | undefined; through?: IsoDate | undefined } = {},
): Promise<TrialBalanceRow[]> {
  const rows =
    filter.through === undefined
      ? await db
          .select({
            account: ledgerAccounts.code,
            debits: sql<string>`sum(${ledgerAccounts.postedDebits})`,
            credits: sql<string>`-sum(${ledgerAccounts.postedCredits})`,
          })
          .from(ledgerAccounts)
          .where(filter.lenderId === undefined ? undefined : eq(ledgerAccounts.lenderId, filter.lenderId))
          .groupBy(ledgerAccounts.code)
      : await db
          .select({
            account: journalLines.account,
            debits: sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${journalLines.amount} > 0), 0)`,
            credits: sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${journalLines.amount} < 0), 0)`,
          })
          .from(journalLines)
          .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
          .where(
            and(
              filter.lenderId === undefined ? undefined : eq(journalLines.lenderId, filter.lenderId),
              lte(journalEntries.businessDate, filter.through),
            ),
          )
          .groupBy(journalLines.account);
  // Two lines per account (its debits and its credits) rebuild the rows in the chart's order.
  return trialBalance(
    rows.flatMap((row) => {
      if (!isAccountCode(row.account))
        throw new Error(`journal line names an unknown account ${row.account}`);
      return [
        { account: row.account, amount: paise(Number(row.debits)) },
        { account: row.account, amount: paise(Number(row.credits)) },
      ];
    }),
  );
}

export type StatementLine = {
  entryId: string;
  businessDate: string;
  kind: string;
  narration: string;
  postedAt: Date;
  lines: JournalLine[];
};

/** Entries with their lines, in posting order: a loan's statement of account or a day's journal. */
export async function entriesWhere(db: Db, where: ReturnType<typeof eq>): Promise<StatementLine[]> {
  const entries = await db
    .select()
    .from(journalEntries)
    .where(where)
    .orderBy(asc(journalEntries.businessDate), asc(journalEntries.postedAt), asc(journalEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entryId,
        entries.map((entry) => entry.id),
      ),
    )
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNumber));
  const byEntry = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) byEntry.set(line.entryId, [...(byEntry.get(line.entryId) ?? []), line]);
  return entries.map((entry) => ({
    entryId: entry.id,
    businessDate: entry.businessDate,
    kind: entry.kind,
    narration: entry.narration,
    postedAt: entry.postedAt,
    lines: (byEntry.get(entry.id) ?? []).map(toLine),
  }));
}

export const loanJournal = (db: Db, loanId: string) => entriesWhere(db, eq(journalEntries.loanId, loanId));

export const dayJournal = (db: Db, businessDate: IsoDate) =>
  entriesWhere(db, eq(journalEntries.businessDate, businessDate));

/** A loan's balance per account and instalment: the sums its lines make. */
export async function loanBalances(
  db: Db,
  loanId: string,
): Promise<{ account: string; instalmentNumber: number | null; kind: string; amount: number }[]> {
  const rows = await db
    .select({
      account: journalLines.account,
      instalmentNumber: journalLines.instalmentNumber,
      kind: journalEntries.kind,
      amount: sql<string>`sum(${journalLines.amount})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.loanId, loanId))
    .groupBy(journalLines.account, journalLines.instalmentNumber, journalEntries.kind);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

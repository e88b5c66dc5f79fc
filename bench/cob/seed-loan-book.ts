import type { IsoDate } from '@kredo/domain/calendar-date';

import type { Db } from '../../apps/server/src/db/database.ts';
import { instalmentBalances } from '../../apps/server/src/modules/ledger/instalment-balances.schema.ts';
import { accountIdOf, openAccounts } from '../../apps/server/src/modules/ledger/ledger-accounts.ts';
import { journalEntries, journalLines } from '../../apps/server/src/modules/ledger/ledger.schema.ts';
import { sumsOfLines } from '../../apps/server/src/modules/loans/loan-position.ts';
import { loanApplications } from '../../apps/server/src/modules/loan-application/loan-application.schema.ts';
import { disbursals, loanInstalments, loans } from '../../apps/server/src/modules/loans/loans.schema.ts';
import { opportunities } from '../../apps/server/src/modules/underwriting/underwriting.schema.ts';
import { users } from '../../apps/server/src/modules/users/users.schema.ts';
import type { JournalLine, LedgerAmount } from '@kredo/domain/ledger';

import { bookLoan, seededUuid, type Random } from './loan-book.ts';
import { tableRows, type JournalLineRow, type LoanRows } from './loan-rows.ts';

/** Loans generated and written together: bounded memory, and each table's rows go in a few statements. */
const loansPerRound = 1_000;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const parametersPerStatement = 60_000;

type Table =
  | typeof users
  | typeof loanApplications
  | typeof opportunities
  | typeof disbursals
  | typeof loans
  | typeof loanInstalments
  | typeof journalEntries
  | typeof journalLines
  | typeof instalmentBalances;

/** Multi-row INSERTs of `rows`, as many rows a statement as its parameters allow. */
async function insertAll<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(parametersPerStatement / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement)
    await db.insert(table).values(rows.slice(start, start + perStatement) as never);
}

/**
 * The lines with their accounts (opened for the round in one statement), each INSERT holding whole
 * entries: the database checks each statement's entries balance.
 */
async function insertLines(tx: Db, round: readonly LoanRows[], lines: JournalLineRow[]): Promise<void> {
  const ids = new Map<number, Map<string, number>>();
  for (const lenderId of new Set(round.map((loan) => loan.product.lenderId)))
    ids.set(
      lenderId,
      await openAccounts(
        tx,
        lenderId,
        round
          .filter((loan) => loan.product.lenderId === lenderId)
          .flatMap((loan) => loan.entries.flatMap((entry) => entry.lines)),
        new Date(),
      ),
    );
  const rows = lines.map((line) => ({
    ...line,
    accountId: accountIdOf(ids.get(line.lenderId) ?? new Map<string, number>(), {
      account: line.account as JournalLine['account'],
      amount: line.amount as LedgerAmount,
      loanId: line.loanId ?? null,
    }),
  }));
  const perStatement = Math.floor(parametersPerStatement / 10);
  let start = 0;
  while (start < rows.length) {
    let end = Math.min(rows.length, start + perStatement);
    while (end < rows.length && rows[end]?.entryId === rows[end - 1]?.entryId) end -= 1;
    await tx.insert(journalLines).values(rows.slice(start, end));
    start = end;
  }
}

/** Each loan's instalment sub-ledger, as its entries make it (loan-position.ts). */
function subLedgerRows(round: readonly LoanRows[]): (typeof instalmentBalances.$inferInsert)[] {
  return round.flatMap((loan) => {
    const lines = loan.entries.flatMap((entry) =>
      entry.lines.map((line) => ({
        account: line.account,
        amount: line.amount,
        instalmentNumber: line.instalmentNumber ?? null,
        component: line.component ?? null,
        kind: entry.kind,
        businessDate: entry.businessDate,
      })),
    );
    const { sums } = sumsOfLines(lines, loan.schedule);
    return [...sums].map(([instalmentNumber, row]) => ({ ...row, loanId: loan.loanId, instalmentNumber }));
  });
}

export type SeededBook = { loans: number; instalments: number; entries: number; lines: number };

const benchSerialBase = 90_000_000;

/**
 * Writes `count` active loans closed through `asOf` (loan-book.ts), with the user, application,
 * opportunity and disbursal rows their foreign keys need.
 */
export async function seedLoanBook(
  db: Db,
  count: number,
  asOf: IsoDate,
  random: Random,
): Promise<SeededBook> {
  const written: SeededBook = { loans: 0, instalments: 0, entries: 0, lines: 0 };
  for (let done = 0; done < count; done += loansPerRound) {
    // The serials stay clear of the sequence the server numbers its own loans from.
    const round = Array.from({ length: Math.min(loansPerRound, count - done) }, (_, index) =>
      bookLoan(random, asOf, seededUuid(random), benchSerialBase + done + index),
    );
    const rows = tableRows(round);
    // One transaction a round: the database checks at commit that each entry's lines balance.
    await db.transaction(async (tx) => {
      await insertAll(tx, users, rows.users);
      await insertAll(tx, loanApplications, rows.applications);
      await insertAll(tx, opportunities, rows.opportunities);
      await insertAll(tx, disbursals, rows.disbursals);
      await insertAll(tx, loans, rows.loans);
      await insertAll(tx, loanInstalments, rows.instalments);
      await insertAll(tx, journalEntries, rows.entries);
      await insertLines(tx, round, rows.lines);
      await insertAll(tx, instalmentBalances, subLedgerRows(round));
    });
    written.loans += rows.loans.length;
    written.instalments += rows.instalments.length;
    written.entries += rows.entries.length;
    written.lines += rows.lines.length;
  }
  return written;
}

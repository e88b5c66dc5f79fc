import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';

import type { Db } from '../../apps/server/src/db/database.ts';
import { journalEntries, journalLines } from '../../apps/server/src/modules/ledger/ledger.schema.ts';
import { loanApplications } from '../../apps/server/src/modules/loan-application/loan-application.schema.ts';
import { disbursals, loanInstalments, loans } from '../../apps/server/src/modules/loans/loans.schema.ts';
import { opportunities } from '../../apps/server/src/modules/underwriting/underwriting.schema.ts';
import { users } from '../../apps/server/src/modules/users/users.schema.ts';
import { bookLoan, type Random } from './loan-book.ts';
import { tableRows } from './loan-rows.ts';

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
  | typeof journalLines;

/** Multi-row INSERTs of `rows`, as many rows a statement as its parameters allow. */
async function insertAll<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(parametersPerStatement / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement)
    await db.insert(table).values(rows.slice(start, start + perStatement) as never);
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
      bookLoan(random, asOf, randomUUID(), benchSerialBase + done + index),
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
      await insertAll(tx, journalLines, rows.lines);
    });
    written.loans += rows.loans.length;
    written.instalments += rows.instalments.length;
    written.entries += rows.entries.length;
    written.lines += rows.lines.length;
  }
  return written;
}

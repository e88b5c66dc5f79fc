import { PGlite } from '@electric-sql/pglite';
import type { IsoDate } from '@kredo/domain/calendar-date';

import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { createClock } from '../../apps/server/src/lib/clock.ts';
import { syncProducts } from '../../apps/server/src/modules/loan-products/loan-products.service.ts';
import { runCloseOfBusiness } from '../../apps/server/src/modules/loans/close-of-business-jobs.ts';
import { closeLoanDay } from '../../apps/server/src/modules/loans/close-of-business.ts';
import { seededRandom } from './loan-book.ts';
import { seedLoanBook } from './seed-loan-book.ts';

/** What the two closes must leave alike: every entry by its key with its lines, every loan, presentation, account and instalment row. */
export const closeViews: Record<string, string> = {
  entries: `select e.idempotency_key, e.kind, e.business_date, e.narration, e.loan_id,
      json_agg(json_build_array(l.line_number, l.account, l.amount, l.loan_id, l.instalment_number, l.component)
        order by l.line_number) as lines
    from journal_entries e join journal_lines l on l.entry_id = e.id group by e.id order by e.idempotency_key`,
  loans: `select id, status, asset_class, days_past_due, overdue_since, business_date, matured_on, closed_on, tags
    from loans order by id`,
  presentations: `select loan_id, instalment_number, attempt, reference, amount_paise, charge_date, status, reason_code, reason_text
    from loan_debits order by loan_id, instalment_number, attempt`,
  accounts: `select lender_id, code, unit, owner_id, posted_debits, posted_credits, pending_debits, pending_credits
    from ledger_accounts order by lender_id, code, owner_id`,
  instalments: `select * from instalment_balances order by loan_id, instalment_number`,
  'trial balance': `select lender_id, code, sum(posted_debits) as debits, sum(posted_credits) as credits
    from ledger_accounts group by lender_id, code order by lender_id, code`,
};

/** What differs between two databases' closes, view by view (at most 20 rows told). */
export async function differencesBetween(
  one: Pick<Database, 'executeSql'>,
  other: Pick<Database, 'executeSql'>,
): Promise<string[]> {
  const differences: string[] = [];
  for (const [name, query] of Object.entries(closeViews)) {
    const [a, b] = await Promise.all([one.executeSql(query), other.executeSql(query)]);
    const left = a.rows.map((row) => JSON.stringify(row));
    const right = b.rows.map((row) => JSON.stringify(row));
    if (left.length !== right.length)
      differences.push(`${name}: ${left.length} rows against ${right.length}`);
    for (let i = 0; i < Math.max(left.length, right.length) && differences.length < 20; i += 1)
      if (left[i] !== right[i]) differences.push(`${name}: ${left[i]}\n      against ${right[i]}`);
  }
  return differences;
}

async function bookOf(loans: number, bookDate: IsoDate): Promise<Database> {
  const database = await openDatabase({ pglite: await PGlite.create() });
  await database.migrate(new URL('../../apps/server/drizzle', import.meta.url).pathname);
  await syncProducts(database.db, createClock());
  await seedLoanBook(database.db, loans, bookDate, seededRandom(7));
  return database;
}

const clockAfter = (day: IsoDate) => createClock(Date.parse(`${day}T18:45:00Z`) - Date.now());

/**
 * The same generated book closed through `days` twice: loan by loan and day by day with the
 * per-loan close (closeLoanDay, a transaction and several reads a loan-day), and with the
 * set-based close the server runs. Answers what differs (nothing, when they agree).
 */
export async function compareCloses(loans: number, bookDate: IsoDate, days: readonly IsoDate[]) {
  const perLoan = await bookOf(loans, bookDate);
  const setBased = await bookOf(loans, bookDate);
  try {
    for (const day of days) {
      const deps = { db: perLoan.db, clock: clockAfter(day) };
      const { rows } = await perLoan.executeSql(
        `select id from loans where status = 'DISBURSED' order by id`,
      );
      for (const { id } of rows as { id: string }[]) await closeLoanDay(deps, id, day);
      await runCloseOfBusiness({ db: setBased.db, clock: clockAfter(day) }, day);
    }
    const differences = await differencesBetween(perLoan, setBased);
    const { rows } = await perLoan.executeSql(`select count(*)::int as n from journal_entries`);
    return { entries: (rows[0] as { n: number }).n, differences };
  } finally {
    await Promise.all([perLoan.close(), setBased.close()]);
  }
}

import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import type { Database } from '../apps/server/src/db/database.ts';
import { createClock } from '../apps/server/src/lib/clock.ts';
import { phaseTimes, resetPhaseTimes } from '../apps/server/src/lib/phase-times.ts';
import { syncProducts } from '../apps/server/src/modules/loan-products/loan-products.service.ts';
import { batchCloseCounts } from '../apps/server/src/modules/loans/close-of-business-batch.ts';
import { runCloseOfBusiness } from '../apps/server/src/modules/loans/close-of-business-jobs.ts';
import { benchDatabase } from './bench-database.ts';
import { compareCloses } from './cob/compare-closes.ts';
import { seededRandom } from './cob/loan-book.ts';
import { seedLineBook } from './cob/seed-line-book.ts';
import { seedLoanBook } from './cob/seed-loan-book.ts';
import { printFigures, type Figure } from './support.ts';

/** The book is closed through this day; the benchmark closes the next one, then ten more. */
const bookDate = isoDate('2026-11-26');
const laterDays = Number(process.env.COB_DAYS ?? 10);

/** A clock that starts just after the day's end in India and runs on from there. */
function clockAfter(day: IsoDate) {
  const start = Date.parse(`${day}T18:45:00Z`);
  const startedAt = performance.now();
  return createClock(0, () => start + Math.floor(performance.now() - startedAt));
}

const count = async (database: Database, text: string, values: unknown[] = []) => {
  const { rows } = await database.executeSql(text, values);
  return Number((rows[0] as { n: string | number }).n);
};

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

const dayNote = (day: IsoDate) =>
  day.endsWith('-05') ? ' due date' : addDays(day, 1).endsWith('-01') ? ' month-end' : '';

/**
 * The close of business over a generated book of active loans (loan-book.ts): one day, then the
 * next ten (a month-end, the eve of the due date with its NACH filings and the due date among
 * them), each day's time, loan-days, entries posted and SQL statements a loan-day.
 */
export async function benchCloseOfBusiness(): Promise<boolean> {
  const { database, dispose } = await benchDatabase('cob');
  const engine = database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (file-backed)';
  const loans = Number(process.env.COB_LOANS ?? (database.engine === 'postgres' ? 100_000 : 5_000));
  // Every day closes at this many accounts (loans and credit lines) a second or more: on
  // PostgreSQL 1,00,000 loans and 1,00,000 lines within 100 s.
  const floor = database.engine === 'postgres' ? 2_000 : 1_000;
  try {
    await syncProducts(database.db, createClock());
    let started = performance.now();
    const book = await seedLoanBook(database.db, loans, bookDate, seededRandom(2026));
    const generation = performance.now() - started;
    console.log(`    ${book.loans} loans generated in ${seconds(generation)} s`);
    // Credit lines beside them, one to each of the book's first borrowers (COB_LINES, as many as loans).
    const lineCount = Number(process.env.COB_LINES ?? loans);
    started = performance.now();
    const lines = await seedLineBook(database.db, lineCount, bookDate, seededRandom(2027));
    const lineGeneration = performance.now() - started;
    console.log(`    ${lines} credit lines generated in ${seconds(lineGeneration)} s`);
    // The planner's statistics, as autovacuum gathers them on PostgreSQL after a bulk load. PGlite
    // has no autovacuum and the server never runs ANALYZE: COB_ANALYZE=0 measures that case.
    started = performance.now();
    const analyse = process.env.COB_ANALYZE !== '0';
    if (analyse) await database.executeSql('analyze');
    const analysed = performance.now() - started;
    const classes = (await database.executeSql(
      `select asset_class as class, count(*)::int as n from loans group by 1 order by 1`,
    )) as { rows: { class: string; n: number }[] };
    console.log(`  book: ${classes.rows.map((row) => `${row.class} ${row.n}`).join(', ')}`);

    const deps = { db: database.db, clock: clockAfter(bookDate) };
    const closeDay = async (day: IsoDate) => {
      deps.clock = clockAfter(day);
      const statements = database.statementsSent();
      const dayStarted = performance.now();
      const loanDays = await runCloseOfBusiness(deps, day);
      const ms = performance.now() - dayStarted;
      const entries = await count(
        database,
        `select count(*) as n from journal_entries where business_date = $1`,
        [day],
      );
      console.log(
        `    ${day}: ${seconds(ms)} s, ${loanDays} loan-days, ${entries} entries posted (so far: ${batchCloseCounts.quiet} quiet, ${batchCloseCounts.busy} in busy batches, ${batchCloseCounts.perLoan} per loan)`,
      );
      if (batchCloseCounts.lastError) console.log('    last batch error:', batchCloseCounts.lastError);
      const phases = Object.entries(phaseTimes).filter(([, spent]) => spent >= 50);
      if (phases.length > 0)
        console.log(
          `      where (s, summed over workers): ${phases.map(([phase, spent]) => `${phase} ${seconds(spent)}`).join(', ')}`,
        );
      resetPhaseTimes();
      return {
        ms,
        loanDays,
        entries,
        statements: (database.statementsSent() - statements) / Math.max(1, loanDays),
        loansPerSecond: Math.round(loanDays / (ms / 1000)),
      };
    };

    const firstDay = addDays(bookDate, 1);
    const first = await closeDay(firstDay);
    const later: Figure[] = [];
    let day = firstDay;
    for (let i = 0; i < laterDays; i += 1) {
      day = addDays(day, 1);
      const result = await closeDay(day);
      later.push({
        name: `${day}${dayNote(day)}: ${result.entries} entries, ${result.statements.toFixed(3)} stmt/loan, ${seconds(result.ms)} s`,
        value: result.loansPerSecond,
        unit: 'accounts/s',
        budget: { min: floor },
      });
    }
    // The same rules as the per-loan close: a smaller book closed both ways through the same days.
    const compared = Number(process.env.COB_COMPARE ?? 2_000);
    started = performance.now();
    const comparison = await compareCloses(compared, bookDate, [
      firstDay,
      ...later.map((_, i) => addDays(firstDay, i + 1)),
    ]);
    for (const difference of comparison.differences) console.log(`    differs: ${difference}`);
    const compareTime = performance.now() - started;
    started = performance.now();
    const imbalance = await count(database, `select coalesce(sum(amount), 0) as n from journal_lines`);
    const ledgerSum = performance.now() - started;

    return printFigures(
      `Close of business (${engine}, ${loans.toLocaleString('en-IN')} loans, ${lines.toLocaleString('en-IN')} credit lines)`,
      [
        { name: 'generation (bulk INSERTs)', value: seconds(generation), unit: 's' },
        analyse
          ? { name: 'ANALYZE after generation', value: seconds(analysed), unit: 's' }
          : { name: 'no ANALYZE (COB_ANALYZE=0)', value: 0, unit: '' },
        { name: 'instalments written', value: book.instalments, unit: '' },
        { name: 'journal entries written', value: book.entries, unit: '' },
        { name: 'journal lines written', value: book.lines, unit: '' },
        { name: 'credit lines generated (limits, drawdowns, interest to date)', value: lines, unit: '' },
        { name: 'credit lines: generation', value: seconds(lineGeneration), unit: 's' },
        { name: `one day (${firstDay}): loan-days and line-days closed`, value: first.loanDays, unit: '' },
        { name: 'one day: wall time', value: seconds(first.ms), unit: 's' },
        {
          name: 'one day: loans and lines closed per second',
          value: Math.round(first.loanDays / (first.ms / 1000)),
          unit: 'accounts/s',
          budget: { min: floor },
        },
        { name: 'one day: journal entries posted', value: first.entries, unit: '' },
        {
          name: 'one day: SQL statements per loan or line',
          value: Number(first.statements.toFixed(1)),
          unit: '',
        },
        ...later,
        {
          name: `set-based against per-loan close, ${compared.toLocaleString('en-IN')} loans, ${comparison.entries} entries (${seconds(compareTime)} s): differences`,
          value: comparison.differences.length,
          unit: '',
          budget: { max: 0 },
        },
        {
          name: `ledger sum of all lines (${seconds(ledgerSum)} s)`,
          value: Math.abs(imbalance),
          unit: 'paise',
          budget: { max: 0 },
        },
      ],
    );
  } finally {
    await dispose();
  }
}

/**
 * Ledger posting throughput: borrowers' captured payments credited to their loans as the gateway's
 * webhook does it (`receivePaymentWebhook`: the event recorded, the payment and its loan locked,
 * the receipt allocated to the dues by `postReceipt` and posted by `postEntry`, whose trigger
 * checks each entry balances and moves the accounts' stored balances, then the loan settled and
 * the payment CAPTURED, all in one transaction). Why: receipts are the postings borrowers make,
 * and they crowd on the due date. The book (bench/cob) is closed through the eve of a due date and
 * the payments come on the due date. Four cases, each loan in one of them:
 *  - serial: one poster, one payment a loan;
 *  - concurrent: POSTING_CONCURRENCY posters (8), one payment a loan. Every receipt debits its
 *    lender's one gateway-suspense account, locked from the lines' INSERT to the commit: the hot
 *    row, measured as it is (the book's loans above ₹25,000, nearly all, are one lender's);
 *  - hot loans: the same posters, all paying a few loans (POSTING_HOT_LOANS, 4): they queue on
 *    the loans' locks as well;
 *  - postEntry only: the same posters posting receipt entries (allocated alike, before the run)
 *    through postEntry alone, the lines the transaction's last statement: the ledger's own cost.
 * Then the nightly check (checkBalances): every account's stored balance against its journal
 * lines and every loan's instalment sums; no difference is allowed. On PostgreSQL the posters'
 * lock waits are sampled (lock-waits.ts); PGlite has one connection, so its posters queue.
 */
import { cpus } from 'node:os';

import { isoDate } from '@kredo/domain/calendar-date';

import type { Database } from '../apps/server/src/db/database.ts';
import { createClock } from '../apps/server/src/lib/clock.ts';
import { checkBalances } from '../apps/server/src/modules/ledger/ledger-balance-check.ts';
import { syncProducts } from '../apps/server/src/modules/loan-products/loan-products.service.ts';
import { benchDatabase } from './bench-database.ts';
import { seededRandom } from './cob/loan-book.ts';
import { seedLoanBook } from './cob/seed-loan-book.ts';
import { openLoans, postPayments, writePayments } from './posting/captured-payments.ts';
import { meanWaiting, sampleLockWaits } from './posting/lock-waits.ts';
import { quantile, type PostingRun } from './posting/posters.ts';
import { postEntries, receiptEntries } from './posting/receipt-entries.ts';
import { printFigures, type Budget, type Figure } from './support.ts';

/** The book is closed through the eve of the due date (the 5th); the payments are valued on it. */
const bookDate = isoDate('2026-12-04');
const paymentDay = isoDate('2026-12-05');
/** A hot loan's payments: ₹500 each. */
const hotAmount = 50_000;

/**
 * Floors of entries a second, somewhat below what this 2-core machine measured with 8 posters
 * (docs/benchmarks.md, "Ledger posting"): the capture 93-139/s on PostgreSQL 15 on loopback and
 * 49-62/s on file-backed PGlite; postEntry alone 316-395/s and 155-197/s.
 */
const floors: Record<Database['engine'], { capture: number; postEntry: number }> = {
  postgres: { capture: 75, postEntry: 250 },
  pglite: { capture: 40, postEntry: 120 },
};

/** A clock at 11:30 in India on the payment day, running on from there. */
function paymentDayClock() {
  const start = Date.parse(`${paymentDay}T06:00:00Z`);
  const startedAt = performance.now();
  return createClock(0, () => start + Math.floor(performance.now() - startedAt));
}

const count = async (database: Database, table: string) => {
  const { rows } = await database.executeSql(`select count(*)::int as n from ${table}`);
  return Number((rows[0] as { n: number }).n);
};

/** The machine's CPU time, busy and in all (ms, all cores): the database shares them on loopback. */
const machineCpu = () =>
  cpus().reduce(
    (sum, { times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { busy: sum.busy + busy, all: sum.all + busy + times.idle };
    },
    { busy: 0, all: 0 },
  );

const ms = (value: number) => Number(value.toFixed(1));
const perSecond = (n: number, elapsed: number) => Math.round(n / (elapsed / 1000));

/** One case's figures: entries and lines a second, per-entry latency, statements and lock waits. */
async function postingCase(
  database: Database,
  name: string,
  payments: number,
  run: () => Promise<PostingRun>,
  floor?: Budget,
): Promise<{ figures: Figure[]; notCredited: number }> {
  const [entries, lines, statements] = [
    await count(database, 'journal_entries'),
    await count(database, 'journal_lines'),
    database.statementsSent(),
  ];
  const sampler = sampleLockWaits(database);
  const [machine, node] = [machineCpu(), process.cpuUsage()];
  const { ms: elapsed, latencies, outcomes } = await run();
  const [machineAfter, nodeUsed] = [machineCpu(), process.cpuUsage(node)];
  const waits = await sampler.stop();
  const sent = database.statementsSent() - statements;
  const posted = (await count(database, 'journal_entries')) - entries;
  const moved = (await count(database, 'journal_lines')) - lines;
  const told = [...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
  console.log(`    ${name}: ${payments} payments in ${ms(elapsed)} ms (${told})`);
  const figures: Figure[] = [
    {
      name: `${name}: entries/s (${posted})`,
      value: perSecond(posted, elapsed),
      unit: '/s',
      ...(floor ? { budget: floor } : {}),
    },
    { name: `${name}: lines/s (${moved})`, value: perSecond(moved, elapsed), unit: '/s' },
    { name: `${name}: p50 per entry`, value: ms(quantile(latencies, 0.5)), unit: 'ms' },
    { name: `${name}: p95 per entry`, value: ms(quantile(latencies, 0.95)), unit: 'ms' },
    { name: `${name}: SQL statements per entry`, value: ms(sent / payments), unit: '' },
    {
      name: `${name}: CPU busy, all cores`,
      value: Math.round((100 * (machineAfter.busy - machine.busy)) / (machineAfter.all - machine.all)),
      unit: '%',
    },
    {
      name: `${name}: CPU of this process`,
      value: Math.round((nodeUsed.user + nodeUsed.system) / 10 / elapsed),
      unit: '% of a core',
    },
    ...meanWaiting(waits)
      .filter(([, n]) => n >= 0.05)
      .map(([what, n]) => ({ name: `${name}: waiting on ${what}`, value: n, unit: 'posters' })),
  ];
  return { figures, notCredited: payments - (outcomes.get('credited') ?? 0) };
}

export async function benchLedgerPosting(): Promise<boolean> {
  const { database, dispose } = await benchDatabase('posting');
  const postgres = database.engine === 'postgres';
  const engine = postgres ? 'PostgreSQL' : 'PGlite (file-backed, one connection)';
  const loanCount = Number(process.env.POSTING_LOANS ?? (postgres ? 10_000 : 2_000));
  const concurrency = Number(process.env.POSTING_CONCURRENCY ?? 8);
  const hotLoans = Number(process.env.POSTING_HOT_LOANS ?? 4);
  const hotPayments = Number(process.env.POSTING_HOT_PAYMENTS ?? (postgres ? 2_000 : 500));
  const random = seededRandom(2026);
  try {
    await syncProducts(database.db, createClock());
    let started = performance.now();
    const seeded = await seedLoanBook(database.db, loanCount, bookDate, random);
    await database.executeSql('analyze');
    const seeding = performance.now() - started;
    console.log(`    ${seeded.loans} loans, ${seeded.lines} journal lines seeded in ${ms(seeding / 1000)} s`);

    // Each loan in one case only: a few hot loans, a tenth paid by one poster, the rest halved
    // between the capture and postEntry alone.
    const book = await openLoans(database.db);
    const hot = book.slice(0, hotLoans);
    const serialLoans = book.slice(hotLoans, hotLoans + Math.floor(book.length / 10));
    const rest = book.slice(hotLoans + serialLoans.length);
    const concurrentLoans = rest.slice(0, Math.ceil(rest.length / 2));
    const ledgerOnly = await receiptEntries(database.db, rest.slice(concurrentLoans.length), paymentDay);
    const clock = paymentDayClock();
    const emi = (loan: { instalmentPaise: number }) => loan.instalmentPaise;
    const serial = await writePayments(database.db, serialLoans, 1, emi, clock.now(), random);
    const concurrent = await writePayments(database.db, concurrentLoans, 1, emi, clock.now(), random);
    const perHotLoan = Math.ceil(hotPayments / Math.max(1, hot.length));
    const hotOnes = await writePayments(database.db, hot, perHotLoan, () => hotAmount, clock.now(), random);
    await database.executeSql('analyze loan_payments');

    const deps = { db: database.db, clock };
    const floor = floors[database.engine];
    const c = concurrency;
    const cases = [
      await postingCase(database, 'serial ×1', serial.length, () => postPayments(deps, serial, 1)),
      await postingCase(
        database,
        `concurrent ×${c}`,
        concurrent.length,
        () => postPayments(deps, concurrent, c),
        { min: floor.capture },
      ),
      await postingCase(database, `hot ${hot.length} loans ×${c}`, hotOnes.length, () =>
        postPayments(deps, hotOnes, c),
      ),
      await postingCase(
        database,
        `postEntry only ×${c}`,
        ledgerOnly.length,
        () => postEntries(database.db, ledgerOnly, c, () => clock.now()),
        { min: floor.postEntry },
      ),
    ];

    started = performance.now();
    const check = await checkBalances(database.db, paymentDay, clock.now());
    const checking = performance.now() - started;
    for (const difference of check.differences.slice(0, 5))
      console.log('    balance differs:', JSON.stringify(difference));
    for (const difference of check.instalments.slice(0, 5))
      console.log('    instalment differs:', JSON.stringify(difference));
    const notCaptured = await database.executeSql(
      `select count(*)::int as n from loan_payments where status <> 'CAPTURED'`,
    );

    return printFigures(`Ledger posting (${engine}, ${seeded.loans.toLocaleString('en-IN')} loans)`, [
      { name: 'book seeded and analysed', value: ms(seeding / 1000), unit: 's' },
      { name: 'journal lines in the book before posting', value: seeded.lines, unit: '' },
      ...cases.flatMap((c) => c.figures),
      {
        name: 'payments not credited and CAPTURED',
        value: Math.max(
          cases.reduce((sum, c) => sum + c.notCredited, 0),
          Number((notCaptured.rows[0] as { n: number }).n),
        ),
        unit: '',
        budget: { max: 0 },
      },
      { name: `balance check: accounts (${ms(checking / 1000)} s)`, value: check.accounts, unit: '' },
      {
        name: 'stored balances differing from the journal',
        value: check.differences.length,
        unit: '',
        budget: { max: 0 },
      },
      {
        name: 'instalment sums differing from the journal',
        value: check.instalments.length,
        unit: '',
        budget: { max: 0 },
      },
    ]);
  } finally {
    await dispose();
  }
}

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import { isoDate } from '@kredo/domain/calendar-date';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { differencesBetween } from '../../../../bench/cob/compare-closes.ts';
import { seededRandom } from '../../../../bench/cob/loan-book.ts';
import { seedLoanBook } from '../../../../bench/cob/seed-loan-book.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { createClock } from '../../src/lib/clock.ts';
import { syncProducts } from '../../src/modules/loan-products/loan-products.service.ts';
import { runCloseOfBusiness } from '../../src/modules/loans/close-of-business-jobs.ts';
import { templateDatabaseName } from '../helpers/test-database.ts';

const postgresUrl = process.env.DATABASE_URL;
const worker = fileURLToPath(new URL('./close-worker.ts', import.meta.url));
const bookDate = isoDate('2026-11-26');
/** Through a month-end, the eve of the due date and the due date. */
const through = '2026-12-05';

/** A close-worker process, told to start by `go` once it is ready. */
function closer(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, url, through], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? -1));
  });
  const ready = (async () => {
    while (!stdout.startsWith('ready\n')) {
      if (child.exitCode !== null) throw new Error(`the close worker exited early:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    ready,
    async closed(): Promise<number> {
      child.stdin.end('go\n');
      const code = await exited;
      if (code !== 0) throw new Error(`the close worker exited with ${code}:\n${stderr}`);
      return Number(stdout.slice('ready\n'.length).trim());
    },
  };
}

/**
 * Two server processes closing the same days of one book on one PostgreSQL share them: every
 * loan-day is closed once, by one or the other, and the book ends as one process alone leaves it.
 * (PostgreSQL only: the embedded database belongs to one process.)
 */
describe.skipIf(!postgresUrl)('the close of business on two instances', () => {
  const made: { name: string; database: Database }[] = [];
  const fresh = async () => {
    const name = `kredo_two_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName}`);
    await admin.end();
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    made.push({ name, database });
    await syncProducts(database.db, createClock());
    await seedLoanBook(database.db, 1_500, bookDate, seededRandom(11));
    return { database, url: url.toString() };
  };
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const { name, database } of made) {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
    }
    await admin.end();
  });

  it('closes each loan-day once, as one instance alone would', { timeout: 600_000 }, async () => {
    const alone = await fresh();
    const clock = createClock(Date.parse(`${through}T20:00:00Z`) - Date.now());
    const days = await runCloseOfBusiness({ db: alone.database.db, clock }, isoDate(through));
    expect(days).toBeGreaterThan(1_500 * 8);

    const shared = await fresh();
    const workers = [closer(shared.url), closer(shared.url)];
    await Promise.all(workers.map((each) => each.ready));
    const byEach = await Promise.all(workers.map((each) => each.closed()));
    // Both took part, and between them closed every loan-day once.
    expect(byEach.every((n) => n > 0)).toBe(true);
    expect(byEach[0]! + byEach[1]!).toBe(days);
    expect(await differencesBetween(alone.database, shared.database)).toEqual([]);
    const failures = await shared.database.executeSql(
      'select count(*)::int as n from close_of_business_failures',
    );
    expect(failures.rows).toEqual([{ n: 0 }]);
  });
});

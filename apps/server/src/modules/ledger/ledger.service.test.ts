import { randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  dayJournal,
  loanBalances,
  loanJournal,
  postEntry,
  reverseEntry,
  trialBalanceOf,
} from './ledger.service.ts';

const now = new Date('2026-11-24T10:00:00Z');
const day = isoDate('2026-11-24');

describe('the journal', () => {
  let setup: Awaited<ReturnType<typeof createTestDeps>>;
  let db: Db;
  beforeAll(async () => {
    setup = await createTestDeps();
    db = setup.deps.db;
  });
  afterAll(() => setup.close());

  const disbursal = (key: string, loanId: string, lenderId = 174) => ({
    idempotencyKey: key,
    lenderId,
    kind: 'disbursal' as const,
    businessDate: day,
    narration: 'Loan disbursed',
    loanId,
    lines: [
      debit('loan-principal', paise(100_000_00), { loanId }),
      credit('fee-income', paise(2_000_00), { loanId }),
      credit('gst-payable', paise(360_00), { loanId }),
      credit('disbursal-clearing', paise(97_640_00), { loanId }),
    ],
  });

  it('posts an entry once under its key; a repeat posts nothing and answers the first', async () => {
    const loanId = randomUUID();
    const key = `disbursal:${randomUUID()}`;
    const first = await db.transaction((tx) => postEntry(tx, disbursal(key, loanId), now));
    const again = await db.transaction((tx) => postEntry(tx, disbursal(key, loanId), now));
    expect(first.posted).toBe(true);
    expect(again).toEqual({ entryId: first.entryId, posted: false });
    expect(await loanJournal(db, loanId)).toHaveLength(1);
  });

  it('refuses a key posted before with other lines', async () => {
    const loanId = randomUUID();
    const key = `disbursal:${randomUUID()}`;
    await db.transaction((tx) => postEntry(tx, disbursal(key, loanId), now));
    const other = { ...disbursal(key, loanId), lines: disbursal(key, loanId).lines.slice(0, 0) };
    other.lines = [
      debit('loan-principal', paise(5_00), { loanId }),
      credit('disbursal-clearing', paise(5_00), { loanId }),
    ];
    await expect(db.transaction((tx) => postEntry(tx, other, now))).rejects.toThrow(/other lines/);
  });

  it('is checked by the database too: lines that do not balance are refused', async () => {
    await db.transaction((tx) => postEntry(tx, disbursal(`disbursal:${randomUUID()}`, randomUUID()), now));
    const entryId = randomUUID();
    const write = db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
        values (${entryId}, ${`raw:${entryId}`}, 174, 'receipt', '2026-11-24', 'unbalanced', now())`);
      await tx.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount)
        select ${entryId}, 1, 174, 'disbursal-clearing', id, 100 from ledger_accounts
        where lender_id = 174 and code = 'disbursal-clearing'`);
    });
    // PGlite reports it as the error itself, PostgreSQL's driver as its cause.
    const error: unknown = await write.then(
      () => null,
      (failure: unknown) => failure,
    );
    const { message, cause } = error as { message?: string; cause?: { message?: string } };
    expect(`${message} ${cause?.message}`).toMatch(/does not balance/);
  });

  it('never changes or deletes a posted line: the database refuses both', async () => {
    const loanId = randomUUID();
    const { entryId } = await db.transaction((tx) =>
      postEntry(tx, disbursal(`disbursal:${randomUUID()}`, loanId), now),
    );
    const refused = { cause: { message: expect.stringMatching(/never changed or deleted/) } };
    await expect(
      db.execute(sql`update journal_lines set amount = 1 where entry_id = ${entryId}`),
    ).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from journal_entries where id = ${entryId}`)).rejects.toMatchObject(
      refused,
    );
  });

  it('undoes an entry with a reversing one, once', async () => {
    const loanId = randomUUID();
    const key = `disbursal:${randomUUID()}`;
    await db.transaction((tx) => postEntry(tx, disbursal(key, loanId), now));
    const reversal = await db.transaction((tx) => reverseEntry(tx, key, 'Payout returned', day, now));
    const again = await db.transaction((tx) => reverseEntry(tx, key, 'Payout returned', day, now));
    expect(reversal?.posted).toBe(true);
    expect(again?.posted).toBe(false);
    expect(
      (await loanBalances(db, loanId)).reduce((sum, row) => sum + Math.abs(row.amount), 0),
    ).toBeGreaterThan(0);
    const net = new Map<string, number>();
    for (const row of await loanBalances(db, loanId))
      net.set(row.account, (net.get(row.account) ?? 0) + row.amount);
    expect([...net.values()].every((amount) => amount === 0)).toBe(true);
  });

  it('sums to a zero trial balance, per lender and overall, and lists a day’s journal', async () => {
    const loanId = randomUUID();
    await db.transaction((tx) => postEntry(tx, disbursal(`disbursal:${randomUUID()}`, loanId, 176), now));
    const lender = await trialBalanceOf(db, { lenderId: 176 });
    expect(lender.find((row) => row.account === 'loan-principal')?.balance).toBe(100_000_00);
    expect(lender.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    const all = await trialBalanceOf(db);
    expect(all.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    expect(await trialBalanceOf(db, { through: isoDate('2026-11-23') })).toEqual([]);
    const journal = await dayJournal(db, day);
    expect(journal.length).toBeGreaterThan(0);
    expect(journal.every((entry) => entry.lines.reduce((sum, line) => sum + line.amount, 0) === 0)).toBe(
      true,
    );
  });
});

import { randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';
import { accountCodes, chartAccount, credit, debit, type AccountCode } from '@kredo/domain/ledger';
import { goldUnits, paise } from '@kredo/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import { day, now, poster, refusal } from './ledger-test-kit.ts';
import { accountsOwnedBy, lenderAccount } from './ledger-accounts.ts';
import { balanceDifferences, checkBalances } from './ledger-balance-check.ts';
import { trialBalanceOf } from './ledger.service.ts';

describe('the ledger core: accounts with stored balances, per unit, checked by the database', () => {
  let setup: Awaited<ReturnType<typeof createTestDeps>>;
  let db: Db;
  beforeAll(async () => {
    setup = await createTestDeps();
    db = setup.deps.db;
  });
  afterAll(() => setup.close());

  const lender = 301;
  const post = poster(() => db, lender);

  it('keeps the default chart as data, the same as the domain’s', async () => {
    const rows = (await db.execute(
      sql`select code, name, type, unit, subject, no_negative from ledger_chart where lender_id is null order by id`,
    )) as unknown as {
      rows: {
        code: AccountCode;
        name: string;
        type: string;
        unit: string;
        subject: string;
        no_negative: boolean;
      }[];
    };
    expect(rows.rows.map((row) => row.code)).toEqual(accountCodes);
    for (const row of rows.rows) {
      const account = chartAccount(row.code);
      expect(row).toEqual({
        code: row.code,
        name: account.name,
        type: account.type,
        unit: account.unit,
        subject: account.subject,
        no_negative: account.noNegative,
      });
    }
  });

  it('opens a loan’s accounts per loan and the lender’s once, and stores their balances as they post', async () => {
    const loanId = randomUUID();
    await post([
      debit('loan-principal', paise(50_000_00), { loanId }),
      credit('disbursal-clearing', paise(50_000_00), { loanId }),
    ]);
    await post([
      debit('gateway-suspense', paise(5_000_00), { loanId }),
      credit('loan-principal', paise(5_000_00), { loanId }),
    ]);
    const [principal] = await accountsOwnedBy(db, loanId);
    expect(principal).toMatchObject({
      code: 'loan-principal',
      lenderId: lender,
      postedDebits: 50_000_00,
      postedCredits: 5_000_00,
    });
    expect(await lenderAccount(db, lender, 'disbursal-clearing')).toMatchObject({
      ownerId: null,
      postedCredits: 50_000_00,
    });
    expect(await lenderAccount(db, lender, 'loan-principal')).toBeUndefined();
    const trial = await trialBalanceOf(db, { lenderId: lender });
    expect(trial.find((row) => row.account === 'loan-principal')).toMatchObject({
      balance: 45_000_00,
      unit: 'INR',
    });
    expect(await balanceDifferences(db)).toEqual([]);
  });

  it('posts a gold purchase as one entry balanced in rupees and in gold, and refuses one that is not', async () => {
    const holding = randomUUID();
    await post([
      debit('gateway-suspense', paise(1_030_00)),
      credit('gold-vendor-payable', paise(1_000_00)),
      credit('gst-payable', paise(30_00)),
      debit('gold-in-vault', goldUnits(1_234)),
      credit('customer-gold', goldUnits(1_234), { subjectId: holding }),
    ]);
    const [gold] = await accountsOwnedBy(db, holding);
    expect(gold).toMatchObject({ code: 'customer-gold', unit: 'XAU', postedCredits: 1_234 });
    const trial = await trialBalanceOf(db, { lenderId: lender });
    expect(trial.filter((row) => row.unit === 'XAU').reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    // Sums to zero overall, not in each unit: 1,000 paise against 1,000 units of gold.
    await expect(
      post([
        debit('gateway-suspense', paise(1_000)),
        credit('customer-gold', goldUnits(1_000), { subjectId: holding }),
      ]),
    ).rejects.toThrow(/in each unit/);
    const account = (code: string, owner?: string) =>
      owner
        ? sql`(select id from ledger_accounts where code = ${code} and owner_id = ${owner})`
        : sql`(select id from ledger_accounts where code = ${code} and lender_id = ${lender} and owner_id is null)`;
    const entryId = randomUUID();
    const raw = db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
        values (${entryId}, ${`raw:${entryId}`}, ${lender}, 'receipt', '2026-11-24', 'mixed units', now())`);
      await tx.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount) values
        (${entryId}, 1, ${lender}, 'gateway-suspense', ${account('gateway-suspense')}, 1000),
        (${entryId}, 2, ${lender}, 'customer-gold', ${account('customer-gold', holding)}, -1000)`);
    });
    expect(await refusal(raw)).toMatch(/does not balance in (INR|XAU)/);
  });

  it('opens only accounts the lender’s chart knows; a lender’s own chart row adds a code for it alone', async () => {
    const code = 'co-lending-payable' as AccountCode;
    await db.execute(sql`insert into ledger_chart (lender_id, code, name, type, unit, subject, no_negative)
      values (${lender + 1}, ${code}, 'Owed to the co-lender', 'liability', 'INR', 'lender', false)`);
    await expect(
      post([debit('gateway-suspense', paise(100)), credit(code, paise(100))], lender),
    ).rejects.toThrow(/chart of accounts/);
    await post([debit('gateway-suspense', paise(100)), credit(code, paise(100))], lender + 1);
    expect(await lenderAccount(db, lender + 1, code)).toMatchObject({
      type: 'liability',
      postedCredits: 100,
    });
  });

  it('never lets a no-negative account go below zero, whatever the order of concurrent postings', async () => {
    const holding = randomUUID();
    const buy = [
      debit('gold-in-vault', goldUnits(10_000)),
      credit('customer-gold', goldUnits(10_000), { subjectId: holding }),
    ];
    await post(buy);
    const sell = () => [
      debit('customer-gold', goldUnits(3_000), { subjectId: holding }),
      credit('gold-in-vault', goldUnits(3_000)),
    ];
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => post(sell())));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(await refusal(Promise.reject(outcome.reason))).toMatch(/ledger_accounts_no_negative/);
    const [gold] = await accountsOwnedBy(db, holding);
    expect((gold?.postedCredits ?? 0) - (gold?.postedDebits ?? 0)).toBe(1_000);
  });

  it('reports nothing on a sound ledger, and each account whose stored balance differs from its journal, once a day', async () => {
    const loanId = randomUUID();
    await post([
      debit('loan-principal', paise(2_000_00), { loanId }),
      credit('disbursal-clearing', paise(2_000_00), { loanId }),
    ]);
    const sound = await checkBalances(db, isoDate('2026-11-23'), now);
    expect(sound).toMatchObject({ checked: true, differences: [] });
    expect(sound.accounts).toBeGreaterThan(0);
    // A balance changed behind the journal's back (the guard put aside, as only a superuser could).
    await db.execute(sql`alter table ledger_accounts disable trigger ledger_accounts_guard_update`);
    await db.execute(
      sql`update ledger_accounts set posted_debits = posted_debits + 1 where owner_id = ${loanId}`,
    );
    await db.execute(sql`alter table ledger_accounts enable trigger ledger_accounts_guard_update`);
    const found = await checkBalances(db, day, now);
    expect(found.differences).toHaveLength(1);
    expect(found.differences[0]).toMatchObject({ code: 'loan-principal', ownerId: loanId });
    expect(await checkBalances(db, day, now)).toMatchObject({ checked: false });
    const breaks = (await db.execute(
      sql`select source, kind, expected, actual from reconciliation_breaks where source = 'ledger-balance'`,
    )) as unknown as { rows: { expected: string; actual: string }[] };
    expect(breaks.rows).toEqual([
      {
        source: 'ledger-balance',
        kind: 'balance-difference',
        expected: expect.anything(),
        actual: expect.anything(),
      },
    ]);
    expect(Number(breaks.rows[0]?.actual) - Number(breaks.rows[0]?.expected)).toBe(1);
  });
});

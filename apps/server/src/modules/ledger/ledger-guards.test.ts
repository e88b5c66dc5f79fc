import { randomUUID } from 'node:crypto';

import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import { poster, refusal } from './ledger-test-kit.ts';

describe('the journal and accounts, guarded by the database itself', () => {
  let setup: Awaited<ReturnType<typeof createTestDeps>>;
  let db: Db;
  beforeAll(async () => {
    setup = await createTestDeps();
    db = setup.deps.db;
  });
  afterAll(() => setup.close());

  const lender = 301;
  const post = poster(() => db, lender);

  it('refuses by itself a line to another lender’s account, an entry without lines, and any change to the journal', async () => {
    const loanId = randomUUID();
    const { entryId } = await post([
      debit('loan-principal', paise(1_000_00), { loanId }),
      credit('disbursal-clearing', paise(1_000_00), { loanId }),
    ]);
    await post([debit('bank', paise(700)), credit('disbursal-clearing', paise(700))], lender + 2);
    const other = randomUUID();
    const crossLender = db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
        values (${other}, ${`raw:${other}`}, ${lender}, 'receipt', '2026-11-24', 'another lender', now())`);
      await tx.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount)
        select ${other}, row_number() over (order by id), ${lender}, code, id, case when code = 'bank' then 700 else -700 end
        from ledger_accounts where lender_id = ${lender + 2} and owner_id is null`);
    });
    expect(await refusal(crossLender)).toMatch(/another lender/);
    const unknown = randomUUID();
    const unknownAccount = db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
        values (${unknown}, ${`raw:${unknown}`}, ${lender}, 'receipt', '2026-11-24', 'no such account', now())`);
      await tx.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount) values
        (${unknown}, 1, ${lender}, 'bank', 987654321, 700), (${unknown}, 2, ${lender}, 'bank', 987654322, -700)`);
    });
    expect(await refusal(unknownAccount)).toMatch(/unknown account/);
    const orphan =
      db.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount)
      select ${randomUUID()}::uuid, n, ${lender + 2}, 'bank', id, case when n = 1 then 5 else -5 end
      from ledger_accounts, (values (1), (2)) v(n) where lender_id = ${lender + 2} and code = 'bank' and owner_id is null`);
    expect(await refusal(orphan)).toMatch(/if it exists/);
    // A balanced pair added later to the entry posted above, and a line to this loan's account naming another loan.
    const appended =
      db.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount)
      select ${entryId}::uuid, 10 + n, ${lender}, 'disbursal-clearing', id, case when n = 1 then 5 else -5 end
      from ledger_accounts, (values (1), (2)) v(n) where lender_id = ${lender} and code = 'disbursal-clearing'`);
    expect(await refusal(appended)).toMatch(/never added to/);
    const otherLoan = randomUUID();
    const misnamed = db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
        values (${otherLoan}, ${`raw:${otherLoan}`}, ${lender}, 'receipt', '2026-11-24', 'another loan', now())`);
      await tx.execute(sql`insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount, loan_id)
        select ${otherLoan}::uuid, 1, ${lender}::int, 'loan-principal', id, 100, ${randomUUID()}::uuid
        from ledger_accounts where owner_id = ${loanId} and code = 'loan-principal'
        union all
        select ${otherLoan}::uuid, 2, ${lender}::int, 'disbursal-clearing', id, -100, null
        from ledger_accounts where lender_id = ${lender} and code = 'disbursal-clearing'`);
    });
    expect(await refusal(misnamed)).toMatch(/another lender, code or loan/);
    expect(
      await refusal(
        db.execute(sql`update ledger_accounts set no_negative = false where owner_id = ${loanId}`),
      ),
    ).toMatch(/only by posting/);
    expect(
      await refusal(
        db.execute(sql`insert into ledger_accounts (lender_id, code, unit, type, subject, owner_id, no_negative, posted_debits, opened_at)
          values (${lender}, 'penal-receivable', 'INR', 'asset', 'loan', ${randomUUID()}, false, 500, now())`),
      ),
    ).toMatch(/opens with nothing/);
    expect(
      await refusal(
        db.execute(sql`insert into ledger_accounts (lender_id, code, unit, type, subject, owner_id, no_negative, opened_at)
          values (${lender}, 'customer-gold', 'XAU', 'liability', 'gold-holding', ${randomUUID()}, false, now())`),
      ),
    ).toMatch(/chart of accounts as opened/);
    const empty = randomUUID();
    expect(
      await refusal(
        db.execute(sql`insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, posted_at)
          values (${empty}, ${`raw:${empty}`}, ${lender}, 'receipt', '2026-11-24', 'nothing', now())`),
      ),
    ).toMatch(/has no lines/);
    for (const statement of [
      sql`update journal_lines set amount = 1 where entry_id = ${entryId}`,
      sql`delete from journal_lines where entry_id = ${entryId}`,
      sql`truncate journal_lines`,
      sql`truncate journal_entries cascade`,
    ])
      expect(await refusal(db.execute(statement))).toMatch(/never changed or deleted/);
    expect(
      await refusal(
        db.execute(
          sql`update ledger_accounts set posted_debits = posted_debits + 1 where owner_id = ${loanId}`,
        ),
      ),
    ).toMatch(/only by posting/);
    expect(await refusal(db.execute(sql`delete from ledger_accounts where owner_id = ${loanId}`))).toMatch(
      /never deleted/,
    );
  });
});

import { chartAccount, isAccountCode, type JournalLine } from '@kredo/domain/ledger';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { timed } from '../../lib/phase-times.ts';
import { ledgerAccounts } from './ledger.schema.ts';

/**
 * Accounts as rows: opened by the first posting to them, from the lender's chart (data), each
 * with its balance stored (posted and pending, debits and credits) and moved by the database in
 * the posting transaction. Reading a balance is reading a row; only the nightly check, which
 * proves the rows against the journal, sums history.
 */

/** The owner of the account a line moves: none for the lender's own, else the line's subject. */
export function ownerOfLine(line: JournalLine): string | null {
  // A code only a lender's own chart rows know: its subject is the line's to say.
  if (!isAccountCode(line.account)) return line.subjectId ?? null;
  if (chartAccount(line.account).subject === 'lender') return null;
  const owner = line.subjectId ?? line.loanId ?? null;
  if (owner === null) throw new Error(`a line to ${line.account} must name the subject whose account it is`);
  return owner;
}

const accountKey = (code: string, ownerId: string | null) => `${code}|${ownerId ?? ''}`;

export const accountIdOf = (ids: ReadonlyMap<string, number>, line: JournalLine): number => {
  const id = ids.get(accountKey(line.account, ownerOfLine(line)));
  if (id === undefined) throw new Error(`no account ${line.account} is open for this line`);
  return id;
};

/** An entry's or a hold's lines as rows: numbered from 1, each with its account's id. */
export const lineRows = (
  lenderId: number,
  lines: readonly JournalLine[],
  accountIds: ReadonlyMap<string, number>,
) =>
  lines.map((line, index) => ({
    lineNumber: index + 1,
    lenderId,
    account: line.account,
    accountId: accountIdOf(accountIds, line),
    amount: line.amount,
    loanId: line.loanId ?? null,
    instalmentNumber: line.instalmentNumber ?? null,
    component: line.component ?? null,
  }));

/**
 * The ids of the accounts these lines move, opening any not yet open, in one statement: only a
 * code the lender's chart knows (its own row, else the default chart's) opens; any other throws.
 * A first posting racing another to open the same account reads it again once committed.
 */
export async function openAccounts(
  tx: Db,
  lenderId: number,
  lines: readonly JournalLine[],
  now: Date,
): Promise<Map<string, number>> {
  const wanted = new Map<string, { code: string; ownerId: string | null }>();
  for (const line of lines) {
    const ownerId = ownerOfLine(line);
    wanted.set(accountKey(line.account, ownerId), { code: line.account, ownerId });
  }
  const ids = await timed('accounts: read', () => openAccountIds(tx, lenderId, [...wanted.values()]));
  let missing = [...wanted].filter(([key]) => !ids.has(key)).map(([, w]) => w);
  if (missing.length > 0) {
    for (const [key, id] of await timed('accounts: open', () => openFromChart(tx, lenderId, missing, now)))
      ids.set(key, id);
    missing = missing.filter((w) => !ids.has(accountKey(w.code, w.ownerId)));
  }
  // Opened meanwhile by a posting racing this one (its insert did nothing): read once more.
  if (missing.length > 0)
    for (const [key, id] of await openAccountIds(tx, lenderId, missing)) ids.set(key, id);
  for (const [key, w] of wanted)
    if (!ids.has(key)) throw new Error(`account ${w.code} is not in lender ${lenderId}'s chart of accounts`);
  return ids;
}

type Wanted = { code: string; ownerId: string | null };

/** The accounts already open of those wanted: a subject's by its owner, the lender's by code. */
async function openAccountIds(
  tx: Db,
  lenderId: number,
  wanted: readonly Wanted[],
): Promise<Map<string, number>> {
  const owned = wanted.filter((w) => w.ownerId);
  const owners = [...new Set(owned.map((w) => w.ownerId))];
  const ownedCodes = [...new Set(owned.map((w) => w.code))];
  const lenderCodes = [...new Set(wanted.filter((w) => !w.ownerId).map((w) => w.code))];
  const rows = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, ownerId: ledgerAccounts.ownerId })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.lenderId, lenderId),
        or(
          owners.length > 0
            ? sql`${ledgerAccounts.ownerId} = any(${sql.param(owners)}::uuid[]) and ${ledgerAccounts.code} = any(${sql.param(ownedCodes)}::text[])`
            : undefined,
          lenderCodes.length > 0
            ? and(isNull(ledgerAccounts.ownerId), inArray(ledgerAccounts.code, lenderCodes))
            : undefined,
        ),
      ),
    );
  const keys = new Set(wanted.map((w) => accountKey(w.code, w.ownerId)));
  return new Map(
    rows.map((row) => [accountKey(row.code, row.ownerId), row.id] as const).filter(([key]) => keys.has(key)),
  );
}

/** Opens the accounts the lender's chart knows (its own row, else the default chart's). */
async function openFromChart(
  tx: Db,
  lenderId: number,
  wanted: readonly Wanted[],
  now: Date,
): Promise<Map<string, number>> {
  const values = sql.join(
    wanted.map((w) => sql`(${w.code}::text, ${w.ownerId}::uuid)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with wanted(code, owner_id) as (values ${values}),
    chart as (
      select distinct on (c.code) c.code, c.unit, c.type, c.subject, c.no_negative
      from ledger_chart c
      where c.code in (select code from wanted) and (c.lender_id = ${lenderId} or c.lender_id is null)
      order by c.code, c.lender_id nulls last
    )
    insert into ledger_accounts (lender_id, code, unit, type, subject, owner_id, no_negative, opened_at)
    select ${lenderId}, c.code, c.unit, c.type, c.subject,
      case when c.subject = 'lender' then null else w.owner_id end, c.no_negative, ${now.toISOString()}::timestamptz
    from wanted w join chart c on c.code = w.code
    on conflict do nothing
    returning id, code, owner_id
  `)) as unknown as { rows: { id: string | number; code: string; owner_id: string | null }[] };
  return new Map(result.rows.map((row) => [accountKey(row.code, row.owner_id), Number(row.id)]));
}

export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** A subject's accounts (a loan's, a gold holding's…), with their stored balances. */
export async function accountsOwnedBy(db: Db, ownerId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId))
    .orderBy(asc(ledgerAccounts.code));
}

/** One of the lender's own accounts, if it has been posted to. */
export async function lenderAccount(db: Db, lenderId: number, code: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.lenderId, lenderId),
        eq(ledgerAccounts.code, code),
        isNull(ledgerAccounts.ownerId),
      ),
    );
  return row;
}

import { isLedgerUnit, ledgerUnits } from '@kredo/domain/ledger';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { balanceDifferences, type BalanceDifference } from '../modules/ledger/ledger-balance-check.ts';

/** One lender's journal in one unit, in minor units (paise, 0.1 mg of gold): nil when debits equal credits. */
export type UnitTotal = { lenderId: number; unit: string; debits: bigint; credits: bigint };

export type LedgerCheck = {
  entries: number;
  lines: number;
  accounts: number;
  totals: UnitTotal[];
  failures: string[];
};

type Row = Record<string, string | number | null>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** An amount in its unit's major figure with its decimals (500.00 INR, 1.2345 XAU), exactly. */
export function formatUnits(amount: bigint, unit: string): string {
  const decimals = isLedgerUnit(unit) ? ledgerUnits[unit].decimals : 0;
  const magnitude = amount < 0n ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const fraction = decimals ? `.${(magnitude % scale).toString().padStart(decimals, '0')}` : '';
  return `${amount < 0n ? '-' : ''}${magnitude / scale}${fraction} ${unit}`;
}

const figures = (side: BalanceDifference['stored'], unit: string) =>
  `posted ${formatUnits(BigInt(side.postedDebits), unit)} debit / ${formatUnits(BigInt(side.postedCredits), unit)} credit, ` +
  `pending ${formatUnits(BigInt(side.pendingDebits), unit)} / ${formatUnits(BigInt(side.pendingCredits), unit)}`;

function differenceFailure(difference: BalanceDifference): string {
  const owner = difference.ownerId ? ` of ${difference.ownerId}` : '';
  return (
    `Ledger account ${difference.accountId} (lender ${difference.lenderId}, ${difference.code}${owner}) stores ` +
    `${figures(difference.stored, difference.unit)}; its journal lines and pending holds give ${figures(difference.journal, difference.unit)}`
  );
}

/** The entries of one lender whose lines in one unit do not sum to nil: what to look at first. */
async function unbalancedEntries(db: Db, total: UnitTotal): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select l.entry_id from journal_lines l join ledger_accounts a on a.id = l.account_id
      where l.lender_id = ${total.lenderId} and a.unit = ${total.unit}
      group by l.entry_id having sum(l.amount) <> 0 order by l.entry_id limit 20`,
  );
  return rows.map((row) => String(row.entry_id));
}

async function totalFailure(db: Db, total: UnitTotal): Promise<string> {
  const over = total.debits - total.credits;
  const entries = await unbalancedEntries(db, total);
  return (
    `Trial balance of lender ${total.lenderId} in ${total.unit} is not nil: debits ${formatUnits(total.debits, total.unit)}, ` +
    `credits ${formatUnits(total.credits, total.unit)}, ${formatUnits(over < 0n ? -over : over, total.unit)} more ${over > 0n ? 'debited' : 'credited'}` +
    (entries.length ? `; entries whose lines do not balance: ${entries.join(', ')}` : '')
  );
}

/**
 * The ledger of a restored copy: the journal's lines sum to nil per lender and unit (rupees, gold
 * and credit limits apart), and every account's stored balance is what its lines and pending holds
 * make it (the nightly check's query). Read in one snapshot, without the server's statement limit.
 */
export function checkLedger(db: Db): Promise<LedgerCheck> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const [counts] = await rowsOf(
        tx,
        sql`select (select count(*) from journal_entries) as entries, (select count(*) from journal_lines) as lines,
          (select count(*) from ledger_accounts) as accounts`,
      );
      const totals: UnitTotal[] = (
        await rowsOf(
          tx,
          sql`select l.lender_id, a.unit,
            coalesce(sum(l.amount) filter (where l.amount > 0), 0) as debits,
            coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as credits
          from journal_lines l left join ledger_accounts a on a.id = l.account_id
          group by l.lender_id, a.unit order by l.lender_id, a.unit`,
        )
      ).map((row) => ({
        lenderId: Number(row.lender_id),
        unit: row.unit === null ? '(no account)' : String(row.unit),
        debits: BigInt(row.debits ?? 0),
        credits: BigInt(row.credits ?? 0),
      }));
      const failures: string[] = [];
      for (const total of totals) {
        if (total.unit === '(no account)')
          failures.push(`Journal lines of lender ${total.lenderId} name a ledger account that is not there`);
        else if (total.debits !== total.credits) failures.push(await totalFailure(tx, total));
      }
      for (const difference of await balanceDifferences(tx)) failures.push(differenceFailure(difference));
      return {
        entries: Number(counts?.entries ?? 0),
        lines: Number(counts?.lines ?? 0),
        accounts: Number(counts?.accounts ?? 0),
        totals: totals.filter((total) => total.unit !== '(no account)'),
        failures,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

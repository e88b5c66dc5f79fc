import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect } from 'vitest';

import { lineChecks } from './line-invariants.ts';
import { ledgerSide, scheduleSide, type Instalment, type LoanLine } from './schedule-side.ts';

/**
 * The money invariants read from a stopped server's data directory, where no API shows them. Each
 * answers the rows that break it, as text naming the ids and the amounts (nothing when it holds).
 */
export type StoredInvariants = {
  unbalancedEntries: string[];
  /** The table's unique index holds this; read again here, as the ledger's promise. */
  repeatedKeys: string[];
  receiptsPerPayment: string[];
  payoutsPerDisbursal: string[];
  gatewayCapturesNotCredited: string[];
  creditsWithoutCapture: string[];
  receivablesAgainstSchedule: string[];
  penalChargesOnTimePayments: string[];
  /** Credit lines: drawdowns settled and paid once, limits and principal agreeing (line-invariants.ts). */
  drawdowns: string[];
  creditLines: string[];
  /** Each loan's last closed business day. */
  closedThrough: string[];
  /** What was checked, for the report: counts of rows read. */
  counts: Record<string, number>;
};

const numberOf = (value: unknown) => Number(value);

/** Every invariant holds: each list of what breaks one is empty (soft, so a run reports them all). */
export function expectInvariantsHold(stored: StoredInvariants): void {
  expect.soft(stored.unbalancedEntries, 'entries that do not balance').toEqual([]);
  expect.soft(stored.repeatedKeys, 'idempotency keys posted twice').toEqual([]);
  expect.soft(stored.receiptsPerPayment, 'receipts per payment').toEqual([]);
  expect.soft(stored.payoutsPerDisbursal, 'payouts and entries per disbursal').toEqual([]);
  expect.soft(stored.gatewayCapturesNotCredited, 'captured at the gateway, not credited').toEqual([]);
  expect.soft(stored.creditsWithoutCapture, 'credited without a capture').toEqual([]);
  expect.soft(stored.receivablesAgainstSchedule, 'receivables against the schedule').toEqual([]);
  expect.soft(stored.penalChargesOnTimePayments, 'penal charges on instalments paid on time').toEqual([]);
  expect.soft(stored.drawdowns, 'drawdowns settled and paid once').toEqual([]);
  expect.soft(stored.creditLines, 'credit line limits and principal').toEqual([]);
}

export async function readStoredInvariants(dataDir: string, serverNow: Date): Promise<StoredInvariants> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await checkInvariants(
      async (text, params = []) => (await db.query(text, params)).rows as never,
      serverNow,
    );
  } finally {
    await db.close();
  }
}

/** The same, on a PostgreSQL that several instances share (the scale-out journey). */
export async function readPostgresInvariants(url: string, serverNow: Date): Promise<StoredInvariants> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await checkInvariants(
      async (text, params = []) => (await client.query(text, params)).rows as never,
      serverNow,
    );
  } finally {
    await client.end();
  }
}

async function checkInvariants(rows: Rows, serverNow: Date): Promise<StoredInvariants> {
  const unbalanced = await rows<{ id: string; kind: string; key: string; total: string; lines: number }>(
    `select e.id, e.kind, e.idempotency_key as key, coalesce(sum(l.amount), 0)::text as total,
            count(l.entry_id)::int as lines
       from journal_entries e left join journal_lines l on l.entry_id = e.id
      group by e.id having coalesce(sum(l.amount), 0) <> 0 or count(l.entry_id) < 2`,
  );

  const repeatedKeys = await rows<{ key: string; n: number }>(
    `select idempotency_key as key, count(*)::int as n from journal_entries group by 1 having count(*) > 1`,
  );

  const payments = await rows<{
    id: string;
    status: string;
    amount: string;
    receipts: number;
    received: string | null;
  }>(
    `select p.id, p.status, p.amount_paise::text as amount,
            (select count(*)::int from journal_entries e where e.idempotency_key = 'payment:' || p.id) as receipts,
            (select sum(l.amount)::text from journal_entries e join journal_lines l on l.entry_id = e.id
              where e.idempotency_key = 'payment:' || p.id and l.account = 'gateway-suspense') as received
       from loan_payments p`,
  );
  const receiptsPerPayment = payments.flatMap((p) => {
    const problems: string[] = [];
    if (p.receipts > 1) problems.push(`payment ${p.id} (${p.status}) has ${p.receipts} receipts`);
    if (p.status === 'CAPTURED' && p.receipts !== 1)
      problems.push(`payment ${p.id} is CAPTURED with ${p.receipts} receipts`);
    if (p.status !== 'CAPTURED' && p.receipts > 0)
      problems.push(`payment ${p.id} is ${p.status} yet has ${p.receipts} receipt(s)`);
    if (p.receipts === 1 && numberOf(p.received) !== numberOf(p.amount))
      problems.push(`payment ${p.id}: receipt took ${p.received} into the gateway account, paid ${p.amount}`);
    return problems;
  });

  const disbursals = await rows<{
    id: string;
    status: string;
    loan_id: string | null;
    payouts: number;
    paid: number;
    entries: number;
  }>(
    `select d.id, d.status, d.loan_id,
            (select count(*)::int from sandbox_payout_payouts s
              where s.idempotency_key = d.id::text or s.reference = d.id::text) as payouts,
            (select count(*)::int from sandbox_payout_payouts s
              where (s.idempotency_key = d.id::text or s.reference = d.id::text)
                and s.outcome = 'processed' and s.settles_at <= $1 and s.reversed_at is null) as paid,
            (select count(*)::int from journal_entries e
              where e.kind = 'disbursal' and (e.idempotency_key = 'disbursal:' || d.id
                 or (d.loan_id is not null and e.loan_id = d.loan_id))) as entries
       from disbursals d`,
    [serverNow],
  );
  const payoutsPerDisbursal = disbursals.flatMap((d) => {
    const problems: string[] = [];
    if (d.payouts !== 1) problems.push(`disbursal ${d.id} (${d.status}): ${d.payouts} payouts requested`);
    if (d.paid > 1) problems.push(`disbursal ${d.id}: ${d.paid} payouts paid`);
    if (d.status === 'PAID' && d.entries !== 1)
      problems.push(`disbursal ${d.id} (loan ${d.loan_id}): ${d.entries} disbursal entries`);
    if (d.status === 'PAID' && d.paid !== 1)
      problems.push(`disbursal ${d.id} is PAID but the payout service paid ${d.paid}`);
    return problems;
  });

  const captures = await rows<{
    gateway_id: string;
    amount: string;
    reference: string;
    status: string | null;
    credited_id: string | null;
    credited_amount: string | null;
  }>(
    `select sp.id as gateway_id, sp.amount::text as amount, l.reference, p.status,
            p.gateway_payment_id as credited_id, p.amount_paise::text as credited_amount
       from sandbox_pg_payments sp
       join sandbox_pg_links l on l.id = sp.link_id
       left join loan_payments p on p.id::text = l.reference
      where sp.captured_at is not null and sp.captured_at <= $1`,
    [serverNow],
  );
  const gatewayCapturesNotCredited = captures
    .filter(
      (c) => c.status !== 'CAPTURED' || c.credited_id !== c.gateway_id || c.credited_amount !== c.amount,
    )
    .map(
      (c) =>
        `gateway payment ${c.gateway_id} of ${c.amount} for payment ${c.reference} captured; ` +
        `loan_payments says ${c.status ?? 'nothing'} (${c.credited_id ?? 'no gateway id'}, ${c.credited_amount ?? '-'})`,
    );
  const capturedIds = new Set(captures.map((c) => c.gateway_id));
  const creditsWithoutCapture = (
    await rows<{ id: string; gateway_payment_id: string | null }>(
      `select id, gateway_payment_id from loan_payments where status = 'CAPTURED'`,
    )
  )
    .filter((p) => !p.gateway_payment_id || !capturedIds.has(p.gateway_payment_id))
    .map((p) => `payment ${p.id} is CAPTURED but the gateway captured no ${p.gateway_payment_id}`);

  const loans = await loanChecks(rows);
  const lines = await lineChecks(rows, serverNow);
  return {
    unbalancedEntries: unbalanced.map(
      (e) => `entry ${e.id} (${e.kind}, ${e.key}): ${e.lines} lines summing to ${e.total}`,
    ),
    repeatedKeys: repeatedKeys.map((row) => `${row.key} posted ${row.n} times`),
    receiptsPerPayment,
    payoutsPerDisbursal,
    gatewayCapturesNotCredited,
    creditsWithoutCapture,
    receivablesAgainstSchedule: loans.receivables,
    penalChargesOnTimePayments: loans.penalOnTime,
    drawdowns: lines.drawdownProblems,
    creditLines: lines.lineProblems,
    closedThrough: loans.closedThrough,
    counts: {
      ...Object.fromEntries(
        (
          await rows<{ kind: string; n: number }>(
            'select kind, count(*)::int as n from journal_entries group by kind order by kind',
          )
        ).map((row) => [`entries ${row.kind}`, row.n]),
      ),
      payments: payments.length,
      capturedPayments: payments.filter((p) => p.status === 'CAPTURED').length,
      gatewayCaptures: captures.length,
      disbursals: disbursals.length,
      drawdowns: lines.drawdowns,
      creditLines: lines.lines,
    },
  };
}

type Rows = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** Each loan's receivables in the ledger against what its schedule says is outstanding. */
async function loanChecks(rows: Rows) {
  const loans = await rows<{
    id: string;
    disbursal_date: string;
    business_date: string;
    schedule_version: number;
    asset_class: string;
    tags: string[];
  }>(`select id, disbursal_date::text, business_date::text, schedule_version, asset_class, tags from loans`);
  const problems: string[] = [];
  const penalOnTime: string[] = [];
  for (const loan of loans) {
    if (loan.asset_class === 'NPA' || loan.tags.includes('written-off')) {
      problems.push(`loan ${loan.id} is ${loan.asset_class} ${loan.tags.join(',')}: not checked`);
      continue;
    }
    const schedule = (
      await rows<{ n: number; due: string; principal: string; interest: string }>(
        `select instalment_number as n, due_date::text as due, principal_paise::text as principal,
                interest_paise::text as interest
           from loan_instalments where loan_id = $1 and schedule_version = $2 order by instalment_number`,
        [loan.id, loan.schedule_version],
      )
    ).map((row): Instalment => ({
      instalmentNumber: row.n,
      dueDate: row.due,
      principal: numberOf(row.principal),
      interest: numberOf(row.interest),
    }));
    const lines = (
      await rows<{ kind: string; day: string; account: string; amount: string; n: number | null }>(
        `select e.kind, e.business_date::text as day, l.account, l.amount::text as amount, l.instalment_number as n
           from journal_lines l join journal_entries e on e.id = l.entry_id where l.loan_id = $1`,
        [loan.id],
      )
    ).map((row): LoanLine => ({
      kind: row.kind,
      businessDate: row.day,
      account: row.account,
      amount: numberOf(row.amount),
      instalmentNumber: row.n,
    }));
    const expected = scheduleSide(schedule, loan.disbursal_date, loan.business_date, lines);
    const booked = ledgerSide(lines);
    for (const part of ['principal', 'interest', 'charges'] as const)
      if (booked[part] !== expected[part])
        problems.push(
          `loan ${loan.id} (closed through ${loan.business_date}): ${part} receivable ${booked[part]}, ` +
            `the schedule says ${expected[part]}`,
        );
    problems.push(...expected.overpaid.map((text) => `loan ${loan.id}: ${text}`));
    penalOnTime.push(...expected.penalOnTime.map((text) => `loan ${loan.id}: ${text}`));
  }
  return {
    receivables: problems,
    penalOnTime,
    closedThrough: loans.map((loan) => `${loan.id}: ${loan.business_date}`),
  };
}

type Rows = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const numberOf = (value: unknown) => Number(value ?? 0);

/**
 * The credit lines' money read from a stopped server's data: every drawdown settled (none still in
 * flight once healed), paid out once at most and posted exactly when paid; every line's limit
 * account never below nothing and equal to its limit less what is drawn and held; the principal
 * the line keeps equal to its ledger account and to its drawdowns less what was repaid.
 */
export async function lineChecks(rows: Rows, serverNow: Date) {
  const drawdownProblems: string[] = [];
  const drawdowns = await rows<{
    id: string;
    line_id: string;
    status: string;
    amount: string;
    payouts: number;
    paid: number;
    entries: number;
  }>(
    `select d.id, d.line_id, d.status, d.amount_paise::text as amount,
            (select count(*)::int from sandbox_payout_payouts s where s.idempotency_key = d.id::text) as payouts,
            (select count(*)::int from sandbox_payout_payouts s
              where s.idempotency_key = d.id::text and s.outcome = 'processed' and s.settles_at <= $1
                and s.reversed_at is null) as paid,
            (select count(*)::int from journal_entries e where e.idempotency_key = 'hold:drawdown:' || d.id) as entries
       from credit_line_drawdowns d`,
    [serverNow],
  );
  for (const d of drawdowns) {
    if (d.status === 'PROCESSING') drawdownProblems.push(`drawdown ${d.id} is still in flight`);
    if (d.payouts > 1) drawdownProblems.push(`drawdown ${d.id}: ${d.payouts} payouts requested`);
    if (d.status === 'PAID' && (d.paid !== 1 || d.entries !== 1))
      drawdownProblems.push(`drawdown ${d.id} is PAID: ${d.paid} payouts paid, ${d.entries} entries`);
    if (d.status === 'FAILED' && (d.paid !== 0 || d.entries !== 0))
      drawdownProblems.push(`drawdown ${d.id} is FAILED: ${d.paid} payouts paid, ${d.entries} entries`);
  }

  const lineProblems: string[] = [];
  const lines = await rows<{
    id: string;
    limit: string;
    principal: string;
    available: string | null;
    held: string | null;
    ledger_principal: string | null;
    drawn: string | null;
    repaid: string | null;
  }>(
    `select l.id, l.limit_paise::text as limit, l.principal_paise::text as principal,
            (select (a.posted_credits - a.posted_debits - a.pending_debits)::text from ledger_accounts a
              where a.owner_id = l.id and a.code = 'line-available') as available,
            (select a.pending_debits::text from ledger_accounts a
              where a.owner_id = l.id and a.code = 'line-available') as held,
            (select (a.posted_debits - a.posted_credits)::text from ledger_accounts a
              where a.owner_id = l.id and a.code = 'line-principal') as ledger_principal,
            (select sum(d.amount_paise)::text from credit_line_drawdowns d
              where d.line_id = l.id and d.status = 'PAID') as drawn,
            (select sum(r.principal_paid_paise)::text from credit_line_repayments r where r.line_id = l.id) as repaid
       from credit_lines l where l.status = 'ACTIVE'`,
  );
  for (const line of lines) {
    const available = numberOf(line.available);
    const expected = numberOf(line.limit) - numberOf(line.principal) - numberOf(line.held);
    if (available < 0) lineProblems.push(`line ${line.id}: available ${available}, below nothing`);
    if (available !== expected)
      lineProblems.push(
        `line ${line.id}: available ${available}, limit ${line.limit} less drawn ${line.principal} and held ${line.held}`,
      );
    if (numberOf(line.ledger_principal) !== numberOf(line.principal))
      lineProblems.push(
        `line ${line.id}: principal ${line.principal}, its ledger account ${line.ledger_principal}`,
      );
    if (numberOf(line.drawn) - numberOf(line.repaid) !== numberOf(line.principal))
      lineProblems.push(
        `line ${line.id}: principal ${line.principal}, drawn ${line.drawn} less repaid ${line.repaid}`,
      );
  }
  return { drawdownProblems, lineProblems, drawdowns: drawdowns.length, lines: lines.length };
}

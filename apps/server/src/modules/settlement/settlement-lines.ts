import { isoDate } from '@kredo/domain/calendar-date';
import type { ExpectedLine } from '@kredo/domain/settlement-matching';
import { addDays } from '@kredo/domain/working-days';
import { and, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';

/** The pieces every expectation of a provider's report is built of: the day's window, its lines. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The instants of a business day in India: [from, until). */
export const dayWindow = (day: string) => ({
  from: indiaMidnight(day),
  until: indiaMidnight(addDays(isoDate(day), 1)),
});

type Row = {
  reference: string;
  providerId: string | null;
  lenderId: number;
  amount: number;
  at: Date | null;
};

const asText = (column: PgColumn) => sql`${column}::text`;

/** In the day's window, or named by the report. */
export function ofDayOr(
  at: PgColumn,
  id: PgColumn,
  day: string,
  references: readonly string[],
): SQL | undefined {
  const { from, until } = dayWindow(day);
  const inDay = and(gte(at, from), lt(at, until));
  return references.length > 0 ? or(inDay, inArray(asText(id), [...references])) : inDay;
}

export function expectedOf(rows: Row[], day: string, sign: 1 | -1): ExpectedLine[] {
  const { from, until } = dayWindow(day);
  return rows.map((row) => ({
    reference: row.reference,
    providerId: row.providerId,
    lenderId: row.lenderId,
    amount: sign * row.amount,
    ofDay: row.at !== null && row.at >= from && row.at < until,
  }));
}

/** The line of the entry under `prefix` || our id that moves `account`, debits (1) or credits (-1). */
export const entryLine = (prefix: string, id: PgColumn, account: string, sign: 1 | -1) => ({
  entry: eq(journalEntries.idempotencyKey, sql`${prefix} || ${id}::text`),
  line: and(
    eq(journalLines.entryId, journalEntries.id),
    eq(journalLines.account, account),
    sign > 0 ? gt(journalLines.amount, 0) : lt(journalLines.amount, 0),
  ),
});

import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';

import type { Db } from '../../db/database.ts';
import { closeOfBusinessFailures } from './close-of-business.schema.ts';
import { findLoan } from './loan-position.ts';
import { loans } from './loans.schema.ts';

/** The longest error kept: enough for a database error's message and its code. */
const maxErrorLength = 500;

/**
 * What a failed loan-day keeps of its exception: its type, the database's code, and the message,
 * as serializeError puts it in the log. A failed query's message lists its bound values, so the
 * database's own message (its cause) is kept instead; a database error's detail, which quotes the
 * row, never is. Long runs of digits (an account or Aadhaar number in a message) are masked.
 */
export function failureMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof DrizzleQueryError && inner.cause !== undefined) inner = inner.cause;
  if (!(inner instanceof Error)) return 'non-error thrown';
  const code = (inner as Error & { code?: unknown }).code;
  const type = inner.constructor?.name ?? inner.name;
  const message = inner.message
    .split('\n')[0]!
    .replaceAll(/\d{9,}/g, (digits) => `[${digits.length} digits]`);
  return `${type}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`.slice(0, maxErrorLength);
}

/**
 * Records the failure of a loan's close: the day that failed is the one after its last closed day
 * (its business date did not move for the day that threw). A loan-day failing again counts one
 * more attempt and keeps the latest error.
 */
export async function recordCloseFailure(db: Db, loanId: string, error: unknown, now: Date): Promise<void> {
  const loan = await findLoan(db, loanId);
  if (!loan) return;
  const day: IsoDate = addDays(isoDate(loan.businessDate ?? loan.disbursalDate), 1);
  const message = failureMessage(error);
  await db
    .insert(closeOfBusinessFailures)
    .values({ loanId, businessDay: day, error: message, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [closeOfBusinessFailures.loanId, closeOfBusinessFailures.businessDay],
      set: {
        error: message,
        attempts: sql`${closeOfBusinessFailures.attempts} + 1`,
        lastSeenAt: now,
        resolvedAt: null,
      },
    });
}

/** Of these loans, those with a loan-day failure not yet resolved. */
export async function loansWithOpenFailures(db: Db, loanIds: string[]): Promise<Set<string>> {
  if (loanIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ loanId: closeOfBusinessFailures.loanId })
    .from(closeOfBusinessFailures)
    .where(and(isNull(closeOfBusinessFailures.resolvedAt), inArray(closeOfBusinessFailures.loanId, loanIds)));
  return new Set(rows.map((row) => row.loanId));
}

/** Resolves a loan's failures of the days it has now closed. */
export async function resolveClosedFailures(db: Db, loanId: string, now: Date): Promise<void> {
  const loan = await findLoan(db, loanId);
  if (!loan?.businessDate) return;
  await db
    .update(closeOfBusinessFailures)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(closeOfBusinessFailures.loanId, loanId),
        isNull(closeOfBusinessFailures.resolvedAt),
        lte(closeOfBusinessFailures.businessDay, loan.businessDate),
      ),
    );
}

/** The loan-days not closed yet, oldest first, with the loan's account number and status. */
export async function openCloseFailures(db: Db) {
  const rows = await db
    .select({
      loanId: closeOfBusinessFailures.loanId,
      lenderLoanAcctId: loans.lenderLoanAcctId,
      lenderId: loans.lenderId,
      loanStatus: loans.status,
      businessDay: closeOfBusinessFailures.businessDay,
      error: closeOfBusinessFailures.error,
      attempts: closeOfBusinessFailures.attempts,
      firstSeenAt: closeOfBusinessFailures.firstSeenAt,
      lastSeenAt: closeOfBusinessFailures.lastSeenAt,
    })
    .from(closeOfBusinessFailures)
    .innerJoin(loans, eq(loans.id, closeOfBusinessFailures.loanId))
    .where(isNull(closeOfBusinessFailures.resolvedAt))
    .orderBy(asc(closeOfBusinessFailures.businessDay), asc(loans.lenderLoanAcctId));
  return {
    failures: rows.map((row) => ({
      ...row,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
  };
}

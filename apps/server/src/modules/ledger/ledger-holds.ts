import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { balancedLines, isAccountCode, type JournalLine, type LedgerAmount } from '@kredo/domain/ledger';
import { and, asc, eq, lte } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { ledgerAccounts, ledgerHoldLines, ledgerHolds } from './ledger.schema.ts';
import { lineRows, openAccounts } from './ledger-accounts.ts';
import { postEntry, type EntryKind, type PostedEntry } from './ledger.service.ts';

/**
 * Holds, TigerBeetle's two-phase transfers: lines reserved on their accounts' pending balances
 * (so a no-negative account cannot promise the same money or gold twice), then posted as one
 * journal entry of the same lines, or voided, by whoever placed them or by the clock at their
 * expiry. The database moves the pending balances (ledger_hold_lines_reserve on insert,
 * ledger_holds_resolve on the one change of status) and refuses a second resolution.
 */
export type HoldToPlace = {
  idempotencyKey: string;
  lenderId: number;
  /** The entry kind the hold posts as. */
  kind: EntryKind;
  narration: string;
  /** When the clock voids it if nothing has; null for never. */
  expiresAt: Date | null;
  lines: readonly JournalLine[];
};

export type Hold = typeof ledgerHolds.$inferSelect;

/** Reserves the lines, once per key: a repeat answers the hold placed first. */
export async function placeHold(
  tx: Db,
  hold: HoldToPlace,
  now: Date,
): Promise<{ hold: Hold; placed: boolean }> {
  const lines = balancedLines(hold.lines);
  const [inserted] = await tx
    .insert(ledgerHolds)
    .values({
      id: randomUUID(),
      idempotencyKey: hold.idempotencyKey,
      lenderId: hold.lenderId,
      kind: hold.kind,
      narration: hold.narration,
      status: 'PENDING',
      expiresAt: hold.expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerHolds.idempotencyKey })
    .returning();
  if (!inserted) {
    const existing = await holdOfKey(tx, hold.idempotencyKey);
    if (!existing) throw new Error(`hold ${hold.idempotencyKey} vanished`);
    return { hold: existing, placed: false };
  }
  const accountIds = await openAccounts(tx, hold.lenderId, lines, now);
  await tx
    .insert(ledgerHoldLines)
    .values(lineRows(hold.lenderId, lines, accountIds).map((row) => ({ ...row, holdId: inserted.id })));
  return { hold: inserted, placed: true };
}

export async function holdOfKey(db: Db, idempotencyKey: string): Promise<Hold | undefined> {
  const [hold] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.idempotencyKey, idempotencyKey));
  return hold;
}

async function lockedHold(tx: Db, idempotencyKey: string): Promise<Hold> {
  const [hold] = await tx
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, idempotencyKey))
    .for('update');
  if (!hold) throw new Error(`no hold ${idempotencyKey}`);
  return hold;
}

export class HoldResolvedError extends Error {
  constructor(
    readonly key: string,
    readonly status: string,
  ) {
    super(`hold ${key} is already ${status.toLowerCase()}`);
    this.name = 'HoldResolvedError';
  }
}

async function holdLines(tx: Db, holdId: string): Promise<JournalLine[]> {
  const rows = await tx
    .select({ line: ledgerHoldLines, ownerId: ledgerAccounts.ownerId })
    .from(ledgerHoldLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHoldLines.accountId))
    .where(eq(ledgerHoldLines.holdId, holdId))
    .orderBy(asc(ledgerHoldLines.lineNumber));
  return rows.map(({ line, ownerId }) => {
    if (!isAccountCode(line.account)) throw new Error(`hold line names an unknown account ${line.account}`);
    return {
      account: line.account,
      amount: line.amount as LedgerAmount,
      subjectId: ownerId,
      loanId: line.loanId,
      instalmentNumber: line.instalmentNumber,
      component: line.component as JournalLine['component'],
    };
  });
}

/**
 * Posts a pending hold: its reservation released and its lines posted as one entry (key
 * `hold:<key>`), in the caller's transaction. Posting a hold already posted answers its entry; a
 * voided or expired one throws HoldResolvedError.
 */
export async function postHold(
  tx: Db,
  idempotencyKey: string,
  businessDate: IsoDate,
  now: Date,
): Promise<PostedEntry> {
  const hold = await lockedHold(tx, idempotencyKey);
  if (hold.status === 'POSTED' && hold.entryId) return { entryId: hold.entryId, posted: false };
  if (hold.status !== 'PENDING') throw new HoldResolvedError(idempotencyKey, hold.status);
  const lines = await holdLines(tx, hold.id);
  // Released first: the reservation and the posting must not count against an account together.
  await tx.update(ledgerHolds).set({ status: 'POSTED', resolvedAt: now }).where(eq(ledgerHolds.id, hold.id));
  const posted = await postEntry(
    tx,
    {
      idempotencyKey: `hold:${idempotencyKey}`,
      lenderId: hold.lenderId,
      kind: hold.kind as EntryKind,
      businessDate,
      narration: hold.narration,
      loanId: lines.find((line) => line.loanId)?.loanId ?? null,
      lines,
    },
    now,
  );
  await tx.update(ledgerHolds).set({ entryId: posted.entryId }).where(eq(ledgerHolds.id, hold.id));
  return posted;
}

/** Voids a pending hold, releasing what it reserved. Voiding one already voided does nothing. */
export async function voidHold(
  tx: Db,
  idempotencyKey: string,
  now: Date,
  status: 'VOIDED' | 'EXPIRED' = 'VOIDED',
): Promise<Hold> {
  const hold = await lockedHold(tx, idempotencyKey);
  if (hold.status === 'VOIDED' || hold.status === 'EXPIRED') return hold;
  if (hold.status !== 'PENDING') throw new HoldResolvedError(idempotencyKey, hold.status);
  const [voided] = await tx
    .update(ledgerHolds)
    .set({ status, resolvedAt: now })
    .where(eq(ledgerHolds.id, hold.id))
    .returning();
  if (!voided) throw new Error(`hold ${idempotencyKey} vanished`);
  return voided;
}

/**
 * Voids every pending hold past its expiry, each in its own transaction (skipping one another
 * instance holds): what the clock does for a payout or a vendor that never answered.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ key: ledgerHolds.idempotencyKey })
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.status, 'PENDING'), lte(ledgerHolds.expiresAt, now)))
    .orderBy(asc(ledgerHolds.expiresAt))
    .limit(500);
  let expired = 0;
  for (const { key } of due) {
    const hold = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.idempotencyKey, key), eq(ledgerHolds.status, 'PENDING')))
        .for('update', { skipLocked: true });
      return locked ? voidHold(tx, key, now, 'EXPIRED') : null;
    });
    if (hold?.status === 'EXPIRED') expired += 1;
  }
  return expired;
}

/** Each minute: pending holds past their expiry are voided (expireHolds). */
export function startHoldExpiryClock(
  deps: { db: Db; clock: { now(): Date } },
  report: (error: unknown) => void,
): () => void {
  const run = () => void expireHolds(deps.db, deps.clock.now()).catch(report);
  run();
  const timer = setInterval(run, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

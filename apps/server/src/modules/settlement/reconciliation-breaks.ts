import {
  reconciliationMessages,
  type BreakList,
  type ReconciliationBreak,
  type ReconciliationSource,
} from '@kredo/contract/reconciliation';
import { and, desc, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { reconciliationBreaks } from '../ledger/ledger.schema.ts';

type BreakRow = typeof reconciliationBreaks.$inferSelect;

/** At most this many open breaks are listed: the oldest wait behind the newest. */
export const breakListLimit = 500;

export function breakViewOf(row: BreakRow): ReconciliationBreak {
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    lenderId: row.lenderId,
    businessDate: row.businessDate,
    reference: row.reference,
    unit: row.unit,
    expected: row.expected,
    actual: row.actual,
    detail: row.detail,
    foundAt: row.foundAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

/** The open breaks, newest first, of one source or all (the ledger's own checks among them). */
export async function openBreaks(
  deps: Pick<AppDeps, 'db'>,
  source: ReconciliationSource | undefined,
): Promise<BreakList> {
  const rows = await deps.db
    .select()
    .from(reconciliationBreaks)
    .where(
      and(
        isNull(reconciliationBreaks.resolvedAt),
        source ? eq(reconciliationBreaks.source, source) : undefined,
      ),
    )
    .orderBy(
      desc(reconciliationBreaks.foundAt),
      desc(reconciliationBreaks.businessDate),
      desc(reconciliationBreaks.id),
    )
    .limit(breakListLimit);
  return { breaks: rows.map(breakViewOf) };
}

/**
 * A staff member's resolution of an open break, with the note saying how (the money found, an
 * entry made by hand, the provider's corrected file): recorded with the audit entry in one
 * transaction. A break already resolved is a conflict, so two people never both resolve it.
 */
export async function resolveBreak(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  breakId: string,
  staff: { id: string },
  note: string,
): Promise<ReconciliationBreak> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [resolved] = await tx
      .update(reconciliationBreaks)
      .set({ resolvedAt: now, resolution: note })
      .where(and(eq(reconciliationBreaks.id, breakId), isNull(reconciliationBreaks.resolvedAt)))
      .returning();
    if (!resolved) {
      const [existing] = await tx
        .select({ id: reconciliationBreaks.id })
        .from(reconciliationBreaks)
        .where(eq(reconciliationBreaks.id, breakId));
      if (!existing) throw notFound('reconciliation break');
      throw new AppError('CONFLICT', 'break already resolved', {
        userMessage: reconciliationMessages.alreadyResolved,
      });
    }
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: 'RESOLVE_RECONCILIATION_BREAK',
      details: {
        breakId,
        source: resolved.source,
        kind: resolved.kind,
        reference: resolved.reference,
        businessDate: resolved.businessDate,
        note,
      },
    });
    return breakViewOf(resolved);
  });
}

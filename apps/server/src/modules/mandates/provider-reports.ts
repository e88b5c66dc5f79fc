import { createHash } from 'node:crypto';

import { moveMandate, type MandateEvent } from '@kredo/domain/mandate-lifecycle';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { MandateServiceEvent, ProviderMandateStatus } from '../../providers/mandate/index.ts';
import { applyMandateEvent, stateOf } from './mandate-moves.ts';
import {
  findMandate,
  findMandateByProviderId,
  lockMandateWithOpportunity,
  mandateIdOfReference,
  updateMandate,
  type MandateRow,
} from './mandate-records.ts';
import { mandateWebhookReceipts } from './mandates.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mandate'>;

/** The domain's event for what the provider reports; null for 'pending', which moves nothing. */
export function eventOfReport(
  report: ProviderMandateStatus,
): { event: MandateEvent; reasonText?: string } | null {
  switch (report.status) {
    case 'pending':
      return null;
    case 'submitted':
      return { event: { type: 'bank-submitted' } };
    case 'authorized':
      return { event: { type: 'bank-authorized' } };
    case 'active':
      return { event: { type: 'registered', umrn: report.umrn } };
    case 'rejected':
      return {
        event: { type: 'rejected', reasonCode: report.reasonCode, by: 'provider' },
        reasonText: report.reasonText,
      };
    case 'withdrawn':
      return { event: { type: 'cancelled', reason: 'link-expired' } };
  }
}

/** Applies one report to a locked mandate; answers the outcome written to the history. */
export async function applyReport(
  tx: Db,
  row: MandateRow,
  report: ProviderMandateStatus,
  now: Date,
  providerEventId: string | null,
): Promise<'moved' | 'stale' | 'refused' | 'ignored'> {
  const mapped = eventOfReport(report);
  if (!mapped) return 'ignored';
  const actor = mapped.event.type === 'cancelled' ? 'system' : 'provider';
  const { result } = await applyMandateEvent(
    tx,
    row,
    mapped.event,
    { actor, now, providerEventId },
    mapped.reasonText ?? null,
  );
  return result.kind;
}

/**
 * A webhook delivery (verified by the caller): recorded by its event id in the same transaction
 * as its effect, so a redelivery, however late, finds the id and changes nothing. A report
 * about a mandate we do not know is recorded and acknowledged, never retried forever.
 */
export async function receiveWebhook(
  deps: Deps,
  event: MandateServiceEvent,
  rawBody: string,
): Promise<{ duplicate: boolean; outcome: string }> {
  // A debit's report moves no mandate: acknowledged here, its debit read through fetchDebit.
  if (event.kind === 'debit') return { duplicate: false, outcome: 'ignored' };
  return deps.db.transaction(async (tx) => {
    // By the provider's id; or, when a stop lost the id before it was kept, by our reference.
    const byReference = mandateIdOfReference(event.reference);
    const found =
      (await findMandateByProviderId(tx, event.providerMandateId)) ??
      (byReference ? await findMandate(tx, byReference) : undefined);
    const locked = found ? await lockMandateWithOpportunity(tx, found.id) : undefined;
    const row =
      locked && !locked.providerMandateId
        ? await updateMandate(tx, locked.id, { providerMandateId: event.providerMandateId })
        : locked;
    const [receipt] = await tx
      .insert(mandateWebhookReceipts)
      .values({
        eventId: event.eventId,
        provider: deps.mandate.name,
        receivedAt: deps.clock.now(),
        bodySha256: createHash('sha256').update(rawBody).digest('hex'),
        mandateId: row?.id ?? null,
        outcome: 'pending',
      })
      .onConflictDoNothing()
      .returning();
    if (!receipt) return { duplicate: true, outcome: 'duplicate' };
    const outcome = row ? await applyReport(tx, row, event, deps.clock.now(), event.eventId) : 'unknown';
    await tx
      .update(mandateWebhookReceipts)
      .set({ outcome })
      .where(eq(mandateWebhookReceipts.eventId, event.eventId));
    return { duplicate: false, outcome };
  });
}

/** Asks the provider's status API where a mandate stands and applies the answer (a lost webhook's heal). */
export async function refreshFromProvider(deps: Deps, mandateId: string): Promise<string> {
  const current = await findMandate(deps.db, mandateId);
  if (!current?.providerMandateId) return 'ignored';
  const report = await deps.mandate.fetchMandate(current.providerMandateId);
  return deps.db.transaction(async (tx) => {
    const row = await lockMandateWithOpportunity(tx, mandateId);
    if (!row) return 'ignored';
    // The status API repeating what is known is no news: only a move is written to the history.
    const mapped = eventOfReport(report);
    const actor = mapped?.event.type === 'cancelled' ? 'system' : 'provider';
    if (!mapped || moveMandate(stateOf(row), mapped.event, actor).kind !== 'moved') return 'ignored';
    return applyReport(tx, row, report, deps.clock.now(), null);
  });
}

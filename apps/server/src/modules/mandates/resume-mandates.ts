import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';

import { opportunities } from '../underwriting/underwriting.schema.ts';
import { applyMandateEvent } from './mandate-moves.ts';
import { endedStatuses, lockMandateWithOpportunity } from './mandate-records.ts';
import { withdrawAtProvider, type MandateDeps } from './mandate-setup.ts';
import { submitAcceptedPaperMandates } from './mandate-staff.service.ts';
import { mandates } from './mandates.schema.ts';
import { refreshFromProvider } from './provider-reports.ts';

const MINUTE = 60_000;
/** A mandate the bank holds with no news for this long is asked about (its webhook may be lost). */
export const reconcileAfterMinutes = 10;
/** A link the borrower never used: asked about once the provider withdraws such links (a quarter). */
export const pendingLinkDays = 91;

/**
 * What a stop or a lost webhook left, in this order: live mandates of an offer that ended are
 * cancelled; set-aside e-NACH links not yet withdrawn at the provider are withdrawn; paper mandates
 * accepted while the provider was down are sent; mandates the bank holds without news, and links
 * still pending (at doubling intervals), are asked about through the status API, so a link the
 * provider withdrew is closed too. Each step moves a mandate only through its table, so running
 * it twice changes nothing more.
 */
export async function resumeMandates(deps: MandateDeps, report: (error: unknown) => void): Promise<number> {
  // Ended offers first, so a paper form of a cancelled loan is never sent below.
  let touched = await cancelMandatesOfEndedOffers(deps, report);
  const unwithdrawn = await deps.db
    .select()
    .from(mandates)
    .where(
      and(
        eq(mandates.mode, 'ENACH'),
        eq(mandates.status, 'CANCELLED'),
        isNotNull(mandates.providerMandateId),
        isNull(mandates.providerWithdrawnAt),
      ),
    )
    .limit(50);
  for (const row of unwithdrawn) await withdrawAtProvider(deps, row, report);
  touched += unwithdrawn.length;
  touched += await submitAcceptedPaperMandates(deps, report);
  const now = deps.clock.now().getTime();
  const askedBefore = new Date(now - reconcileAfterMinutes * MINUTE);
  const quiet = await deps.db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(
        isNotNull(mandates.providerMandateId),
        lt(mandates.updatedAt, askedBefore),
        or(
          inArray(mandates.status, ['IN_PROCESS', 'AUTHORIZED']),
          // A link still pending may have been authorised at the bank with every webhook lost: asked
          // 10 minutes after it was made, then at doubling intervals (20, 40, 80 minutes …), so
          // such a borrower is found soon and an unused link costs the provider a few questions.
          and(
            eq(mandates.status, 'PENDING'),
            sql`${mandates.updatedAt} - ${mandates.createdAt} <= ${new Date(now).toISOString()}::timestamptz - ${mandates.updatedAt}`,
          ),
          and(
            eq(mandates.status, 'PENDING'),
            lt(mandates.createdAt, new Date(now - pendingLinkDays * 24 * 60 * MINUTE)),
          ),
        ),
      ),
    )
    .orderBy(mandates.updatedAt)
    .limit(100);
  for (const { id } of quiet) {
    await refreshFromProvider(deps, id).then(async () => {
      // Asked now: the next question waits another interval.
      await deps.db.update(mandates).set({ updatedAt: deps.clock.now() }).where(eq(mandates.id, id));
    }, report);
    touched += 1;
  }
  return touched;
}

/** Live mandates of an offer that was cancelled: cancelled too, and their links withdrawn. */
async function cancelMandatesOfEndedOffers(deps: MandateDeps, report: (error: unknown) => void) {
  const orphaned = await deps.db
    .select({ id: mandates.id })
    .from(mandates)
    .innerJoin(opportunities, eq(opportunities.id, mandates.opportunityId))
    .where(
      and(
        eq(opportunities.status, 'CANCELLED'),
        notInArray(mandates.status, [...endedStatuses, 'ACTIVATED']),
      ),
    )
    .limit(100);
  for (const { id } of orphaned) {
    const cancelled = await deps.db.transaction(async (tx) => {
      const row = await lockMandateWithOpportunity(tx, id);
      if (!row) return null;
      const { result, row: moved } = await applyMandateEvent(
        tx,
        row,
        { type: 'cancelled', reason: 'offer-ended' },
        { actor: 'system', now: deps.clock.now() },
      );
      return result.kind === 'moved' ? moved : null;
    });
    await withdrawAtProvider(deps, cancelled, report);
  }
  return orphaned.length;
}

/** Runs `resumeMandates` at start and every minute; answers a function that stops it. */
export function startMandateSweep(deps: MandateDeps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await resumeMandates(deps, report);
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}

import {
  mandateClearsRepaymentStep,
  moveMandate,
  type MandateActor,
  type MandateEvent,
  type MandateMode,
  type MandateMoveResult,
  type MandateStatus,
} from '@kredo/domain/mandate-lifecycle';
import { findMandateReason } from '@kredo/domain/repayment-modes';

import type { Db } from '../../db/database.ts';
import { agreementFlagsOf } from '../consent/agreement-records.ts';
import { isCreditLineProduct, openCreditLine } from '../credit-lines/credit-line-opening.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { recordMandateEvent, updateMandate, type MandateRow } from './mandate-records.ts';

export type MoveContext = {
  actor: MandateActor;
  now: Date;
  staffId?: string | null;
  note?: string | null;
  providerEventId?: string | null;
  /** Columns the move sets besides its state (a scan's document, the provider's id). */
  change?: Partial<MandateRow>;
};

export const stateOf = (row: MandateRow) => ({
  mode: row.mode as MandateMode,
  status: row.status as MandateStatus,
});

function reasonOf(event: MandateEvent): { reasonCode: string | null; reasonText: string | null } {
  if (event.type !== 'rejected') return { reasonCode: null, reasonText: null };
  return { reasonCode: event.reasonCode, reasonText: findMandateReason(event.reasonCode)?.text ?? null };
}

/**
 * Makes `event` on a locked mandate, in the caller's transaction: the domain's table decides; the
 * row, its history and (when the mandate now lets the lender disburse, or stops letting it) the
 * opportunity follow. Every event is written to the history, the ones that change nothing too.
 */
export async function applyMandateEvent(
  tx: Db,
  row: MandateRow,
  event: MandateEvent,
  context: MoveContext,
  providerReasonText?: string | null,
): Promise<{ result: MandateMoveResult; row: MandateRow }> {
  const before = stateOf(row);
  const result = moveMandate(before, event, context.actor);
  const reason = reasonOf(event);
  await recordMandateEvent(tx, {
    mandateId: row.id,
    at: context.now,
    event: event.type === 'cancelled' ? `cancelled:${event.reason}` : event.type,
    fromStatus: before.status,
    toStatus: result.kind === 'moved' ? result.status : null,
    outcome: result.kind,
    actor: context.actor,
    staffId: context.staffId ?? null,
    reasonCode: reason.reasonCode,
    note: context.note ?? null,
    providerEventId: context.providerEventId ?? null,
  });
  if (result.kind !== 'moved') return { result, row };
  const updated = await updateMandate(tx, row.id, {
    ...context.change,
    status: result.status,
    statusChangedAt: context.now,
    updatedAt: context.now,
    ...(event.type === 'registered' ? { umrn: event.umrn } : {}),
    ...(event.type === 'rejected'
      ? { reasonCode: reason.reasonCode, reasonText: providerReasonText ?? reason.reasonText }
      : {}),
  });
  await followOnOpportunity(tx, row, updated, context.now);
  return { result, row: updated };
}

/**
 * The opportunity's REPAY_INST_PENDING clears when its mandate first lets the lender disburse, and
 * it comes back when that mandate is lost before the payout (a paper mandate the bank rejected).
 */
async function followOnOpportunity(tx: Db, before: MandateRow, after: MandateRow, now: Date) {
  const was = mandateClearsRepaymentStep(stateOf(before));
  const is = mandateClearsRepaymentStep(stateOf(after));
  if (was === is) return;
  const opportunity = await lockOpportunity(tx, after.opportunityId);
  if (!opportunity) return;
  const flags = await agreementFlagsOf(tx, opportunity.id);
  if (is && opportunity.status === 'CUST_CONSENT_GIVEN') {
    const moved = await applyOpportunityEvent(tx, opportunity, flags, { type: 'mandate-registered' }, now);
    // A credit line opens here: nothing is paid out, so nothing waits for a disbursal.
    if (moved.result.ok && (await isCreditLineProduct(tx, opportunity.productCode)))
      await openCreditLine(tx, moved.row, now);
  } else if (!is && opportunity.status === 'DISBURSAL_PENDING') {
    await applyOpportunityEvent(tx, opportunity, flags, { type: 'mandate-lost' }, now);
  }
}

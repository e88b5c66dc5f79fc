import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProposalState } from '../../providers/insurer/index.ts';
import { postPolicyIssued } from './insurance-ledger.ts';
import { lockOrder } from './insurance-orders.ts';
import { ensurePolicyDocument } from './insurance-policy.ts';
import { owePremiumBack } from './insurance-refunds.ts';
import { detailsContext } from './insurance-subscribe.ts';
import { proposalDocuments } from './insurance-uploads.ts';
import { insuranceOrders, type InsuranceOrderRow } from './insurance.schema.ts';

export type IssuanceDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'blobs' | 'insurer'>;

/**
 * The insurer's side of a paid order: the proposal made under the order's id (asked again, the
 * same proposal; a lost answer found by its reference), then its status asked until the policy
 * is issued or refused. The order changes once, in the transaction of its ledger entry: issued,
 * the premium becomes the insurer's; refused or failed, it is owed back.
 */

const openStates = ['PAID', 'PROPOSED'];

/**
 * The insurer's answer about an order, or its refusal of a proposal it would not take (a product
 * or price it no longer offers, as a stale catalogue may have sold) or no longer knows of.
 */
type Answer = Omit<ProposalState, 'proposalId'> & {
  proposalId: string | null;
  /** The insurer's status as the console shows it, when not the answer's own. */
  insurerStatus?: 'NOT_FOUND';
};

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;

const refusal = (order: InsuranceOrderRow, message: string, notFound = false): Answer => ({
  proposalId: order.proposalId,
  reference: order.id,
  status: 'refused',
  message,
  policy: null,
  ...(notFound ? { insurerStatus: 'NOT_FOUND' as const } : {}),
});

/** The insurer's record under the order's reference; null when it cannot say now (an outage). */
async function foundByReference(deps: IssuanceDeps, order: InsuranceOrderRow): Promise<Answer | null> {
  try {
    const found = await deps.insurer.findProposal(order.id);
    return found ?? refusal(order, 'The insurer has no proposal of this order.', true);
  } catch {
    return null;
  }
}

async function proposalOf(deps: IssuanceDeps, order: InsuranceOrderRow): Promise<Answer | null> {
  if (order.proposalId)
    try {
      return await deps.insurer.proposalStatus(order.proposalId);
    } catch (error) {
      if (!isCode(error, 'NOT_FOUND')) throw error;
      return foundByReference(deps, order);
    }
  const details = JSON.parse(deps.cipher.decrypt(detailsContext(order.id), order.detailsSealed)) as Record<
    string,
    string | number | boolean
  >;
  try {
    return await deps.insurer.propose({
      reference: order.id,
      productId: order.productId,
      mobile: order.mobile,
      price: order.pricePaise,
      details,
      consentId: order.consentId,
      documents: await proposalDocuments(deps, order),
    });
  } catch (error) {
    if (isCode(error, 'VALIDATION_FAILED'))
      return refusal(order, `The insurer refused the proposal: ${(error as Error).message}`);
    if (!isCode(error, 'PROVIDER_UNAVAILABLE')) throw error;
    // An outage, or the proposal made with its answer lost: the insurer's record says which.
    return deps.insurer.findProposal(order.id).catch(() => null);
  }
}

/** Applies the insurer's answer to the locked order; answers where the order got. */
async function applyProposal(
  tx: Db,
  order: InsuranceOrderRow,
  state: Answer,
  now: Date,
): Promise<string> {
  const seen = { insurerCheckedAt: now, insurerMessage: state.message, proposalId: state.proposalId };
  const proposedAt = order.proposedAt ?? now;
  if (state.status === 'pending') {
    await tx
      .update(insuranceOrders)
      .set({ ...seen, state: 'PROPOSED', proposedAt, insurerStatus: 'PENDING' })
      .where(eq(insuranceOrders.id, order.id));
    return 'proposed';
  }
  if (state.status === 'issued' && state.policy) {
    const { policy } = state;
    await postPolicyIssued(tx, order, indianDate(policy.issuedAt), now);
    await tx
      .update(insuranceOrders)
      .set({
        ...seen,
        state: 'ISSUED',
        proposedAt,
        insurerStatus: 'ISSUED',
        policyNumber: policy.policyNumber,
        issuedAt: policy.issuedAt,
        coverFrom: policy.coverFrom,
        coverTill: policy.coverTill,
      })
      .where(eq(insuranceOrders.id, order.id));
    return 'issued';
  }
  if (state.status === 'refused' || state.status === 'failed') {
    await tx
      .update(insuranceOrders)
      .set({ ...seen, proposedAt, insurerStatus: state.insurerStatus ?? 'FAILED' })
      .where(eq(insuranceOrders.id, order.id));
    const failure = state.status === 'refused' ? 'REFUSED' : 'ISSUANCE_FAILED';
    await owePremiumBack(tx, order, { reason: 'REFUSED', state: 'REFUSED', failure }, now);
    return state.status;
  }
  // Cancelled at the insurer before we knew it was issued: for operations (docs/operations.md).
  await tx.update(insuranceOrders).set(seen).where(eq(insuranceOrders.id, order.id));
  return state.status;
}

/**
 * Takes one paid order as far as the insurer lets it now; answers where it got. Whatever happens,
 * the order is marked asked, so one the insurer keeps failing waits its turn like the others.
 */
export async function settleWithInsurer(deps: IssuanceDeps, orderId: string): Promise<string> {
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (!order || !openStates.includes(order.state)) return 'not-open';
  let outcome: string;
  try {
    const state = await proposalOf(deps, order);
    if (!state) return 'unavailable';
    const now = deps.clock.now();
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked || !openStates.includes(locked.state)) return 'not-open';
      return applyProposal(tx, locked, state, now);
    });
  } finally {
    await deps.db
      .update(insuranceOrders)
      .set({ insurerCheckedAt: deps.clock.now() })
      .where(and(eq(insuranceOrders.id, orderId), inArray(insuranceOrders.state, openStates)));
  }
  if (outcome === 'issued') {
    const [issued] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
    // Made now so the e-policy is ready; made when first asked for if this fails.
    if (issued) await ensurePolicyDocument(deps, issued).catch(() => undefined);
  }
  return outcome;
}

/** Paid orders the insurer has still to settle, not asked in the last `quietSeconds`, longest unasked first. */
export async function ordersToSettle(db: Db, now: Date, quietSeconds = 30, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: insuranceOrders.id })
    .from(insuranceOrders)
    .where(
      and(
        inArray(insuranceOrders.state, openStates),
        or(
          isNull(insuranceOrders.insurerCheckedAt),
          lt(insuranceOrders.insurerCheckedAt, new Date(now.getTime() - quietSeconds * 1_000)),
        ),
      ),
    )
    .orderBy(sql`${insuranceOrders.insurerCheckedAt} asc nulls first`)
    .limit(limit);
  return rows.map((row) => row.id);
}

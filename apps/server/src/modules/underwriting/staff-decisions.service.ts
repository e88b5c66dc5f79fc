import type { actionResponseSchema } from '@kredo/contract/back-office';
import { loanAmountOutside, tenureOutside } from '@kredo/contract/loan-application';
import { fill, messages } from '@kredo/contract/messages';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { isAmountWithin, isTenureOffered } from '@kredo/domain/loan-boundary';
import { priceOffer } from '@kredo/domain/loan-offer';
import { paise } from '@kredo/domain/money';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockApplication, type ApplicationRow } from '../loan-application/application-moves.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { offerPricingOf } from './offer-pricing.ts';
import { opportunityRowOf, toLoanOffer } from './opportunity-records.ts';
import { moveApplication, type MoveBy } from './status-moves.ts';
import { findLiveOpportunity, insertDecision, insertOpportunity } from './underwriting.repository.ts';

export type StaffActor = { staffId: string; email: string };
/** Runs inside the action's transaction, so the audit entry and the change land together. */
export type AuditHook = (tx: Db) => Promise<void>;
export type ActionResult = z.output<typeof actionResponseSchema>;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Staff decisions carry no policy: a person decided. */
const staffPolicy = 'STAFF';
/** The last day every month has. */
const lastDueDay = 28;

const byStaff = (actor: StaffActor, note?: string | null): MoveBy => ({
  actor: 'staff',
  staffId: actor.staffId,
  note: note ?? null,
});

/** Locks the application, runs the action and the audit hook, and answers as it now stands. */
async function act(
  deps: Deps,
  applicationId: string,
  audit: AuditHook,
  action: (tx: Db, row: ApplicationRow, now: Date) => Promise<ApplicationRow>,
): Promise<ActionResult> {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicationId);
    if (!row) throw notFound('application');
    const after = await action(tx, row, deps.clock.now());
    await audit(tx);
    const opportunity = await findLiveOpportunity(tx, applicationId);
    return {
      applicationId,
      status: after.status as ActionResult['status'],
      subStatuses: after.subStatuses,
      offer: opportunity ? toLoanOffer(opportunity) : null,
    };
  });
}

/**
 * Asks the borrower for information: from INITIATED the application moves to INCOMPLETE_INFO
 * with these sub-statuses; already there, they join the outstanding ones. Each is recorded as
 * asked now, so a correction must come after it.
 */
export function requestInformation(
  deps: Deps,
  applicationId: string,
  input: { subStatuses: IncompleteInfoSubStatus[]; note?: string | undefined },
  actor: StaffActor,
  audit: AuditHook,
): Promise<ActionResult> {
  return act(deps, applicationId, audit, async (tx, row, now) => {
    const asked = [...new Set(input.subStatuses)];
    const outstanding = row.status === 'INCOMPLETE_INFO' ? row.subStatuses : [];
    const subStatuses = [...outstanding, ...asked.filter((subStatus) => !outstanding.includes(subStatus))];
    await insertDecision(tx, {
      applicationId,
      outcome: 'INCOMPLETE_INFO',
      subStatuses: asked,
      reasons: [{ code: 'STAFF_REQUEST', detail: input.note ?? `Asked for ${asked.join(', ')}` }],
      figures: {},
      inputs: { subStatuses: asked, note: input.note ?? null },
      policyVersion: staffPolicy,
      decidedBy: actor.staffId,
      decidedAt: now,
    });
    return moveApplication(
      tx,
      row,
      { to: 'INCOMPLETE_INFO', subStatuses, requested: asked },
      byStaff(actor, input.note),
      now,
    );
  });
}

function termsProblems(
  product: NonNullable<ReturnType<typeof findProduct>>,
  input: { amount: number; tenureMonths: number; dueDayOfMonth: number },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isAmountWithin(input.amount, product.amountRange))
    errors.amount = [loanAmountOutside(product.amountRange)];
  if (!isTenureOffered(input.tenureMonths, product.tenureMonths))
    errors.tenureMonths = [tenureOutside(product.tenureMonths)];
  if (!Number.isInteger(input.dueDayOfMonth) || input.dueDayOfMonth < 1 || input.dueDayOfMonth > lastDueDay)
    errors.dueDayOfMonth = [fill(messages.fieldBetween, { label: 'Due Day', min: 1, max: lastDueDay })];
  return errors;
}

/**
 * Approves with the staff member's terms: the amount within the product's range and the tenure
 * one of its options, priced as the product prices offers. The opportunity (the product's
 * lender) and a decision row with the terms are written with the move to APPROVED.
 */
export function approveWithTerms(
  deps: Deps,
  applicationId: string,
  input: { amount: number; tenureMonths: number; dueDayOfMonth: number; note?: string | undefined },
  actor: StaffActor,
  audit: AuditHook,
): Promise<ActionResult> {
  return act(deps, applicationId, audit, async (tx, row, now) => {
    const product = findProduct(row.productCode);
    if (!product) throw notFound(`product ${row.productCode}`);
    const fieldErrors = termsProblems(product, input);
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'terms outside the product boundary', {
        userMessage: messages.enterCorrectDetails,
        fieldErrors,
      });
    const pricing = offerPricingOf(product);
    const offer = priceOffer(
      {
        principal: paise(input.amount),
        tenureMonths: input.tenureMonths,
        dueDayOfMonth: input.dueDayOfMonth,
      },
      pricing,
    );
    const moved = await moveApplication(
      tx,
      row,
      { to: 'APPROVED', subStatuses: [] },
      byStaff(actor, input.note),
      now,
    );
    await insertDecision(tx, {
      applicationId,
      outcome: 'APPROVE',
      subStatuses: [],
      reasons: [{ code: 'STAFF_APPROVED', detail: input.note ?? 'Approved by staff with these terms' }],
      figures: { offeredAmount: offer.principal, offeredTenure: offer.tenureMonths, offeredEmi: offer.emi },
      inputs: {
        amount: input.amount,
        tenureMonths: input.tenureMonths,
        dueDayOfMonth: input.dueDayOfMonth,
        note: input.note ?? null,
      },
      policyVersion: staffPolicy,
      decidedBy: actor.staffId,
      decidedAt: now,
    });
    await insertOpportunity(tx, opportunityRowOf(row, product, offer, pricing, now));
    return moved;
  });
}

/** Rejects the application (closing it) with the staff member's reason. */
export function rejectApplication(
  deps: Deps,
  applicationId: string,
  input: { reason: string },
  actor: StaffActor,
  audit: AuditHook,
): Promise<ActionResult> {
  return act(deps, applicationId, audit, async (tx, row, now) => {
    const moved = await moveApplication(
      tx,
      row,
      { to: 'REJECTED', subStatuses: [] },
      byStaff(actor, input.reason),
      now,
    );
    await insertDecision(tx, {
      applicationId,
      outcome: 'REJECT',
      subStatuses: [],
      reasons: [{ code: 'STAFF_REJECTED', detail: input.reason }],
      figures: {},
      inputs: { reason: input.reason },
      policyVersion: staffPolicy,
      decidedBy: actor.staffId,
      decidedAt: now,
    });
    return moved;
  });
}

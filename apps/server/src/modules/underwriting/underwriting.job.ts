import { paise } from '@kredo/domain/money';
import { decide, type UnderwritingDecision } from '@kredo/domain/underwriting';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import {
  findApplication,
  lockApplication,
  type ApplicationRow,
} from '../loan-application/application-moves.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { offerPricingOf } from './offer-pricing.ts';
import { opportunityRowOf } from './opportunity-records.ts';
import { moveApplication } from './status-moves.ts';
import { gatherInputs, type GatheredInputs } from './underwriting-inputs.ts';
import type { UnderwritingJob } from './underwriting-job-name.ts';
import { insertDecision, insertOpportunity, latestAutomaticDecision } from './underwriting.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'blobs' | 'creditBureau' | 'documentChecks'>;

const by = { actor: 'underwriting' } as const;

/** Applies a decision to the locked application, still INITIATED as when its inputs were read. */
async function applyDecision(
  tx: Db,
  row: ApplicationRow,
  decision: UnderwritingDecision,
  now: Date,
): Promise<void> {
  switch (decision.outcome) {
    case 'INCOMPLETE_INFO':
      await moveApplication(
        tx,
        row,
        { to: 'INCOMPLETE_INFO', subStatuses: decision.subStatuses, requested: decision.subStatuses },
        by,
        now,
      );
      return;
    case 'REJECT':
      await moveApplication(tx, row, { to: 'REJECTED', subStatuses: [] }, by, now);
      return;
    case 'APPROVE': {
      const product = findProduct(row.productCode);
      if (!product || !decision.offer) throw new Error(`approval of ${row.id} without a product or offer`);
      await moveApplication(tx, row, { to: 'APPROVED', subStatuses: [] }, by, now);
      await insertOpportunity(
        tx,
        opportunityRowOf(row, product, decision.offer, offerPricingOf(product), now),
      );
      return;
    }
    case 'REFER':
      // Stays INITIATED: the staff queue shows it with this decision.
      return;
  }
}

/**
 * Stores the decision and applies it, unless the application moved meanwhile (a staff decision,
 * a cancellation: the decision is moot). The amount and tenure are taken from the locked row, not
 * from when the inputs were read: a borrower who changed them meanwhile is decided, and offered,
 * on what they now ask for, without reading the bureau and the checks again.
 */
async function storeAndApply(deps: Deps, seen: ApplicationRow, gathered: GatheredInputs): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, seen.id);
    if (row?.status !== 'INITIATED' || row.statusUpdatedAt.getTime() !== seen.statusUpdatedAt.getTime())
      return;
    const input = {
      ...gathered.input,
      request: { amount: paise(row.amountRequestedPaise), tenureMonths: row.tenureRequestedMonths },
    };
    const decision = decide(input);
    const now = deps.clock.now();
    await insertDecision(tx, {
      applicationId: row.id,
      outcome: decision.outcome,
      subStatuses: decision.subStatuses,
      reasons: decision.reasons,
      figures: decision.figures,
      inputs: input as unknown as Record<string, unknown>,
      bureauReport: gathered.bureauReport,
      evidence: gathered.evidence,
      policyVersion: decision.policyVersion,
      decidedBy: 'AUTOMATIC',
      decidedAt: now,
    });
    await applyDecision(tx, row, decision, now);
  });
}

/**
 * Whether a decision read the amount and tenure the application asks for now: a referred
 * application stays INITIATED and open to changes, and a change is decided again.
 */
function decidedOnItsRequest(decision: { inputs: Record<string, unknown> }, application: ApplicationRow) {
  const request = decision.inputs.request as { amount?: number; tenureMonths?: number } | undefined;
  return (
    request?.amount === application.amountRequestedPaise &&
    request.tenureMonths === application.tenureRequestedMonths
  );
}

/**
 * The automatic decision (spec 000 §4.1; the rules are packages/domain underwriting.ts). Runs as
 * a background job when an application reaches INITIATED. The decision and its effect are
 * written in one transaction, so a failure (the bureau down) leaves nothing and the job retries;
 * an application already decided since it reached INITIATED, on the amount and tenure it asks
 * for now, is left alone; one whose amount or tenure changed while its inputs were read is
 * decided on the new ones.
 */
export async function runUnderwriting(deps: Deps, job: UnderwritingJob): Promise<void> {
  const application = await findApplication(deps.db, job.applicationId);
  if (application?.status !== 'INITIATED') return;
  const latest = await latestAutomaticDecision(deps.db, application.id);
  if (latest && latest.decidedAt >= application.statusUpdatedAt && decidedOnItsRequest(latest, application))
    return;
  await storeAndApply(deps, application, await gatherInputs(deps, application));
}

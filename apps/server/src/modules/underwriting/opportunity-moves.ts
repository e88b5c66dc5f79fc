import { messages } from '@kredo/contract/messages';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';
import {
  actorOf,
  moveOpportunity,
  type OpportunityEvent,
  type OpportunityMoveResult,
  type OpportunityState,
  type OpportunityStatus,
  type OpportunitySubStatus,
} from '@kredo/domain/opportunity-lifecycle';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockApplication } from '../loan-application/application-moves.ts';
import { moveApplication } from './status-moves.ts';
import type { OpportunityRow } from './underwriting.repository.ts';
import { opportunities } from './underwriting.schema.ts';

/**
 * The opportunity's moves after the offer (spec 001 §4.1), for the modules that make them: each
 * goes through `moveOpportunity` of packages/domain, and the application follows where the
 * opportunity's status has an application status of its own.
 */

export type { OpportunityRow };

export async function findOpportunity(db: Db, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).limit(1);
  return row;
}

/** The opportunity, held until the transaction ends so two answers never interleave. */
export async function lockOpportunity(tx: Db, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await tx.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  return row;
}

/** The borrower's newest opportunity that is not cancelled: the one the consent area works on. */
export async function activeOpportunityOf(db: Db, userId: string): Promise<OpportunityRow | undefined> {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.userId, userId), ne(opportunities.status, 'CANCELLED')))
    .orderBy(desc(opportunities.createdAt))
    .limit(1);
  return row;
}

/** Opportunities whose next step after consent is `subStatus` (the first still due), oldest first. */
export async function opportunitiesAtStep(
  db: Db,
  subStatus: OpportunitySubStatus,
  limit = 500,
): Promise<string[]> {
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.status, 'CUST_CONSENT_GIVEN'),
        sql`${opportunities.subStatuses}[1] = ${subStatus}`,
      ),
    )
    .orderBy(opportunities.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Offers still awaiting an answer that were approved before `before`: lapsed (offerValidityDays). */
export async function unansweredOffersBefore(db: Db, before: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        sql`${opportunities.status} in ('LENDER_APPROVED', 'CUST_CONSENT_PENDING', 'CUST_NOT_INTERESTED')`,
        sql`${opportunities.createdAt} < ${before}`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export type AgreementFlags = Pick<OpportunityState, 'agreementReady' | 'isEsignDone'>;

export function opportunityStateOf(row: OpportunityRow, flags: AgreementFlags): OpportunityState {
  return {
    status: row.status as OpportunityStatus,
    subStatuses: row.subStatuses as OpportunitySubStatus[],
    ...flags,
  };
}

/** The application status an opportunity's status carries with it; null when it stays. */
const applicationFollows: Partial<Record<OpportunityStatus, ApplicationStatus>> = {
  CUST_CONSENT_GIVEN: 'CUST_CONSENT_GIVEN',
  DISBURSAL_PENDING: 'DISBURSAL_PENDING',
  DISBURSED: 'DISBURSED',
  CANCELLED: 'CANCELLED',
};

/**
 * Makes `event` on a locked opportunity: the domain's answer decides, the row and (when its status
 * changes) the application follow, in the caller's transaction. A refusal is returned, not thrown,
 * so each caller answers it in the spec's words.
 */
export async function applyOpportunityEvent(
  tx: Db,
  row: OpportunityRow,
  flags: AgreementFlags,
  event: OpportunityEvent,
  now: Date,
): Promise<{ result: OpportunityMoveResult; row: OpportunityRow }> {
  const result = moveOpportunity(opportunityStateOf(row, flags), event);
  if (!result.ok) return { result, row };
  const change = { status: result.state.status, subStatuses: [...result.state.subStatuses], updatedAt: now };
  const updated = await tx
    .update(opportunities)
    .set(change)
    .where(and(eq(opportunities.id, row.id), eq(opportunities.status, row.status)))
    .returning();
  const next = updated[0];
  if (!next)
    throw new AppError('CONFLICT', `opportunity ${row.id} moved from ${row.status} meanwhile`, {
      userMessage: messages.applicationMoveRefused,
    });
  const follows = applicationFollows[result.state.status];
  if (result.state.status !== row.status && follows) {
    const application = await lockApplication(tx, row.applicationId);
    if (application && application.status !== follows) {
      await moveApplication(
        tx,
        application,
        { to: follows, subStatuses: [] },
        { actor: actorOf(event) },
        now,
      );
    }
  }
  return { result, row: next };
}

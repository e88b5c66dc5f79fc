import { randomUUID } from 'node:crypto';

import { disbursalMessages, impsLimitPaise, type Disbursal } from '@kredo/contract/disbursals';
import { isCreditLineStatement } from '@kredo/domain/credit-line-key-facts';
import { moveDisbursal, type DisbursalEvent, type DisbursalState } from '@kredo/domain/disbursal-lifecycle';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { loanKfs } from '../consent/key-fact-statements.ts';
import { accountNumberContext as profileAccountContext, bankAccountsOf } from '../profile/profile.service.ts';
import { findOpportunity, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { disbursalView } from './disbursal-queue.service.ts';
import { signedTermsOf } from './loan-opening.ts';
import { disbursals } from './loans.schema.ts';
import { disbursalAccountContext } from './disbursal-account.ts';
import { requestPayout } from './payout-reports.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
type Staff = { id: string };
export type DisbursalRow = typeof disbursals.$inferSelect;

const conflict = (message: string) => new AppError('CONFLICT', message, { userMessage: message });

export async function lockDisbursal(tx: Db, id: string): Promise<DisbursalRow | undefined> {
  const [row] = await tx.select().from(disbursals).where(eq(disbursals.id, id)).for('update');
  return row;
}

/**
 * The maker's step: proposes paying out an opportunity awaiting disbursal, to the borrower's
 * verified disbursal account, for the KFS's net amount (IMPS up to its limit, NEFT above).
 * Refused when the opportunity is not awaiting disbursal or already has a live disbursal.
 */
export async function proposeDisbursal(
  deps: Deps,
  staff: Staff,
  body: { opportunityId: string; note?: string | undefined },
): Promise<Disbursal> {
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, body.opportunityId);
    if (!opportunity) throw notFound('opportunity');
    if (opportunity.status !== 'DISBURSAL_PENDING') throw conflict(disbursalMessages.notAwaitingDisbursal);
    const signed = await signedTermsOf(tx, opportunity.id);
    // A credit line is not paid out in one go: it opens with its mandate and is drawn from.
    if (!signed || isCreditLineStatement(signed.statement))
      throw conflict(disbursalMessages.notAwaitingDisbursal);
    const kfs = loanKfs(signed);
    const account = (await bankAccountsOf({ db: tx }, opportunity.userId)).find(
      (a) => a.purposeType === 'DISBURSAL' && a.verificationStatus === 'VERIFIED',
    );
    if (!account) throw conflict(disbursalMessages.disbursalAccountMissing);
    const accountNumber = deps.cipher.decrypt(profileAccountContext(account.id), account.accountNumberSealed);
    const net = kfs.statement.annexB.netDisbursed;
    const now = deps.clock.now();
    const inserted = await tx
      .insert(disbursals)
      .values({
        id,
        opportunityId: opportunity.id,
        userId: opportunity.userId,
        lenderId: opportunity.lenderId,
        status: 'PROPOSED',
        loanAmountPaise: kfs.statement.partOne.loanAmount,
        netAmountPaise: net,
        mode: net > impsLimitPaise ? 'NEFT' : 'IMPS',
        beneficiaryName: account.beneficiaryName,
        accountNumberSealed: deps.cipher.encrypt(disbursalAccountContext(id), accountNumber),
        accountNumberLast4: account.accountNumberLast4,
        ifsc: account.ifsc,
        bankName: account.bankName,
        proposedBy: staff.id,
        proposedAt: now,
        proposalNote: body.note?.trim() || null,
      })
      .onConflictDoNothing()
      .returning({ id: disbursals.id });
    if (inserted.length === 0) throw conflict(disbursalMessages.alreadyProposed);
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: 'PROPOSE_DISBURSAL',
      applicationId: opportunity.applicationId,
      details: { disbursalId: id, netAmount: net },
    });
  });
  return disbursalView(deps.db, id);
}

const refusalText: Record<string, string> = {
  'same-staff': disbursalMessages.sameStaff,
  'not-proposed': disbursalMessages.notProposed,
};

/** The checker's decision on a locked disbursal, with its audit entry, in one transaction. */
async function decide(
  deps: Deps,
  disbursalId: string,
  staff: Staff,
  event: Extract<DisbursalEvent, { type: 'approve' | 'reject' }>,
  note: string | null,
): Promise<DisbursalRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDisbursal(tx, disbursalId);
    if (!row) throw notFound('disbursal');
    const move = moveDisbursal(row.status as DisbursalState, row.proposedBy, event);
    if (move.kind !== 'moved')
      throw conflict(
        refusalText[move.kind === 'refused' ? move.reason : ''] ?? disbursalMessages.notProposed,
      );
    const now = deps.clock.now();
    if (event.type === 'approve') {
      const opportunity = await lockOpportunity(tx, row.opportunityId);
      if (opportunity?.status !== 'DISBURSAL_PENDING') throw conflict(disbursalMessages.notAwaitingDisbursal);
    }
    const [updated] = await tx
      .update(disbursals)
      .set({ status: move.to, decidedBy: staff.id, decidedAt: now, decisionNote: note })
      .where(eq(disbursals.id, row.id))
      .returning();
    const action: AuditAction = event.type === 'approve' ? 'APPROVE_DISBURSAL' : 'REJECT_DISBURSAL';
    const opportunity = await findOpportunity(tx, row.opportunityId);
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action,
      applicationId: opportunity?.applicationId ?? null,
      details: { disbursalId: row.id, ...(note ? { note } : {}) },
    });
    if (!updated) throw notFound('disbursal');
    return updated;
  });
}

/**
 * The checker approves: the disbursal is APPROVED in one transaction, then the payout is requested
 * outside it under the disbursal's id as idempotency key. A provider that does not answer leaves
 * the approval standing; the sweep asks again under the same key, so the payout is made once.
 */
export async function approveDisbursal(
  deps: Deps,
  disbursalId: string,
  staff: Staff,
  note: string | undefined,
  report: (error: unknown) => void,
): Promise<Disbursal> {
  const approved = await decide(
    deps,
    disbursalId,
    staff,
    { type: 'approve', staffId: staff.id },
    note?.trim() || null,
  );
  await requestPayout(deps, approved).catch(report);
  return disbursalView(deps.db, disbursalId);
}

export async function rejectDisbursal(
  deps: Deps,
  disbursalId: string,
  staff: Staff,
  note: string,
): Promise<Disbursal> {
  await decide(deps, disbursalId, staff, { type: 'reject', staffId: staff.id }, note.trim());
  return disbursalView(deps.db, disbursalId);
}

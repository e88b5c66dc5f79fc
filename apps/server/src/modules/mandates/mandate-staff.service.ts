import { messages } from '@kredo/contract/messages';
import type { MandateEvent } from '@kredo/domain/mandate-lifecycle';
import type { PaperScanRejectionCode } from '@kredo/domain/repayment-modes';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { decodeBase64File } from '../../lib/base64-file.ts';
import { signedDocumentUrl, storeDocument } from '../documents/documents.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { applyMandateEvent } from './mandate-moves.ts';
import {
  findMandate,
  lockMandateWithOpportunity,
  updateMandate,
  type MandateRow,
} from './mandate-records.ts';
import { awaitsAgent, mandateDetail } from './mandate-queue.service.ts';
import { awaitsMandate, mandateDetailsOf, withdrawAtProvider, type MandateDeps } from './mandate-setup.ts';
import { mandates, nachAppointments } from './mandates.schema.ts';
import { refreshFromProvider } from './provider-reports.ts';

type Deps = MandateDeps;
type Staff = { id: string };

export { mandateDetail, mandateQueue } from './mandate-queue.service.ts';

/** One staff action on a locked mandate and its audit entry, together; a refusal is a 409. */
async function staffMove(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  event: MandateEvent,
  audit: AuditAction,
  options: {
    note?: string | null;
    change?: Partial<MandateRow>;
    /** Checked on the locked row before the move; a refusal is a 409 with its message. */
    check?: (row: MandateRow, tx: Db) => Promise<string | null> | string | null;
    /** More to write in the same transaction. */
    also?: (tx: Db) => Promise<unknown>;
  } = {},
): Promise<MandateRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMandateWithOpportunity(tx, mandateId);
    if (!row) throw notFound('mandate');
    const refusal = await options.check?.(row, tx);
    if (refusal) throw new AppError('CONFLICT', refusal, { userMessage: refusal });
    const now = deps.clock.now();
    const { result, row: moved } = await applyMandateEvent(tx, row, event, {
      actor: 'staff',
      staffId: staff.id,
      now,
      note: options.note ?? null,
      change: options.change ?? {},
    });
    if (result.kind !== 'moved')
      throw new AppError('CONFLICT', result.reason, {
        userMessage: `This mandate is ${row.status} and cannot be changed that way.`,
      });
    await options.also?.(tx);
    const opportunity = await findOpportunity(tx, row.opportunityId);
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: audit,
      applicationId: opportunity?.applicationId ?? null,
      details: {
        mandateId,
        from: row.status,
        to: moved.status,
        ...(event.type === 'rejected' ? { reasonCode: event.reasonCode } : {}),
        ...(options.note ? { note: options.note } : {}),
      },
    });
    return moved;
  });
}

/**
 * Operations found the signed form in order: it becomes AUTHORIZED (the opportunity awaits
 * disbursal) and goes to the sponsor bank through the provider. A provider that does not answer
 * now is tried again by the sweep (`submitAcceptedPaperMandates`).
 */
export async function acceptMandate(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  report: (e: unknown) => void,
) {
  await staffMove(deps, mandateId, staff, { type: 'scan-accepted' }, 'ACCEPT_MANDATE', {
    // The opportunity is held with the mandate: an offer withdrawn meanwhile is not accepted for.
    check: async (row, tx) => {
      const opportunity = await findOpportunity(tx, row.opportunityId);
      return opportunity && awaitsMandate(opportunity)
        ? null
        : 'This loan is no longer waiting for a mandate.';
    },
  });
  await submitPaperMandate(deps, mandateId).catch(report);
  return mandateDetail(deps, mandateId);
}

export async function submitPaperMandate(deps: Deps, mandateId: string): Promise<void> {
  const row = await findMandate(deps.db, mandateId);
  if (!row || row.mode !== 'PNACH' || row.status !== 'AUTHORIZED' || row.providerMandateId) return;
  // A form of an offer that ended since is not sent: the sweep cancels the mandate instead.
  const opportunity = await findOpportunity(deps.db, row.opportunityId);
  if (opportunity?.status !== 'DISBURSAL_PENDING') return;
  const submitted = await deps.mandate.submitPaperMandate(await mandateDetailsOf(deps, row));
  await updateMandate(deps.db, row.id, {
    providerMandateId: submitted.providerMandateId,
    updatedAt: deps.clock.now(),
  });
}

export async function rejectMandate(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  body: { reasonCode: PaperScanRejectionCode; note?: string | undefined },
) {
  await staffMove(
    deps,
    mandateId,
    staff,
    { type: 'rejected', reasonCode: body.reasonCode, by: 'staff' },
    'REJECT_MANDATE',
    { note: body.note ?? null },
  );
  return mandateDetail(deps, mandateId);
}

export async function cancelMandate(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  note: string,
  report: (e: unknown) => void,
) {
  const moved = await staffMove(
    deps,
    mandateId,
    staff,
    { type: 'cancelled', reason: 'operations' },
    'CANCEL_MANDATE',
    { note },
  );
  await withdrawAtProvider(deps, moved, report);
  return mandateDetail(deps, mandateId);
}

export async function refreshMandate(deps: Deps, mandateId: string, staff: Staff) {
  const row = await findMandate(deps.db, mandateId);
  if (!row) throw notFound('mandate');
  const outcome = await refreshFromProvider(deps, mandateId);
  const opportunity = await findOpportunity(deps.db, row.opportunityId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'REFRESH_MANDATE',
    applicationId: opportunity?.applicationId ?? null,
    details: { mandateId, outcome },
  });
  return mandateDetail(deps, mandateId);
}

/** The form the agent collected, scanned by operations: the attempt moves on as an upload would. */
export async function uploadCollectedScan(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  body: { docContent: string },
) {
  const row = await findMandate(deps.db, mandateId);
  if (!row) throw notFound('mandate');
  const notAwaited = 'This mandate is not waiting for a form an agent collects.';
  if (!awaitsAgent(row)) throw new AppError('CONFLICT', notAwaited, { userMessage: notAwaited });
  const bytes = decodeBase64File(body.docContent, messages.allowedFileTypes);
  const scan = await storeDocument(
    deps,
    row.userId,
    { docType: 'NACH', side: 'SINGLE', docMode: 'UPLOAD' },
    bytes,
  );
  const now = deps.clock.now();
  await staffMove(deps, mandateId, staff, { type: 'scan-uploaded' }, 'UPLOAD_COLLECTED_MANDATE', {
    change: { scanDocumentId: scan.id, scanUploadedAt: now },
    check: (locked) => (awaitsAgent(locked) ? null : notAwaited),
    also: (tx) =>
      tx
        .update(nachAppointments)
        .set({ status: 'COLLECTED', updatedAt: now })
        .where(and(eq(nachAppointments.mandateId, mandateId), eq(nachAppointments.status, 'BOOKED'))),
  });
  return mandateDetail(deps, mandateId);
}

/** A short-lived address of the signed form's scan, for operations to compare; the view is audited. */
export async function mandateScanUrl(deps: Deps, mandateId: string, staff: Staff) {
  const row = await findMandate(deps.db, mandateId);
  if (!row?.scanDocumentId) throw notFound('mandate scan');
  const url = await signedDocumentUrl(deps, row.userId, 'NACH', row.scanDocumentId);
  const opportunity = await findOpportunity(deps.db, row.opportunityId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'VIEW_MANDATE_SCAN',
    applicationId: opportunity?.applicationId ?? null,
    details: { mandateId, documentId: row.scanDocumentId },
  });
  return { url: url.image, expiresAt: url.expiresAt };
}

/** Paper mandates accepted while the provider was down: sent now. */
export async function submitAcceptedPaperMandates(deps: Deps, report: (e: unknown) => void) {
  const rows = await deps.db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(
        eq(mandates.mode, 'PNACH'),
        eq(mandates.status, 'AUTHORIZED'),
        sql`${mandates.providerMandateId} is null`,
      ),
    )
    .limit(100);
  for (const row of rows) await submitPaperMandate(deps, row.id).catch(report);
  return rows.length;
}

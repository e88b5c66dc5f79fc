import {
  stuckAfterMinutes,
  type MandateDetail,
  type MandateQueueItem,
  type MandateQueueView,
} from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import type { MandateEvent } from '@kredo/domain/mandate-lifecycle';
import type { PaperScanRejectionCode } from '@kredo/domain/repayment-modes';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';

import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { documentInfo, signedDocumentUrl, storeDocument } from '../documents/documents.service.ts';
import { findUserById } from '../users/users.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { applyMandateEvent } from './mandate-moves.ts';
import {
  appointmentOf,
  findMandate,
  lockMandate,
  mandateHistory,
  updateMandate,
  type MandateRow,
} from './mandate-records.ts';
import { mandateDetailsOf, withdrawAtProvider, type MandateDeps } from './mandate-setup.ts';
import { mandates, nachAppointments } from './mandates.schema.ts';
import { toNachAppointment } from './nach-appointment.service.ts';
import { refreshFromProvider } from './provider-reports.ts';

type Deps = MandateDeps;
type Staff = { id: string };

const MINUTE = 60_000;
const REJECTIONS_SHOWN_DAYS = 30;

/** What each view of the queue holds (contract `mandateQueueViews`). */
function viewFilter(view: MandateQueueView, now: Date) {
  switch (view) {
    case 'scans':
      return and(eq(mandates.mode, 'PNACH'), eq(mandates.status, 'IN_PROCESS'));
    case 'appointments':
      return and(eq(mandates.collection, 'AGENT'), eq(mandates.status, 'PENDING'));
    case 'stuck':
      return and(
        or(
          and(eq(mandates.mode, 'ENACH'), inArray(mandates.status, ['IN_PROCESS', 'AUTHORIZED'])),
          and(eq(mandates.mode, 'PNACH'), eq(mandates.status, 'AUTHORIZED')),
        ),
        lt(mandates.statusChangedAt, new Date(now.getTime() - stuckAfterMinutes * MINUTE)),
      );
    case 'rejected':
      return and(
        eq(mandates.status, 'REJECTED'),
        gte(mandates.statusChangedAt, new Date(now.getTime() - REJECTIONS_SHOWN_DAYS * 24 * 60 * MINUTE)),
      );
  }
}

async function toQueueItem(deps: Deps, row: MandateRow): Promise<MandateQueueItem> {
  const opportunity = await findOpportunity(deps.db, row.opportunityId);
  const user = await findUserById(deps.db, row.userId);
  const appointment = row.collection === 'AGENT' ? await appointmentOf(deps.db, row.id) : undefined;
  return {
    mandateId: row.id,
    applicationId: opportunity?.applicationId ?? '',
    opportunityId: row.opportunityId,
    borrowerName: user?.name ?? null,
    mode: row.mode as MandateQueueItem['mode'],
    collection: row.collection as MandateQueueItem['collection'],
    status: row.status as MandateQueueItem['status'],
    bankName: row.bankName,
    maxAmount: row.maxAmountPaise,
    reasonCode: row.reasonCode,
    since: row.statusChangedAt.toISOString(),
    appointment: appointment ? toNachAppointment(deps, appointment) : null,
  };
}

/** The operations' queue: one view's mandates, oldest first, and how many each view holds. */
export async function mandateQueue(deps: Deps, view: MandateQueueView) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(mandates)
    .where(viewFilter(view, now))
    .orderBy(view === 'rejected' ? desc(mandates.statusChangedAt) : mandates.statusChangedAt)
    .limit(200);
  const counts = {} as Record<MandateQueueView, number>;
  for (const each of ['scans', 'appointments', 'stuck', 'rejected'] as const) {
    const [row] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mandates)
      .where(viewFilter(each, now));
    counts[each] = row?.n ?? 0;
  }
  return { items: await Promise.all(rows.map((row) => toQueueItem(deps, row))), counts };
}

function allowedActions(row: MandateRow): MandateDetail['allowedActions'] {
  const actions: MandateDetail['allowedActions'] = [];
  if (row.mode === 'PNACH' && row.status === 'IN_PROCESS') actions.push('accept', 'reject');
  if (['PENDING', 'IN_PROCESS', 'AUTHORIZED'].includes(row.status)) actions.push('cancel');
  if (row.providerMandateId && !['ACTIVATED', 'REJECTED', 'CANCELLED'].includes(row.status))
    actions.push('refresh');
  if (row.collection === 'AGENT' && row.status === 'PENDING') actions.push('collected-scan');
  return actions;
}

export async function mandateDetail(deps: Deps, mandateId: string): Promise<MandateDetail> {
  const row = await findMandate(deps.db, mandateId);
  if (!row) throw notFound('mandate');
  const history = await mandateHistory(deps.db, row.id);
  return {
    ...(await toQueueItem(deps, row)),
    accountNumberMasked: `XXXXXXX${row.accountNumberLast4.slice(-3)}`,
    ifsc: row.ifsc,
    frequency: row.frequency,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    umrn: row.umrn,
    reference: row.id.replace(/-/g, '').toUpperCase(),
    providerMandateId: row.providerMandateId,
    scan:
      row.scanDocumentId && row.scanUploadedAt
        ? {
            documentId: row.scanDocumentId,
            contentType: (await documentInfo(deps, row.userId, row.scanDocumentId)).contentType,
            uploadedAt: row.scanUploadedAt.toISOString(),
          }
        : null,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      event: h.event,
      from: h.fromStatus as MandateDetail['history'][number]['from'],
      to: h.toStatus as MandateDetail['history'][number]['to'],
      outcome: h.outcome as MandateDetail['history'][number]['outcome'],
      by: h.actor,
      reasonCode: h.reasonCode,
      note: h.note,
    })),
    allowedActions: allowedActions(row),
  };
}

/** One staff action on a locked mandate and its audit entry, together; a refusal is a 409. */
async function staffMove(
  deps: Deps,
  mandateId: string,
  staff: Staff,
  event: MandateEvent,
  audit: AuditAction,
  options: { note?: string | null; change?: Partial<MandateRow> } = {},
): Promise<MandateRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMandate(tx, mandateId);
    if (!row) throw notFound('mandate');
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
  await staffMove(deps, mandateId, staff, { type: 'scan-accepted' }, 'ACCEPT_MANDATE');
  await submitPaperMandate(deps, mandateId).catch(report);
  return mandateDetail(deps, mandateId);
}

export async function submitPaperMandate(deps: Deps, mandateId: string): Promise<void> {
  const row = await findMandate(deps.db, mandateId);
  if (!row || row.mode !== 'PNACH' || row.status !== 'AUTHORIZED' || row.providerMandateId) return;
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
    { type: 'cancelled', reason: 'superseded' },
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
  const bytes = Buffer.from(body.docContent.replace(/^data:[^;,]+;base64,/, ''), 'base64');
  if (bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', 'empty scan', { userMessage: messages.allowedFileTypes });
  const scan = await storeDocument(
    deps,
    row.userId,
    { docType: 'NACH', side: 'SINGLE', docMode: 'UPLOAD' },
    bytes,
  );
  const now = deps.clock.now();
  await staffMove(deps, mandateId, staff, { type: 'scan-uploaded' }, 'UPLOAD_COLLECTED_MANDATE', {
    change: { scanDocumentId: scan.id, scanUploadedAt: now },
  });
  await deps.db
    .update(nachAppointments)
    .set({ status: 'COLLECTED', updatedAt: now })
    .where(and(eq(nachAppointments.mandateId, mandateId), eq(nachAppointments.status, 'BOOKED')));
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

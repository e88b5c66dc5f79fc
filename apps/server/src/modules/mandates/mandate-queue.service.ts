import {
  stuckAfterMinutes,
  type MandateDetail,
  type MandateQueueItem,
  type MandateQueueView,
} from '@kredo/contract/mandates';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';

import { notFound } from '../../lib/app-error.ts';
import { documentInfo } from '../documents/documents.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findUserById } from '../users/users.service.ts';
import {
  appointmentOf,
  findMandate,
  mandateHistory,
  maskedAccountOf,
  type MandateRow,
} from './mandate-records.ts';
import { mandateReference, type MandateDeps } from './mandate-setup.ts';
import { mandates } from './mandates.schema.ts';
import { toNachAppointment } from './nach-appointment.service.ts';

type Deps = MandateDeps;

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
      // E-mandates only: a paper mandate's registration takes the bank days, by design.
      return and(
        eq(mandates.mode, 'ENACH'),
        inArray(mandates.status, ['IN_PROCESS', 'AUTHORIZED']),
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

/** An agent's visit is to collect this attempt's form: operations upload it once collected. */
export const awaitsAgent = (row: MandateRow) => row.collection === 'AGENT' && row.status === 'PENDING';

function allowedActions(row: MandateRow): MandateDetail['allowedActions'] {
  const actions: MandateDetail['allowedActions'] = [];
  if (row.mode === 'PNACH' && row.status === 'IN_PROCESS') actions.push('accept', 'reject');
  if (['PENDING', 'IN_PROCESS', 'AUTHORIZED'].includes(row.status)) actions.push('cancel');
  if (row.providerMandateId && !['ACTIVATED', 'REJECTED', 'CANCELLED'].includes(row.status))
    actions.push('refresh');
  if (awaitsAgent(row)) actions.push('collected-scan');
  return actions;
}

export async function mandateDetail(deps: Deps, mandateId: string): Promise<MandateDetail> {
  const row = await findMandate(deps.db, mandateId);
  if (!row) throw notFound('mandate');
  const history = await mandateHistory(deps.db, row.id);
  return {
    ...(await toQueueItem(deps, row)),
    accountNumberMasked: maskedAccountOf(row.accountNumberLast4),
    ifsc: row.ifsc,
    frequency: row.frequency,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    umrn: row.umrn,
    reference: mandateReference(row.id),
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

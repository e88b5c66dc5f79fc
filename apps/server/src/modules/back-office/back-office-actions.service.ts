import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { documentInfo, signedDocumentUrl } from '../documents/documents.service.ts';
import type { StaffPrincipal } from '../staff/authenticate-staff.ts';
import {
  approveWithTerms,
  rejectApplication,
  requestInformation,
  type AuditHook,
} from '../underwriting/staff-decisions.service.ts';
import { requireApplication } from './application-view.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

const actorOf = (staff: StaffPrincipal) => ({ staffId: staff.id, email: staff.email });

/** The audit entry of an action, written in the action's own transaction. */
function auditHook(
  deps: Deps,
  staff: StaffPrincipal,
  action: AuditAction,
  applicationId: string,
  details: Record<string, unknown>,
): AuditHook {
  return (tx: Db) =>
    recordAudit(tx, { at: deps.clock.now(), staffId: staff.id, action, applicationId, details });
}

export function askForInformation(
  deps: Deps,
  applicationId: string,
  input: { subStatuses: IncompleteInfoSubStatus[]; note?: string | undefined },
  staff: StaffPrincipal,
) {
  const details = { subStatuses: input.subStatuses, note: input.note ?? null };
  return requestInformation(
    deps,
    applicationId,
    input,
    actorOf(staff),
    auditHook(deps, staff, 'REQUEST_INFORMATION', applicationId, details),
  );
}

export function approve(
  deps: Deps,
  applicationId: string,
  input: { amount: number; tenureMonths: number; dueDayOfMonth: number; note?: string | undefined },
  staff: StaffPrincipal,
) {
  const details = { ...input, note: input.note ?? null };
  return approveWithTerms(
    deps,
    applicationId,
    input,
    actorOf(staff),
    auditHook(deps, staff, 'APPROVE', applicationId, details),
  );
}

export function reject(deps: Deps, applicationId: string, input: { reason: string }, staff: StaffPrincipal) {
  return rejectApplication(
    deps,
    applicationId,
    input,
    actorOf(staff),
    auditHook(deps, staff, 'REJECT', applicationId, { reason: input.reason }),
  );
}

/**
 * A short-lived address for one of the application's borrower's documents; the viewing is
 * audited. A document of another borrower is answered as if it did not exist.
 */
export async function documentUrlFor(
  deps: Deps,
  applicationId: string,
  documentId: string,
  staff: StaffPrincipal,
): Promise<{ url: string; expiresAt: string }> {
  const application = await requireApplication(deps, applicationId);
  const info = await documentInfo(deps, application.userId, documentId);
  const signed = await signedDocumentUrl(deps, application.userId, info.docType, documentId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'VIEW_DOCUMENT',
    applicationId,
    details: { documentId, docType: info.docType },
  });
  return { url: signed.image, expiresAt: signed.expiresAt };
}

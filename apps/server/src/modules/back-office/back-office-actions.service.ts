import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { documentInfo, signedDocumentUrl } from '../documents/documents.service.ts';
import type { StaffPrincipal } from '../staff/authenticate-staff.ts';
import {
  approveWithTerms,
  rejectApplication,
  requestInformation,
  type ActionResult,
  type AuditHook,
  type StaffActor,
} from '../underwriting/staff-decisions.service.ts';
import { requireApplication } from './application-view.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

type StaffDecision<Input> = (
  deps: Deps,
  applicationId: string,
  input: Input,
  actor: StaffActor,
  audit: AuditHook,
) => Promise<ActionResult>;

/**
 * A decision as a staff member takes it: the staff member is its actor, and its audit entry,
 * with the details drawn from the input, is written in the decision's own transaction.
 */
function takenByStaff<Input>(
  decide: StaffDecision<Input>,
  action: AuditAction,
  detailsOf: (input: Input) => Record<string, unknown>,
) {
  return (deps: Deps, applicationId: string, input: Input, staff: StaffPrincipal) => {
    const details = detailsOf(input);
    const audit: AuditHook = (tx: Db) =>
      recordAudit(tx, { at: deps.clock.now(), staffId: staff.id, action, applicationId, details });
    return decide(deps, applicationId, input, { staffId: staff.id, email: staff.email }, audit);
  };
}

export const askForInformation = takenByStaff(requestInformation, 'REQUEST_INFORMATION', (input) => ({
  subStatuses: input.subStatuses,
  note: input.note ?? null,
}));

export const approve = takenByStaff(approveWithTerms, 'APPROVE', (input) => ({
  ...input,
  note: input.note ?? null,
}));

export const reject = takenByStaff(rejectApplication, 'REJECT', (input) => ({ reason: input.reason }));

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

import { offerMessages } from '@kredo/contract/back-office';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';

import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAnyApplication } from '../loan-application/back-office-reads.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf, findAgreement } from './agreement-records.ts';
import { sendEsignCode } from './esign.service.ts';
import { awaitsSignature, requireOpportunity, type OfferDeps as Deps } from './offer-progress.service.ts';

/** What staff do to an offer after approval from the back office, each audited. */

/**
 * The eSign service sends the borrower a new code for the agreement waiting for their signature,
 * under the same limits as the borrower's own resend (its refusals answer as they do there).
 */
export async function resendEsignCodeAsStaff(
  deps: Deps,
  applicationId: string,
  staffId: string,
): Promise<{ resendAfterSeconds: number; expiresAt: string }> {
  const row = await requireOpportunity(deps, applicationId);
  const agreement = await findAgreement(deps.db, row.id);
  if (!agreement || !awaitsSignature(row, agreement))
    throw new AppError('CONFLICT', `no agreement awaits e-sign (opportunity ${row.status})`, {
      userMessage: offerMessages.noAgreementToSign,
    });
  const sent = await sendEsignCode(deps, agreement.userId, agreement.esignRequestId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId,
    action: 'RESEND_ESIGN_CODE',
    applicationId,
    details: { opportunityId: row.id, agreementNumber: agreement.agreementNumber },
  });
  return sent;
}

/**
 * Staff cancel the offer (`staff-cancels`): possible before the payout, as the domain's table
 * says; the application follows to CANCELLED, and the reason is audited in the same transaction.
 */
export async function cancelOfferAsStaff(
  deps: Deps,
  applicationId: string,
  staffId: string,
  reason: string,
): Promise<{ opportunityId: string; status: 'CANCELLED'; applicationStatus: ApplicationStatus }> {
  const found = await requireOpportunity(deps, applicationId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockOpportunity(tx, found.id);
    if (!row) throw notFound('opportunity');
    const flags = await agreementFlagsOf(tx, row.id);
    const { result } = await applyOpportunityEvent(tx, row, flags, { type: 'staff-cancels' }, now);
    if (!result.ok)
      throw new AppError('CONFLICT', result.reason, {
        userMessage: offerMessages.notCancellable(row.status),
      });
    await recordAudit(tx, {
      at: now,
      staffId,
      action: 'CANCEL_OFFER',
      applicationId,
      details: { reason, opportunityId: row.id, from: row.status },
    });
  });
  const application = await findAnyApplication(deps.db, applicationId);
  return {
    opportunityId: found.id,
    status: 'CANCELLED',
    applicationStatus: (application?.status ?? 'CANCELLED') as ApplicationStatus,
  };
}

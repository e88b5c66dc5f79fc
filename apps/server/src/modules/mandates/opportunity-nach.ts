import type { OpportunityNach } from '@kredo/contract/mandates';
import { nachStatusOf, type MandateStatus } from '@kredo/domain/mandate-lifecycle';

import type { AppDeps } from '../../app-deps.ts';
import { signedDocumentUrl } from '../documents/documents.service.ts';
import { latestMandateOf, maskedAccountOf } from './mandate-records.ts';

/**
 * The opportunity's mandate as `loan-opportunity/opportunity` carries it (spec 001 §3 'nach'):
 * the newest attempt, with its link while the borrower may still use it and its NACH status.
 * `isNachUploaded` says a signed paper form reached the lender.
 */
export async function opportunityNachOf(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  opportunityId: string,
): Promise<{ nach: OpportunityNach | null; isNachUploaded: boolean }> {
  const mandate = await latestMandateOf(deps.db, opportunityId);
  if (!mandate) return { nach: null, isNachUploaded: false };
  const status = mandate.status as MandateStatus;
  const pnachLink =
    mandate.mode === 'PNACH' && mandate.formDocumentId && status !== 'CANCELLED'
      ? (await signedDocumentUrl(deps, mandate.userId, 'NACH_FORM', mandate.formDocumentId)).image
      : null;
  return {
    nach: {
      mandateId: mandate.id,
      mode: mandate.mode as OpportunityNach['mode'],
      collection: mandate.collection as OpportunityNach['collection'],
      enachAuthLink: mandate.mode === 'ENACH' && status === 'PENDING' ? mandate.authLink : null,
      vendor: mandate.vendor,
      pnachLink,
      nachStatus: nachStatusOf(status),
      umrn: mandate.umrn,
      reasonCode: mandate.reasonCode,
      reasonText: mandate.reasonText,
      bankName: mandate.bankName,
      accountNumberMasked: maskedAccountOf(mandate.accountNumberLast4),
      maxAmount: mandate.maxAmountPaise,
    },
    isNachUploaded:
      mandate.mode === 'PNACH' &&
      mandate.scanDocumentId !== null &&
      status !== 'CANCELLED' &&
      status !== 'REJECTED',
  };
}

/** The NACH status of an opportunity's newest mandate, for its loan's details (§4.7); null without one. */
export async function nachStatusOfOpportunity(
  deps: Pick<AppDeps, 'db'>,
  opportunityId: string,
): Promise<ReturnType<typeof nachStatusOf>> {
  const mandate = await latestMandateOf(deps.db, opportunityId);
  return mandate ? nachStatusOf(mandate.status as MandateStatus) : null;
}

/** The mandate a loan's debits are presented through: the newest ACTIVATED one with its provider id. */
export async function debitMandateOfOpportunity(
  deps: Pick<AppDeps, 'db'>,
  opportunityId: string,
): Promise<{ providerMandateId: string; maxAmount: number } | null> {
  const mandate = await latestMandateOf(deps.db, opportunityId);
  if (mandate?.status !== 'ACTIVATED' || !mandate.providerMandateId) return null;
  return { providerMandateId: mandate.providerMandateId, maxAmount: mandate.maxAmountPaise };
}

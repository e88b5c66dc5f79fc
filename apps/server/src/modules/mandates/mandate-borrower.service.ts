import type {
  DocumentCollectionModes,
  InitiateNachBody,
  NachLink,
  UploadSignedPaperNachBody,
} from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import { repaymentModesFor } from '@kredo/domain/repayment-modes';

import { AppError } from '../../lib/app-error.ts';
import { decodeBase64File } from '../../lib/base64-file.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { latestKfs } from '../consent/key-fact-statements.ts';
import { ownOpportunity } from '../consent/consent.service.ts';
import { signedDocumentUrl, storeDocument, storeGeneratedDocument } from '../documents/documents.service.ts';
import { bankNameOf } from '../directory/directory.service.ts';
import { renderNachFormPdf } from '../generated-documents/nach-form-pdf.ts';
import type { OpportunityRow } from '../underwriting/opportunity-moves.ts';
import { lenderNachOf } from './lender-nach.ts';
import { applyMandateEvent } from './mandate-moves.ts';
import {
  latestMandateOf,
  lockMandate,
  maskedAccountOf,
  updateMandate,
  type MandateRow,
} from './mandate-records.ts';
import {
  assertModeOffered,
  attemptFor,
  mandateDetailsOf,
  mandateReference,
  nachAccountOf,
  opportunityAwaitingMandate,
  productModesOf,
  withdrawAtProvider,
  type MandateDeps,
} from './mandate-setup.ts';

/**
 * `hagen/document-collection-modes` (spec 001 §2.6): the modes the product offers that the NACH
 * account's bank allows, with the account they are for. No verified NACH account answers
 * 'bankAccounts not found'; the provider's bank list being down answers as an outage.
 */
export async function documentCollectionModes(
  deps: MandateDeps,
  userId: string,
  query: { productCode: string; lenderId: number; opportunityId: string },
): Promise<DocumentCollectionModes> {
  const row = await ownOpportunity(deps.db, userId, query.opportunityId);
  if (row.productCode !== query.productCode || row.lenderId !== query.lenderId)
    throw new AppError('VALIDATION_FAILED', 'product or lender is not the opportunity’s', {
      fieldErrors: { productCode: [messages.invalid] },
    });
  const account = await nachAccountOf(deps, userId);
  const support = await deps.mandate.bankSupport(account.ifsc);
  const modes = repaymentModesFor(productModesOf(row), support);
  return {
    processModes: {
      Repayment: modes.map((mode) =>
        mode === 'ENACH' ? { mode, authModes: [...support.authModes] } : { mode },
      ),
    },
    account: {
      bankName: account.bankName ?? bankNameOf(account.ifsc) ?? null,
      ifsc: account.ifsc,
      accountNumberMasked: maskedAccountOf(account.accountNumberLast4),
      beneficiaryName: account.beneficiaryName,
    },
  };
}

/**
 * `hagen/initiate-nach` (spec 001 §4.7): an e-NACH's authorisation link (a pending one is reused,
 * and a lost provider call is made again under the same reference), or the paper form's link.
 */
export async function initiateNach(
  deps: MandateDeps,
  userId: string,
  body: InitiateNachBody,
  host: string | undefined,
): Promise<NachLink> {
  const row = await opportunityAwaitingMandate(deps.db, userId, body.oppId);
  if (body.nachMode === 'PNACH') {
    assertModeOffered(row, ['Scan']);
    return paperNachLink(deps, row);
  }
  assertModeOffered(row, ['ENACH']);
  if (!isSameSiteText(body.redirectUrl, host, deps.mode === 'sandbox'))
    throw new AppError('VALIDATION_FAILED', 'redirect URL is not on this site', {
      fieldErrors: { redirectUrl: [messages.invalid] },
    });
  const account = await nachAccountOf(deps, userId);
  const support = await deps.mandate.bankSupport(account.ifsc);
  if (support.eMandate !== 'live')
    throw new AppError('ENACH_NOT_ELIGIBLE', `bank ${account.ifsc.slice(0, 4)} takes no e-mandate now`, {
      userMessage: messages.enachNotEligibleScan,
    });
  const { mandate, setAside } = await attemptFor(deps, row, 'ENACH', null, {
    reuse: (live) => live.mode === 'ENACH' && live.status === 'PENDING',
    // A signed form operations have not read yet stays: E-NACH does not replace it.
    mayReplace: (live) => live.status === 'PENDING',
  });
  await withdrawAtProvider(deps, setAside);
  if (mandate.authLink && mandate.providerMandateId)
    return { mode: 'ENACH', link: mandate.authLink, vendor: mandate.vendor, mandateId: mandate.id };
  const created = await deps.mandate.createEMandate({
    ...(await mandateDetailsOf(deps, mandate)),
    returnUrl: body.redirectUrl,
  });
  await updateMandate(deps.db, mandate.id, {
    providerMandateId: created.providerMandateId,
    authLink: created.authLink,
    vendor: created.vendor,
    updatedAt: deps.clock.now(),
  });
  return { mode: 'ENACH', link: created.authLink, vendor: created.vendor, mandateId: mandate.id };
}

/** The live paper attempt (or a new one) and a short-lived link to its prefilled form. */
async function paperNachLink(deps: MandateDeps, row: OpportunityRow): Promise<NachLink> {
  const { mandate, setAside } = await attemptFor(deps, row, 'PNACH', 'UPLOAD', {
    reuse: (live) => live.mode === 'PNACH' && live.collection === 'UPLOAD',
    mayReplace: (live) => live.status === 'PENDING',
  });
  await withdrawAtProvider(deps, setAside);
  const documentId = await nachFormDocumentOf(deps, mandate, row);
  const url = await signedDocumentUrl(deps, row.userId, 'NACH_FORM', documentId);
  return { mode: 'PNACH', link: url.image, vendor: null, mandateId: mandate.id };
}

type FormDeps = Omit<MandateDeps, 'mandate' | 'mode'>;

/** The attempt's prefilled form: rendered once and kept encrypted, like the KFS. */
export async function nachFormDocumentOf(
  deps: FormDeps,
  mandate: MandateRow,
  row: OpportunityRow,
): Promise<string> {
  if (mandate.formDocumentId) return mandate.formDocumentId;
  const details = await mandateDetailsOf(deps, mandate);
  const kfs = await latestKfs(deps.db, row.id);
  const pdf = await renderNachFormPdf({
    date: deps.clock.businessDate(),
    umrn: null,
    action: 'CREATE',
    sponsorBankCode: mandate.sponsorBankCode,
    utilityCode: mandate.utilityCode,
    corporateName: details.corporateName,
    accountType: details.accountType === 'CURRENT' ? 'CA' : 'SB',
    accountNumber: details.accountNumber,
    bankName: mandate.bankName ?? lenderNachOf(row.lenderId).sponsorBankName,
    ifsc: mandate.ifsc,
    maxAmount: mandate.maxAmountPaise,
    debitType: 'MAXIMUM',
    frequency: 'MNTH',
    reference1: kfs?.proposalNumber ?? mandateReference(mandate.id),
    reference2: row.productCode,
    mobile: details.mobile,
    email: details.email,
    validFrom: mandate.validFrom,
    validUntil: mandate.validUntil,
    accountHolderName: mandate.accountHolderName,
  });
  const stored = await storeGeneratedDocument(deps, row.userId, 'NACH_FORM', pdf);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await lockMandate(tx, mandate.id);
    if (locked?.formDocumentId) return locked.formDocumentId;
    await updateMandate(tx, mandate.id, { formDocumentId: stored.id, updatedAt: deps.clock.now() });
    return stored.id;
  });
  return updated;
}

/** The document id of the opportunity's paper form, for `fetch-doc-pre-signed-url` (docType NACH_FORM). */
export async function nachFormDocumentId(deps: FormDeps, userId: string, opportunityId: string) {
  const row = await ownOpportunity(deps.db, userId, opportunityId);
  const latest = await latestMandateOf(deps.db, row.id);
  if (!latest || latest.mode !== 'PNACH')
    throw new AppError('NOT_FOUND', 'no paper mandate for the opportunity', {
      userMessage: messages.pageNotFound,
    });
  return nachFormDocumentOf(deps, latest, row);
}

/**
 * `upload-signed-paper-nach` (spec 001 §2.7): the signed form's scan, stored encrypted; the paper
 * attempt moves to IN_PROCESS for operations to verify. After a rejection (or in place of a scan
 * not yet looked at) a new upload starts a new attempt on the same terms.
 */
export async function uploadSignedPaperNach(
  deps: MandateDeps,
  userId: string,
  body: UploadSignedPaperNachBody,
): Promise<{ isSuccess: true; mandateId: string; nachStatus: 'IN_PROCESS' }> {
  if (body.userId !== userId) throw new AppError('FORBIDDEN', 'userId is not the signed-in borrower');
  const row = await opportunityAwaitingMandate(deps.db, userId, body.opportunityId);
  assertModeOffered(row, ['Scan']);
  const bytes = decodeBase64File(body.docContent, messages.nachUploadFailed);
  // The file first: a refused file (type, size, the upload limit) leaves the attempts as they were.
  const scan = await storeDocument(
    deps,
    userId,
    { docType: 'NACH', side: 'SINGLE', docMode: 'UPLOAD' },
    bytes,
  );
  const { mandate, setAside } = await attemptFor(deps, row, 'PNACH', 'UPLOAD', {
    reuse: (live) => live.mode === 'PNACH' && live.collection === 'UPLOAD' && live.status === 'PENDING',
    within: async (tx, attempt) => {
      const now = deps.clock.now();
      const { result, row: moved } = await applyMandateEvent(
        tx,
        attempt,
        { type: 'scan-uploaded' },
        { actor: 'borrower', now, change: { scanDocumentId: scan.id, scanUploadedAt: now } },
      );
      if (result.kind !== 'moved')
        throw new AppError('CONFLICT', result.reason, { userMessage: messages.nachUploadFailed });
      return moved;
    },
  });
  await withdrawAtProvider(deps, setAside);
  return { isSuccess: true, mandateId: mandate.id, nachStatus: 'IN_PROCESS' };
}

import {
  offerActionPermissions,
  offerMessages,
  type signatureChecks,
  type OfferAction,
  type OfferProgress,
} from '@kredo/contract/back-office';
import { staffMay } from '@kredo/contract/staff';
import { indianDate } from '@kredo/domain/calendar-date';
import { moveOpportunity } from '@kredo/domain/opportunity-lifecycle';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { BlobIntegrityError } from '../../lib/blob-store/blob-store.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { requireApplication } from '../back-office/application-view.service.ts';
import { maskMobile } from '../back-office/masks.ts';
import { documentBytes } from '../documents/documents.service.ts';
import { opportunityStateOf, type OpportunityRow } from '../underwriting/opportunity-moves.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import { agreementFlagsOf, findAgreement, type AgreementRow } from './agreement-records.ts';
import { consentRecords, keyFactStatementFiles, keyFactStatements } from './consent.schema.ts';
import { isKfsValid, kfsHeadlineOf } from './key-fact-statements.ts';
import { paFormOf } from './pa-form-items.ts';

export type OfferDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'cipher' | 'blobs' | 'esign' | 'notifier' | 'jobs' | 'bankAccountVerification'
>;

/**
 * The back office's view of an offer after approval; the two things staff do to it (a new e-sign
 * code, a cancellation) are in offer-staff-actions.ts. Reads only.
 */

/** The application's live opportunity, else its latest (cancelled) one. */
async function offerOpportunity(db: Db, applicationId: string): Promise<OpportunityRow | undefined> {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(eq(opportunities.applicationId, applicationId))
    .orderBy(sql`${opportunities.status} = 'CANCELLED'`, desc(opportunities.createdAt))
    .limit(1);
  return row;
}

export async function requireOpportunity(deps: Pick<OfferDeps, 'db'>, applicationId: string) {
  await requireApplication(deps, applicationId);
  const row = await offerOpportunity(deps.db, applicationId);
  if (!row)
    throw new AppError('NOT_FOUND', 'application has no offer', { userMessage: offerMessages.noOffer });
  return row;
}

async function consentsOf(db: Db, opportunityId: string): Promise<OfferProgress['consents']> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.opportunityId, opportunityId))
    .orderBy(asc(consentRecords.recordedAt));
  return rows.map((row) => ({
    id: row.id,
    consent: row.consent,
    comment: row.comment,
    kfsVersion: row.kfsVersion,
    kfsSha256: row.kfsSha256,
    declarations: row.declarations,
    language: row.language,
    device: row.device,
    ip: row.ip,
    recordedAt: row.recordedAt.toISOString(),
  }));
}

async function kfsVersionsOf(deps: Pick<OfferDeps, 'db' | 'clock'>, opportunityId: string) {
  const rows = await deps.db
    .select()
    .from(keyFactStatements)
    .where(eq(keyFactStatements.opportunityId, opportunityId))
    .orderBy(asc(keyFactStatements.version));
  const files =
    rows.length === 0
      ? []
      : await deps.db
          .select({ kfsId: keyFactStatementFiles.kfsId, language: keyFactStatementFiles.language })
          .from(keyFactStatementFiles)
          .where(
            inArray(
              keyFactStatementFiles.kfsId,
              rows.map((row) => row.id),
            ),
          );
  const today = indianDate(deps.clock.now());
  return rows.map((row): OfferProgress['kfsVersions'][number] => ({
    id: row.id,
    version: row.version,
    proposalNumber: row.proposalNumber,
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    aprBp: kfsHeadlineOf(row.statement).apr.basisPoints,
    netDisbursed: kfsHeadlineOf(row.statement).netDisbursed,
    validNow: isKfsValid(row, today),
    languages: files
      .filter((file) => file.kfsId === row.id)
      .map((file) => file.language)
      .sort(),
  }));
}

/** The form's items and answers once the offer is accepted; names and numbers as staff may see them. */
async function postApprovalOf(
  deps: OfferDeps,
  row: OpportunityRow,
  accepted: boolean,
): Promise<OfferProgress['postApproval']> {
  if (!accepted) return null;
  const form = await paFormOf(deps, row);
  const reference = form.alternateReference;
  return {
    due: form.postApprovalFields,
    alternateContact: reference
      ? {
          name: reference.referenceName,
          mobileMasked: maskMobile(reference.referenceMobile) ?? '',
          linkSentAt: reference.linkSentAt,
        }
      : null,
    nominee: form.nominee ? { name: form.nominee.name, relation: form.nominee.relationShip } : null,
    bankAccounts: form.bankAccounts.map((account) => ({
      purposeType: account.purposeType,
      bankName: account.bankName,
      accountNumberMasked: account.accountNumberMasked,
      verification: account.verification,
      verificationMessage: account.verificationMessage,
      verifiedAt: account.verifiedAt,
    })),
    selfieAfterAccept: !form.due.includes('SELFIE'),
  };
}

type SignatureCheck = (typeof signatureChecks)[number];

/**
 * The stored signed agreement checked again, as it lies now. Bytes that no longer match their
 * stored hash (or are gone) are not a signature anyone can rely on: UNREADABLE, never a crash.
 */
async function signatureOf(
  deps: Pick<OfferDeps, 'db' | 'blobs' | 'esign'>,
  row: AgreementRow,
): Promise<{ check: SignatureCheck; signerName: string | null }> {
  if (row.status !== 'SIGNED' || !row.signedDocumentId) return { check: 'NOT_SIGNED', signerName: null };
  let bytes: Buffer;
  try {
    bytes = await documentBytes(deps, row.signedDocumentId);
  } catch (error) {
    if (error instanceof BlobIntegrityError || (error instanceof AppError && error.code === 'NOT_FOUND'))
      return { check: 'UNREADABLE', signerName: null };
    throw error;
  }
  const verdict = verifySignedPdf(bytes, await deps.esign.trustedRoots());
  return { check: verdict.valid ? 'VALID' : 'INVALID', signerName: verdict.signerName ?? null };
}

async function agreementOf(
  deps: OfferDeps,
  row: AgreementRow | undefined,
): Promise<OfferProgress['agreement']> {
  if (!row) return null;
  const signature = await signatureOf(deps, row);
  return {
    status: row.status as NonNullable<OfferProgress['agreement']>['status'],
    agreementNumber: row.agreementNumber,
    readyAt: row.readyAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    emailedAt: row.emailedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    signatureValid: signature.check === 'NOT_SIGNED' ? null : signature.check === 'VALID',
    signatureCheck: signature.check,
    signerName: signature.signerName,
  };
}

/** The agreement waits for the borrower's e-sign: the only time a new code means anything. */
export const awaitsSignature = (row: OpportunityRow, agreement: AgreementRow | undefined) =>
  row.status === 'CUST_CONSENT_GIVEN' &&
  row.subStatuses.includes('SHUBHSIGN_PENDING') &&
  agreement?.status === 'READY';

async function allowedActionsOf(
  deps: Pick<OfferDeps, 'db'>,
  row: OpportunityRow,
  agreement: AgreementRow | undefined,
  roles: readonly string[],
): Promise<OfferAction[]> {
  const actions: OfferAction[] = [];
  if (awaitsSignature(row, agreement) && staffMay(roles, offerActionPermissions.RESEND_ESIGN_CODE))
    actions.push('RESEND_ESIGN_CODE');
  const flags = await agreementFlagsOf(deps.db, row.id);
  if (
    moveOpportunity(opportunityStateOf(row, flags), { type: 'staff-cancels' }).ok &&
    staffMay(roles, offerActionPermissions.CANCEL_OFFER)
  )
    actions.push('CANCEL_OFFER');
  return actions;
}

/**
 * Where the application's offer stands: its opportunity (the live one, else the latest), every
 * answer with its KFS, every KFS version, the post-approval items, the agreement with its
 * signature checked again now, and what `roles` may do to it. An application never approved has
 * an empty progress.
 */
export async function offerProgressOf(
  deps: OfferDeps,
  applicationId: string,
  roles: readonly string[] = [],
): Promise<OfferProgress> {
  await requireApplication(deps, applicationId);
  const row = await offerOpportunity(deps.db, applicationId);
  if (!row)
    return {
      opportunity: null,
      consents: [],
      kfsVersions: [],
      postApproval: null,
      agreement: null,
      allowedActions: [],
    };
  const consents = await consentsOf(deps.db, row.id);
  const agreement = await findAgreement(deps.db, row.id);
  return {
    opportunity: {
      id: row.id,
      status: row.status as NonNullable<OfferProgress['opportunity']>['status'],
      subStatuses: row.subStatuses,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    consents,
    kfsVersions: await kfsVersionsOf(deps, row.id),
    postApproval: await postApprovalOf(
      deps,
      row,
      consents.some((consent) => consent.consent),
    ),
    agreement: await agreementOf(deps, agreement),
    allowedActions: await allowedActionsOf(deps, row, agreement, roles),
  };
}

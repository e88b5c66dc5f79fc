import { messages } from '@kredo/contract/messages';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { latestStatementAnalysis } from '../bank-statements/bank-statements.service.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { kycSummaryOf } from '../kyc/kyc-summary.ts';
import { profileChangedAt } from '../profile/profile-changes.ts';
import type { ApplicationProfile } from '../profile/profile.service.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher'>;

const missing = (why: string, userMessage: string) =>
  new AppError('VALIDATION_FAILED', why, { userMessage, fieldErrors: { subStatuses: [userMessage] } });

const after = (when: Date | undefined, asked: Date) => when !== undefined && when > asked;

/** The document each of the other documents' sub-statuses asks for. */
const requestedDocuments = {
  LATEST_PAYSLIP_MISSING: 'PAY_SLIP',
  SOA_MISSING: 'BANK_STMT',
  BUSINESS_PROOF_MISSING: 'BUSINESS_PROOF',
} as const;

/** The profile sub-statuses: settled by a change to the profile after the request, else this message. */
const profileCorrections = {
  WORK_EMAIL_MISMATCH: messages.workDetailsNotUpdated,
  WORK_ADDR_MISMATCH: messages.workDetailsNotUpdated,
  WORK_ADDR_INCOMPLETE: messages.workDetailsNotUpdated,
  PERM_ADDR_INCOMPLETE: messages.addressNotUpdated,
  RESI_ADDR_MISMATCH: messages.addressNotUpdated,
  RESI_ADDR_INCOMPLETE: messages.addressNotUpdated,
  LOAN_REQUEST_INCOMPLETE: messages.loanRequestNotUpdated,
} as const;

/**
 * Whether the borrower has given what a sub-status asked for after it was asked for: a new
 * selfie, PAN image or requested document, a statement analysed, a KYC done, a bank account saved
 * (both for the bank details as a whole), a change to the profile (addresses, work details, the
 * loan request); the references as they stand. A Continue that changed nothing settles nothing.
 * Throws VALIDATION_FAILED with the screen's message when the evidence is not there.
 */
export async function assertEvidence(
  deps: Deps,
  profile: ApplicationProfile,
  subStatus: IncompleteInfoSubStatus,
  askedAt: Date,
): Promise<void> {
  const userId = profile.user.id;
  const account = (purpose: string) => profile.bankAccounts.find((row) => row.purposeType === purpose);
  const savedSince = (purpose: string) => after(account(purpose)?.updatedAt, askedAt);
  if (Object.hasOwn(profileCorrections, subStatus)) {
    const message = profileCorrections[subStatus as keyof typeof profileCorrections];
    if (!after(await profileChangedAt(deps, userId), askedAt))
      throw missing('no profile change since', message);
    return;
  }
  if (Object.hasOwn(requestedDocuments, subStatus)) {
    const docType = requestedDocuments[subStatus as keyof typeof requestedDocuments];
    const document = await currentDocumentOf(deps.db, userId, docType);
    if (!after(document?.uploadedAt, askedAt))
      throw missing(`no new ${docType}`, messages.documentNotUploaded);
    return;
  }
  switch (subStatus) {
    case 'SELFIE_UNCLEAR': {
      const selfie = await currentDocumentOf(deps.db, userId, 'SELFIE');
      if (!after(selfie?.uploadedAt, askedAt)) throw missing('no new selfie', messages.selfieUnclear);
      return;
    }
    case 'PAN_UNCLEAR': {
      const pan = await currentDocumentOf(deps.db, userId, 'PAN');
      if (!after(pan?.uploadedAt, askedAt)) throw missing('no new PAN image', messages.panUnclear);
      return;
    }
    case 'BS_6M_MISSING':
    case 'BS_SALARY_MISSING':
    case 'BS_NET_BANKING':
    case 'BS_PDF_NET_AA':
    case 'BS_NET_PDF': {
      const statement = await latestStatementAnalysis(deps.db, userId);
      if (!after(statement?.completedAt, askedAt))
        throw missing('no statement analysed since', messages.statementIncomplete);
      return;
    }
    case 'AADHAAR_OKYC':
    case 'DIGILOCKER_OKYC':
    case 'AADHAAR_UNCLEAR':
    case 'CURR_ADDR_PROOF_UNCLEAR': {
      const kyc = await kycSummaryOf(deps, userId);
      const done = kyc !== null && kyc.mode !== 'APPOINTMENT' && after(kyc.at, askedAt);
      if (!done) throw missing('no KYC completed since', messages.kycIncomplete);
      return;
    }
    case 'DISBURSAL_BANK_DETAILS':
      if (!savedSince('DISBURSAL'))
        throw missing('no disbursal account since', messages.bankDetailsIncomplete);
      return;
    case 'NACH_BANK_DETAILS':
    case 'BANK_DETAILS_INCOMPLETE': {
      const nach = account('NACH');
      const disbursal = account('DISBURSAL');
      const purposes = subStatus === 'NACH_BANK_DETAILS' ? ['NACH'] : ['NACH', 'DISBURSAL'];
      if (!purposes.every(savedSince)) throw missing('no bank account since', messages.bankDetailsIncomplete);
      // One account is the same number (its keyed hash) at the same IFSC.
      if (
        nach &&
        disbursal &&
        nach.accountNumberHash === disbursal.accountNumberHash &&
        nach.ifsc === disbursal.ifsc
      )
        throw missing('repayment account is the disbursal one', messages.repaymentAccountSame);
      return;
    }
    case 'REFERENCES_INCOMPLETE':
      if (profile.references.length < 2)
        throw missing('fewer than 2 references', messages.referencesIncomplete);
      return;
    default:
      return;
  }
}

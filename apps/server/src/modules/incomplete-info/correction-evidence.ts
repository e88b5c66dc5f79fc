import { messages } from '@kredo/contract/messages';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { latestStatementAnalysis } from '../bank-statements/bank-statements.service.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { kycSummaryOf } from '../kyc/kyc-summary.ts';
import type { ApplicationProfile } from '../profile/profile.service.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher'>;

const missing = (why: string, userMessage: string) =>
  new AppError('VALIDATION_FAILED', why, { userMessage, fieldErrors: { subStatuses: [userMessage] } });

const after = (when: Date | undefined, asked: Date) => when !== undefined && when > asked;

/**
 * Whether the borrower has given what a sub-status asked for, where that is cheap to see: a new
 * selfie or PAN image, a statement analysed, a KYC done, each after the item was asked for; the
 * bank accounts and references as they stand. Items whose screens save profile data first (the
 * addresses, work details, the loan request, other documents) are taken at their word.
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
      if (!account('DISBURSAL')) throw missing('no disbursal account', messages.bankDetailsIncomplete);
      return;
    case 'NACH_BANK_DETAILS': {
      const nach = account('NACH');
      if (!nach) throw missing('no repayment account', messages.bankDetailsIncomplete);
      if (nach.accountNumberHash === account('DISBURSAL')?.accountNumberHash)
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

import {
  documentConsentThreshold,
  postApprovalFields,
  type PaBankAccount,
  type PaForm,
  type PostApprovalField,
} from '@kredo/contract/consent';
import { and, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { bankAccountsOf, verificationMessageOf } from '../profile/profile.service.ts';
import type { OpportunityRow } from '../underwriting/opportunity-moves.ts';
import { consentRecords, postApprovalAnswers } from './consent.schema.ts';
import { lenderTermsOf } from './lender-terms.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * What of the post-approval form (spec 001 §2.3, §4.6) is on file and what is still due. An item
 * is due until its answer is on file: an alternate contact, a verified account for the payout and
 * one for the mandate, the nominee where the lender insures its loans, a selfie taken after the
 * offer was accepted (the lender's live photo), and the document consent above Rs 4,000.
 */

export async function answersOf(db: Db, opportunityId: string) {
  const rows = await db
    .select()
    .from(postApprovalAnswers)
    .where(eq(postApprovalAnswers.opportunityId, opportunityId));
  return new Map(rows.map((row) => [row.item, row]));
}

export async function acceptedAt(db: Db, opportunityId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: consentRecords.recordedAt })
    .from(consentRecords)
    .where(and(eq(consentRecords.opportunityId, opportunityId), eq(consentRecords.consent, true)))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return row?.at;
}

const maskAccount = (last4: string) => `XXXXXXX${last4.slice(-3)}`;

export async function paFormOf(
  deps: Deps,
  row: OpportunityRow,
): Promise<PaForm & { due: PostApprovalField[] }> {
  const answers = await answersOf(deps.db, row.id);
  const accounts = await bankAccountsOf(deps, row.userId);
  const verified = (purpose: string) =>
    accounts.some((account) => account.purposeType === purpose && account.verificationStatus === 'VERIFIED');
  const selfie = await currentDocumentOf(deps.db, row.userId, 'SELFIE');
  const accepted = await acceptedAt(deps.db, row.id);
  const selfieTaken = selfie !== undefined && accepted !== undefined && selfie.uploadedAt >= accepted;
  const documents = answers.get('DOCUMENT_CONSENT');
  const done: Record<PostApprovalField, boolean> = {
    ALTERNATE_NUMBER: answers.has('ALTERNATE_NUMBER'),
    BANK_DETAILS: verified('DISBURSAL'),
    BANK_DETAILS_NACH: verified('NACH'),
    INSURANCE_NOMINEE: !lenderTermsOf(row.lenderId).requiresNominee || answers.has('INSURANCE_NOMINEE'),
    SELFIE: selfieTaken,
    DOCUMENT_CONSENT: row.amountPaise <= documentConsentThreshold || documents !== undefined,
  };
  const due = postApprovalFields.filter((field) => !done[field]);
  const reference = answers.get('ALTERNATE_NUMBER');
  const nominee = answers.get('INSURANCE_NOMINEE');
  const bankAccounts: PaBankAccount[] = [...accounts]
    .sort((a, b) => (b.verifiedAt?.getTime() ?? 0) - (a.verifiedAt?.getTime() ?? 0))
    .map((account) => ({
      id: account.id,
      purposeType: account.purposeType as PaBankAccount['purposeType'],
      beneficiaryName: account.beneficiaryName,
      bankName: account.bankName,
      ifsc: account.ifsc,
      accountNumberMasked: maskAccount(account.accountNumberLast4),
      accountType: account.accountType,
      verification:
        account.verificationStatus === 'VERIFIED' || account.verificationStatus === 'FAILED'
          ? account.verificationStatus
          : 'PENDING',
      verificationMessage: verificationMessageOf(account),
      verifiedAt: account.verifiedAt?.toISOString() ?? null,
    }));
  return {
    due,
    postApprovalFields: row.subStatuses.includes('PA_FORM_PENDING') ? due : [],
    bankAccounts,
    alternateReference: reference
      ? {
          referenceName: reference.answer.referenceName ?? '',
          referenceMobile: reference.answer.referenceMobile ?? '',
          linkSentAt: reference.linkSentAt?.toISOString() ?? null,
        }
      : null,
    nominee: nominee
      ? {
          name: nominee.answer.name ?? '',
          relationShip: nominee.answer.relationShip ?? '',
          dob: nominee.answer.dob ?? '',
        }
      : null,
    documentsConsent: documents
      ? {
          isChequeAvailable: documents.answer.isChequeAvailable === 'true',
          chequeUploaded: documents.answer.chequeDocumentId !== undefined,
        }
      : null,
  };
}

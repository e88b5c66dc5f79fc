import type { GeneratedDocumentType } from '@kredo/contract/documents';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { storeGeneratedDocument } from '../documents/documents.service.ts';
import { renderKeyFactStatementPdf } from '../generated-documents/key-fact-statement-pdf.ts';
import { nachFormDocumentId } from '../mandates/mandate-borrower.service.ts';
import { findUserById } from '../users/users.service.ts';
import { findAgreement } from './agreement-records.ts';
import { awaitingAnswer, ownOpportunity } from './consent.service.ts';
import { keyFactStatementFiles } from './consent.schema.ts';
import { currentKfs, latestKfs, type KfsRow } from './key-fact-statements.ts';
import { lenderTermsOf } from './lender-terms.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher'>;

/**
 * The KFS as a PDF in `language`: rendered once, on first download, and kept encrypted with its
 * hash. Two first downloads at once keep one file (the other is left unreferenced).
 */
export async function kfsFile(
  deps: Deps,
  kfs: KfsRow,
  lenderId: number,
  language: PdfLanguage,
): Promise<string> {
  const [existing] = await deps.db
    .select()
    .from(keyFactStatementFiles)
    .where(and(eq(keyFactStatementFiles.kfsId, kfs.id), eq(keyFactStatementFiles.language, language)))
    .limit(1);
  if (existing) return existing.documentId;
  const terms = lenderTermsOf(lenderId);
  const borrower = await findUserById(deps.db, kfs.userId);
  const pdf = await renderKeyFactStatementPdf(
    kfs.statement,
    {
      lenderName: terms.lender.legalName,
      lenderAddress: terms.registeredAddress,
      lenderRegistration: terms.lender.registration,
      borrowerName: borrower?.name ?? '',
    },
    language,
  );
  const stored = await storeGeneratedDocument(deps, kfs.userId, 'KFS', pdf);
  const [kept] = await deps.db
    .insert(keyFactStatementFiles)
    .values({ kfsId: kfs.id, language, documentId: stored.id })
    .onConflictDoNothing()
    .returning();
  if (kept) return kept.documentId;
  return kfsFile(deps, kfs, lenderId, language);
}

/**
 * The document of an opportunity a borrower asks a link for: the KFS (the current one while the
 * offer awaits an answer, else the last issued), the unsigned agreement, or the signed one.
 */
export async function offerDocumentId(
  deps: Deps,
  userId: string,
  docType: GeneratedDocumentType,
  opportunityId: string | undefined,
  language: PdfLanguage,
): Promise<string> {
  if (!opportunityId)
    throw new AppError('VALIDATION_FAILED', 'a generated document needs its opportunity', {
      fieldErrors: { opportunityId: ['Required'] },
    });
  if (docType === 'NACH_FORM') return nachFormDocumentId(deps, userId, opportunityId);
  const row = await ownOpportunity(deps.db, userId, opportunityId);
  if (docType === 'KFS') {
    const kfs = awaitingAnswer.includes(row.status)
      ? await currentKfs(deps.db, row, deps.clock.now())
      : await latestKfs(deps.db, row.id);
    if (!kfs) throw notFound('KFS');
    return kfsFile(deps, kfs, row.lenderId, language);
  }
  const agreement = await findAgreement(deps.db, row.id);
  const id = docType === 'LOAN_AGREEMENT' ? agreement?.unsignedDocumentId : agreement?.signedDocumentId;
  if (!id) throw notFound('agreement');
  return id;
}

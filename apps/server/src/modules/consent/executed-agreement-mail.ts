import { and, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { documentHash } from '../documents/documents.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findUserById } from '../users/users.service.ts';
import {
  consentRecords,
  keyFactStatementFiles,
  keyFactStatements,
  loanAgreements,
} from './consent.schema.ts';
import { kfsFile } from './offer-documents.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'notifier'>;

export const executedAgreementMail = (name: string, agreementNumber: string) =>
  [
    `Dear ${name},`,
    '',
    `Your loan agreement ${agreementNumber} is signed. The signed agreement and the Key Fact Statement you accepted are attached; please keep them for your records.`,
    '',
    'You may exit the loan within the cooling-off period the Key Fact Statement states by repaying the principal and the proportionate annual percentage rate, with no penalty.',
    '',
    'Kredo',
  ].join('\n');

/**
 * Sends the borrower the executed agreement and its KFS by e-mail (RBI: a copy of the agreement
 * and its enclosures goes to the borrower on execution), once: the agreement row remembers it.
 * A borrower without an e-mail address gets nothing here; the documents stay in the app.
 */
export async function sendExecutedAgreement(deps: Deps, agreementId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(loanAgreements)
    .where(eq(loanAgreements.id, agreementId))
    .limit(1);
  if (!row || row.status !== 'SIGNED' || row.emailedAt || !row.signedDocumentId) return;
  const user = await findUserById(deps.db, row.userId);
  const opportunity = await findOpportunity(deps.db, row.opportunityId);
  const [kfs] = await deps.db
    .select()
    .from(keyFactStatements)
    .where(eq(keyFactStatements.id, row.kfsId))
    .limit(1);
  if (!user?.email || !opportunity || !kfs) return;
  // The KFS in the language the borrower accepted it in.
  const [accepted] = await deps.db
    .select({ language: consentRecords.language })
    .from(consentRecords)
    .where(and(eq(consentRecords.kfsId, kfs.id), eq(consentRecords.consent, true)))
    .limit(1);
  const language = accepted?.language === 'hi' ? 'hi' : 'en';
  const [file] = await deps.db
    .select()
    .from(keyFactStatementFiles)
    .where(and(eq(keyFactStatementFiles.kfsId, kfs.id), eq(keyFactStatementFiles.language, language)))
    .limit(1);
  const kfsDocumentId = file?.documentId ?? (await kfsFile(deps, kfs, opportunity.lenderId, language));
  const claimed = await deps.db
    .update(loanAgreements)
    .set({ emailedAt: deps.clock.now() })
    .where(and(eq(loanAgreements.id, row.id), isNull(loanAgreements.emailedAt)))
    .returning({ id: loanAgreements.id });
  if (claimed.length === 0) return;
  await deps.notifier
    .send({
      channel: 'email',
      to: user.email,
      template: 'executed-loan-agreement',
      text: executedAgreementMail(user.name ?? '', row.agreementNumber),
      attachments: [
        {
          fileName: `${row.agreementNumber}-signed.pdf`,
          documentId: row.signedDocumentId,
          sha256: await documentHash(deps.db, row.signedDocumentId),
        },
        {
          fileName: `KFS-${kfs.proposalNumber}.pdf`,
          documentId: kfsDocumentId,
          sha256: await documentHash(deps.db, kfsDocumentId),
        },
      ],
    })
    .catch(async (error: unknown) => {
      // Not sent: the next sweep tries again.
      await deps.db.update(loanAgreements).set({ emailedAt: null }).where(eq(loanAgreements.id, row.id));
      throw error;
    });
}

/** Signed agreements whose e-mail has not gone (a failed send, a stop in between), oldest first. */
export async function resendExecutedAgreements(deps: Deps): Promise<number> {
  const rows = await deps.db
    .select({ id: loanAgreements.id })
    .from(loanAgreements)
    .where(and(eq(loanAgreements.status, 'SIGNED'), isNull(loanAgreements.emailedAt)))
    .limit(100);
  for (const row of rows) await sendExecutedAgreement(deps, row.id).catch(() => undefined);
  return rows.length;
}

import { randomBytes, randomUUID } from 'node:crypto';

import { indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import { and, desc, eq, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { preparePdfForSigning } from '../../lib/pdf-signature/prepare-pdf.ts';
import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { storeGeneratedDocument } from '../documents/documents.service.ts';
import type { LoanAgreementData } from '../generated-documents/loan-agreement-data.ts';
import { renderLoanAgreementPdf } from '../generated-documents/loan-agreement-pdf.ts';
import { bankAccountsOf, readProfileData } from '../profile/profile.service.ts';
import { findUserById, panContext } from '../users/users.service.ts';
import {
  applyOpportunityEvent,
  findOpportunity,
  lockOpportunity,
  opportunitiesAtStep,
  type OpportunityRow,
} from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf, findAgreement, type AgreementRow } from './agreement-records.ts';
import { sendAgreementGeneration, type AgreementJob } from './agreement-job-name.ts';
import { consentRecords, keyFactStatements, loanAgreements } from './consent.schema.ts';
import { lenderTermsOf } from './lender-terms.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>;

/** What the borrower accepted: the latest accepting consent record, with its KFS and language. */
async function acceptance(deps: Pick<Deps, 'db'>, opportunityId: string) {
  const [row] = await deps.db
    .select({ kfs: keyFactStatements, language: consentRecords.language })
    .from(consentRecords)
    .innerJoin(keyFactStatements, eq(keyFactStatements.id, consentRecords.kfsId))
    .where(and(eq(consentRecords.opportunityId, opportunityId), eq(consentRecords.consent, true)))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return row;
}

function addressLine(address: Record<string, string | undefined> | undefined): string {
  if (!address) return '';
  return [address.house, address.street, address.locality, address.landmark, address.pincode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** The agreement's number: 'LA-' and the opportunity id's first block, like the proposal number. */
export const agreementNumberOf = (row: OpportunityRow) => `LA-${row.id.slice(0, 8).toUpperCase()}`;

/** The data the agreement is drawn from: the accepted KFS, the parties, the payout account. */
export async function agreementDataOf(
  deps: Pick<Deps, 'db' | 'cipher' | 'clock'>,
  row: OpportunityRow,
  date: IsoDate,
): Promise<{ data: LoanAgreementData; language: PdfLanguage; kfsId: string }> {
  const accepted = await acceptance(deps, row.id);
  if (!accepted) throw new Error(`opportunity ${row.id} has no accepted KFS`);
  const terms = lenderTermsOf(row.lenderId);
  const user = await findUserById(deps.db, row.userId);
  const profile = await readProfileData(deps, row.userId);
  const disbursal = (await bankAccountsOf(deps, row.userId)).find(
    (account) => account.purposeType === 'DISBURSAL',
  );
  const pan = user?.panSealed ? deps.cipher.decrypt(panContext(row.userId), user.panSealed) : '';
  return {
    kfsId: accepted.kfs.id,
    language: accepted.language === 'hi' ? 'hi' : 'en',
    data: {
      agreementNumber: agreementNumberOf(row),
      date,
      place: terms.jurisdiction,
      lender: {
        legalName: terms.lender.legalName,
        address: terms.registeredAddress,
        registration: terms.lender.registration,
      },
      borrower: {
        name: user?.name ?? '',
        address: addressLine(profile.address as Record<string, string | undefined> | undefined),
        mobile: user?.mobile ?? '',
        panLast4: pan.slice(-4),
      },
      disbursalAccount: {
        bankName: disbursal?.bankName ?? null,
        ifsc: disbursal?.ifsc ?? '',
        accountNumberLast3: disbursal?.accountNumberLast4.slice(-3) ?? '',
      },
      kfs: accepted.kfs.statement,
    },
  };
}

/**
 * The job: renders the agreement in the borrower's language, prepares it for a signature (the
 * placeholder the e-sign embeds into), stores it encrypted and marks the opportunity's agreement
 * ready. A second run finds it ready and does nothing; a run that dies part-way is run again.
 */
export async function generateAgreement(deps: Deps, job: AgreementJob): Promise<void> {
  const row = await findOpportunity(deps.db, job.opportunityId);
  if (!row || row.status !== 'CUST_CONSENT_GIVEN' || row.subStatuses[0] !== 'SHUBHSIGN_PENDING') return;
  const existing = await findAgreement(deps.db, row.id);
  if (existing && existing.status !== 'GENERATING' && existing.status !== 'FAILED') return;
  const now = deps.clock.now();
  const { data, language, kfsId } = await agreementDataOf(deps, row, indianDate(now));
  const agreement: AgreementRow =
    existing ??
    (
      await deps.db
        .insert(loanAgreements)
        .values({
          id: randomUUID(),
          opportunityId: row.id,
          userId: row.userId,
          status: 'GENERATING',
          kfsId,
          agreementNumber: data.agreementNumber,
          esignRequestId: randomBytes(16).toString('hex'),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning()
    )[0] ??
    (await findAgreement(deps.db, row.id))!;
  try {
    const pdf = await renderLoanAgreementPdf(data, language);
    const { prepared, byteRangeDigest } = await preparePdfForSigning(pdf, {
      name: data.borrower.name,
      reason: `Loan agreement ${data.agreementNumber}`,
      location: data.place,
    });
    const stored = await storeGeneratedDocument(deps, row.userId, 'LOAN_AGREEMENT', prepared);
    await deps.db.transaction(async (tx) => {
      const locked = await lockOpportunity(tx, row.id);
      if (!locked) return;
      const updated = await tx
        .update(loanAgreements)
        .set({
          status: 'READY',
          unsignedDocumentId: stored.id,
          byteRangeDigest,
          readyAt: deps.clock.now(),
          failureReason: null,
        })
        .where(and(eq(loanAgreements.id, agreement.id), eq(loanAgreements.status, agreement.status)))
        .returning({ id: loanAgreements.id });
      if (updated.length === 0) return;
      // The move reads the agreement as it stood before this run made it ready.
      const flags = { ...(await agreementFlagsOf(tx, row.id)), agreementReady: false };
      await applyOpportunityEvent(tx, locked, flags, { type: 'agreement-generated' }, deps.clock.now());
    });
  } catch (error) {
    await deps.db
      .update(loanAgreements)
      .set({
        status: 'FAILED',
        failureReason: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
      })
      .where(eq(loanAgreements.id, agreement.id));
    throw error;
  }
}

/** How long an agreement may stay GENERATING before it is queued again (a crash mid-render). */
const stuckAfterMs = 30_000;

/** Queues again every agreement due and not ready: one that died, or whose queueing was lost. */
export async function resumeAgreements(deps: Deps): Promise<number> {
  const stuckBefore = new Date(deps.clock.nowMs() - stuckAfterMs);
  const stuck = await deps.db
    .select({ opportunityId: loanAgreements.opportunityId })
    .from(loanAgreements)
    .where(and(eq(loanAgreements.status, 'GENERATING'), lt(loanAgreements.createdAt, stuckBefore)));
  const unqueued: string[] = [];
  for (const id of await opportunitiesAtStep(deps.db, 'SHUBHSIGN_PENDING')) {
    if (stuck.some((row) => row.opportunityId === id)) continue;
    // None yet: its queueing was lost. GENERATING and younger: under way. FAILED: staff decide.
    if (!(await findAgreement(deps.db, id))) unqueued.push(id);
  }
  const due = [...stuck.map((row) => row.opportunityId), ...unqueued];
  for (const opportunityId of due) await sendAgreementGeneration(deps, opportunityId);
  return due.length;
}

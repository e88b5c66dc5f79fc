import type { PaForm, PaFormInput, PostApprovalField } from '@kredo/contract/consent';
import { fill, messages } from '@kredo/contract/messages';
import { completedYears, indianDate, isoDate } from '@kredo/domain/calendar-date';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { lookupIfsc } from '../directory/directory.service.ts';
import { saveProfile, startAccountVerification } from '../profile/profile.service.ts';
import { findUserById } from '../users/users.service.ts';
import {
  applyOpportunityEvent,
  lockOpportunity,
  type OpportunityRow,
} from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf } from './agreement-records.ts';
import { sendAgreementGeneration } from './agreement-job-name.ts';
import { ownOpportunity } from './consent.service.ts';
import { postApprovalAnswers } from './consent.schema.ts';
import { acceptedAt, paFormOf } from './pa-form-items.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'clock' | 'cipher' | 'jobs' | 'notifier' | 'bankAccountVerification' | 'blobs'
>;

/**
 * The post-approval form (spec 001 §2.3, §4.6): reading what is due (pa-form-items.ts), taking
 * each item's answer, and completing the form once nothing is due.
 */

/** The items still due; the accounts' penny drops are asked for here when they have not been. */
export async function readPaForm(deps: Deps, userId: string, opportunityId: string): Promise<PaForm> {
  const row = await ownOpportunity(deps.db, userId, opportunityId);
  if (row.subStatuses.includes('PA_FORM_PENDING')) {
    // Accounts given with the application are verified once the offer is taken.
    await startAccountVerification(deps, userId, 'DISBURSAL');
    await startAccountVerification(deps, userId, 'NACH');
  }
  const { due: _due, ...form } = await paFormOf(deps, row);
  return form;
}

const notDue = () =>
  new AppError('CONFLICT', 'the post-approval form is not due', {
    userMessage: messages.applicationMoveRefused,
  });

async function saveAnswer(
  deps: Deps,
  opportunityId: string,
  item: PostApprovalField,
  answer: Record<string, string>,
) {
  await deps.db
    .insert(postApprovalAnswers)
    .values({ opportunityId, item, answer, answeredAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [postApprovalAnswers.opportunityId, postApprovalAnswers.item],
      set: { answer, answeredAt: deps.clock.now() },
    });
}

/** One item's answer, or the whole form's completion once every item is on file (§4.6). */
export async function submitPaForm(deps: Deps, userId: string, body: PaFormInput): Promise<{ ok: true }> {
  const row = await ownOpportunity(deps.db, userId, body.opportunityId);
  if (!row.subStatuses.includes('PA_FORM_PENDING')) throw notDue();
  const user = await findUserById(deps.db, userId);
  if (body.alternateReference) {
    const { referenceName, referenceMobile } = body.alternateReference;
    if (referenceMobile === user?.mobile)
      throw new AppError('VALIDATION_FAILED', 'alternate number is the borrower’s own', {
        userMessage: messages.referenceMobileOwn,
        fieldErrors: { 'alternateReference.referenceMobile': [messages.referenceMobileOwn] },
      });
    await saveAnswer(deps, row.id, 'ALTERNATE_NUMBER', { referenceName, referenceMobile });
    await deps.notifier.send({
      channel: 'sms',
      to: referenceMobile,
      template: 'reference-contact',
      // A DLT variable is at most 30 characters.
      text: fill(referenceSms, { name: (user?.name ?? 'A Kredo customer').slice(0, 30) }),
    });
    await deps.db
      .update(postApprovalAnswers)
      .set({ linkSentAt: deps.clock.now() })
      .where(
        and(eq(postApprovalAnswers.opportunityId, row.id), eq(postApprovalAnswers.item, 'ALTERNATE_NUMBER')),
      );
  }
  if (body.nominee) {
    const today = indianDate(deps.clock.now());
    if (completedYears(isoDate(body.nominee.dob), today) < 18)
      throw new AppError('VALIDATION_FAILED', 'nominee under 18', {
        userMessage: messages.nomineeMinor,
        fieldErrors: { 'nominee.dob': [messages.nomineeMinor] },
      });
    const { name, relationShip, dob } = body.nominee;
    await saveAnswer(deps, row.id, 'INSURANCE_NOMINEE', { name, relationShip, dob });
  }
  if (body.bankAccount) {
    const { purposeType, ...account } = body.bankAccount;
    const branch = await lookupIfsc(deps.db, account.ifsc).catch(() => undefined);
    await saveProfile(deps, userId, {
      bankAccounts: [{ ...account, purposeType, bankName: branch?.BANK ?? undefined }],
    }).catch((error: unknown) => {
      throw asBankAccountRefusal(error);
    });
    await startAccountVerification(deps, userId, purposeType);
  }
  if (body.documentsConsent) {
    const answer: Record<string, string> = {
      isChequeAvailable: String(body.documentsConsent.isChequeAvailable),
    };
    if (body.documentsConsent.isChequeAvailable) {
      const cheque = await currentDocumentOf(deps.db, userId, 'CHEQUE');
      const accepted = await acceptedAt(deps.db, row.id);
      if (!cheque || !accepted || cheque.uploadedAt < accepted)
        throw new AppError('VALIDATION_FAILED', 'cheque consent without a cheque uploaded after the accept', {
          userMessage: messages.uploadChequeFirst,
          fieldErrors: { 'documentsConsent.isChequeAvailable': [messages.uploadChequeFirst] },
        });
      answer.chequeDocumentId = cheque.id;
    }
    await saveAnswer(deps, row.id, 'DOCUMENT_CONSENT', answer);
  }
  if (body.paComplete) await completePaForm(deps, row);
  return { ok: true };
}

/**
 * The profile's refusal of the one account this form gives, named as this body names it
 * ('bankAccount.accountNumber' for the profile's 'bankAccounts.0.accountNumber') and said in the
 * field's own words ('*Repayment Account details should be different from the disbursal'), so the
 * form shows it against the field.
 */
function asBankAccountRefusal(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, list]) => [
      path.replace(/^bankAccounts\.0\./, 'bankAccount.'),
      list,
    ]),
  );
  const [first] = Object.values(fieldErrors).flat();
  return new AppError(error.code, error.message, {
    userMessage: first ?? error.userMessage,
    fieldErrors,
    status: error.status,
    cause: error,
  });
}

/** Clears PA_FORM_PENDING when nothing is due, and queues the agreement when e-sign comes next. */
async function completePaForm(deps: Deps, owned: OpportunityRow) {
  const form = await paFormOf(deps, owned);
  if (form.due.length > 0)
    throw new AppError('CONFLICT', `post-approval items still due: ${form.due.join(', ')}`, {
      userMessage: messages.paItemsPending,
    });
  const moved = await deps.db.transaction(async (tx) => {
    const row = await lockOpportunity(tx, owned.id);
    if (!row) throw notDue();
    const { result, row: next } = await applyOpportunityEvent(
      tx,
      row,
      await agreementFlagsOf(tx, row.id),
      { type: 'pa-form-done' },
      deps.clock.now(),
    );
    if (!result.ok) throw notDue();
    return next;
  });
  await queueAgreementWhenDue(deps, moved);
}

/** The agreement is generated once e-sign is the next step: nothing earlier left. */
export async function queueAgreementWhenDue(deps: Pick<Deps, 'jobs'>, row: OpportunityRow) {
  const [next] = row.subStatuses;
  if (next === 'SHUBHSIGN_PENDING') await sendAgreementGeneration(deps, row.id);
}

export const referenceSms =
  '{{name}} has named you as an alternate contact for a loan with Kredo. If you do not know them, please call 1800-000-0000.';

import { fill, messages } from '@kredo/contract/messages';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { embedSignature } from '../../lib/pdf-signature/embed-signature.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { EsignError } from '../../providers/esign/index.ts';
import { documentBytes, storeGeneratedDocument } from '../documents/documents.service.ts';
import { findUserById } from '../users/users.service.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf, findAgreementByRequest, type AgreementRow } from './agreement-records.ts';
import { loanAgreements } from './consent.schema.ts';
import { sendExecutedAgreement } from './executed-agreement-mail.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'esign' | 'notifier'>;

/** The borrower's own agreement by its e-sign request id; another's is answered as if it did not exist. */
async function ownAgreement(
  deps: Pick<Deps, 'db'>,
  userId: string,
  requestId: string,
): Promise<AgreementRow> {
  const row = await findAgreementByRequest(deps.db, requestId);
  if (!row || row.userId !== userId || row.status === 'GENERATING' || row.status === 'FAILED')
    throw notFound('agreement');
  return row;
}

/** `getunsigneddocs`: the unsigned agreement (with its signature placeholder), base64. */
export async function unsignedAgreement(deps: Deps, userId: string, requestId: string) {
  const row = await ownAgreement(deps, userId, requestId);
  if (!row.unsignedDocumentId) throw notFound('agreement');
  return { unsignedDoc: (await documentBytes(deps, row.unsignedDocumentId)).toString('base64') };
}

/** The ESP's refusals in the borrower's words, with the status each answers with. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof EsignError)) return error;
  switch (error.reason) {
    case 'resend_too_soon':
      return new AppError('RATE_LIMITED', error.message, {
        userMessage: fill(messages.esignResendTooSoon, { seconds: error.details.retryAfterSeconds ?? 60 }),
        retryAfterSeconds: error.details.retryAfterSeconds ?? 60,
      });
    case 'too_many_sends':
      return new AppError('RATE_LIMITED', error.message, { userMessage: messages.esignTooManySends });
    case 'locked':
      return new AppError('OTP_REFUSED', error.message, { userMessage: messages.esignLocked });
    case 'provider_down':
    case 'code_undeliverable':
      return new AppError('PROVIDER_UNAVAILABLE', error.message, { userMessage: messages.esignUnavailable });
    default:
      return new AppError('CONFLICT', error.message, { userMessage: messages.esignFailed });
  }
}

/** Signing transactions an agreement may open (each allows 3 codes and 5 wrong ones). */
export const maxEsignTransactions = 5;

/**
 * The ESP transaction of an agreement (its digest is the unsigned PDF's): the current one, or a
 * new one when there is none or `fresh` (the last one expired or was locked by wrong codes).
 */
async function espTransactionOf(deps: Deps, row: AgreementRow, fresh = false): Promise<string> {
  if (row.esignTransactionId && !fresh) return row.esignTransactionId;
  if (row.esignAttempts >= maxEsignTransactions)
    throw new AppError('RATE_LIMITED', 'every e-sign transaction of the agreement is used', {
      userMessage: messages.esignTooManySends,
    });
  const user = await findUserById(deps.db, row.userId);
  if (!row.byteRangeDigest || !user?.mobile) throw notFound('agreement digest');
  const attempt = row.esignAttempts + 1;
  const started = await deps.esign.startSigning({
    transactionId: `${row.id}.${attempt}`,
    documentDigest: row.byteRangeDigest,
    signerName: user.name ?? '',
    signerMobile: user.mobile,
    docInfo: `Loan agreement ${row.agreementNumber}`,
  });
  await deps.db
    .update(loanAgreements)
    .set({ esignTransactionId: started.espTransactionId, esignAttempts: attempt })
    .where(eq(loanAgreements.id, row.id));
  return started.espTransactionId;
}

/** `sendotp`: the ESP sends the borrower a one-time code; a transaction that ended is replaced. */
export async function sendEsignCode(deps: Deps, userId: string, requestId: string) {
  const row = await ownAgreement(deps, userId, requestId);
  if (row.status === 'SIGNED')
    throw new AppError('CONFLICT', 'agreement already signed', {
      userMessage: messages.consentAlreadyMarked,
    });
  const send = async (transactionId: string) => {
    const sent = await deps.esign.sendCode(transactionId);
    return { resendAfterSeconds: sent.resendAfterSeconds, expiresAt: sent.expiresAt.toISOString() };
  };
  try {
    return await send(await espTransactionOf(deps, row));
  } catch (error) {
    const ended =
      error instanceof EsignError && (error.reason === 'transaction_expired' || error.reason === 'locked');
    if (!ended) throw refusalOf(error);
  }
  try {
    return await send(await espTransactionOf(deps, row, true));
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * `verifyotp`: on the right code the ESP's signature is embedded, checked against the ESP's CA
 * before it is kept, and the opportunity's e-sign step clears; the signed agreement and the KFS
 * then go to the borrower by e-mail. A wrong code answers 422 'E-Sign failed. Please enter correct OTP.'.
 */
export async function verifyEsignCode(deps: Deps, userId: string, requestId: string, code: string) {
  const row = await ownAgreement(deps, userId, requestId);
  if (row.status === 'SIGNED') return { status: true };
  let verdict;
  try {
    verdict = await deps.esign.verifyCode(await espTransactionOf(deps, row), code);
  } catch (error) {
    throw refusalOf(error);
  }
  if (verdict.status === 'wrong-code')
    throw new AppError('OTP_REFUSED', 'wrong e-sign code', { userMessage: messages.esignFailed });
  if (verdict.status === 'locked')
    throw new AppError('OTP_REFUSED', 'e-sign transaction locked', { userMessage: messages.esignLocked });
  if (verdict.status === 'expired')
    throw new AppError('OTP_REFUSED', 'e-sign code expired', { userMessage: messages.esignExpired });
  const unsigned = await documentBytes(deps, row.unsignedDocumentId!);
  const signed = embedSignature(unsigned, verdict.cms);
  const check = verifySignedPdf(signed, await deps.esign.trustedRoots());
  if (!check.valid)
    throw new AppError('PROVIDER_UNAVAILABLE', `the ESP's signature does not verify: ${check.reason}`);
  const stored = await storeGeneratedDocument(deps, row.userId, 'SIGNED_LOAN_AGREEMENT', signed);
  const moved = await deps.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, row.opportunityId);
    if (!opportunity) throw notFound('opportunity');
    const updated = await tx
      .update(loanAgreements)
      .set({ status: 'SIGNED', signedDocumentId: stored.id, signedAt: verdict.signedAt })
      .where(and(eq(loanAgreements.id, row.id), eq(loanAgreements.status, 'READY')))
      .returning({ id: loanAgreements.id });
    // Signed meanwhile by a second request with the same code: that one moved the opportunity.
    if (updated.length === 0) return false;
    const flags = { ...(await agreementFlagsOf(tx, row.opportunityId)), isEsignDone: false };
    const { result } = await applyOpportunityEvent(
      tx,
      opportunity,
      flags,
      { type: 'e-signed' },
      deps.clock.now(),
    );
    if (!result.ok)
      throw new AppError('CONFLICT', result.reason, { userMessage: messages.applicationMoveRefused });
    return true;
  });
  // A failed send is tried again by the offer sweep; the signature stands either way.
  if (moved) await sendExecutedAgreement(deps, row.id).catch(() => undefined);
  return { status: true };
}

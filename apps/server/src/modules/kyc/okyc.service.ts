import { randomUUID } from 'node:crypto';

import type {
  generateOkycOtpBodySchema,
  KycResult,
  OkycSession,
  validateOkycOtpBodySchema,
} from '@kredo/contract/kyc';
import { fill, messages } from '@kredo/contract/messages';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { UidaiError } from '../../providers/uidai/index.ts';
import { ownVerification } from './kyc-access.ts';
import { restartKyc, uidaiRefusal, withProvider } from './kyc-errors.ts';
import { aadhaarHashPurpose, recordVerifiedKyc } from './kyc-record.ts';
import {
  countOtpsSentSince,
  insertVerification,
  markVerificationFailed,
  updateVerification,
} from './kyc.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'blobs' | 'clock' | 'cipher' | 'uidai'>;

/** Each OTP is a paid UIDAI transaction: a borrower gets 5 a day. */
export const okycOtpsPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;

/** A captcha session at UIDAI, and our verification row that stands for it. */
export async function initiateOkyc(deps: Deps, userId: string): Promise<OkycSession> {
  const captcha = await withProvider(() => deps.uidai.startSession());
  const id = randomUUID();
  const now = deps.clock.now();
  await insertVerification(deps.db, {
    id,
    userId,
    mode: 'OKYC',
    status: 'INITIATED',
    providerRef: captcha.sessionRef,
    createdAt: now,
    updatedAt: now,
  });
  return { isSuccess: true, message: 'Captcha generated', session_id: id, captcha: captcha.captchaImage };
}

export async function refreshOkycCaptcha(
  deps: Deps,
  userId: string,
  sessionId: string,
): Promise<OkycSession> {
  const row = await ownVerification(deps.db, userId, sessionId, 'OKYC');
  if (row.status !== 'INITIATED' || !row.providerRef) throw restartKyc('session is past its captcha');
  const ref = row.providerRef;
  const captcha = await withProvider(() => deps.uidai.refreshCaptcha(ref));
  return { isSuccess: true, message: 'Captcha generated', session_id: row.id, captcha: captcha.captchaImage };
}

/**
 * Sends UIDAI the captcha and the Aadhaar number; UIDAI sends the OTP to the resident's linked
 * mobile. The number is kept as its last four digits and a keyed hash, whatever the outcome.
 */
export async function generateOkycOtp(
  deps: Deps,
  userId: string,
  body: z.output<typeof generateOkycOtpBodySchema>,
) {
  const row = await ownVerification(deps.db, userId, body.session_id, 'OKYC');
  if (row.status !== 'INITIATED' || !row.providerRef) throw restartKyc('session is past its captcha');
  const now = deps.clock.now();
  if ((await countOtpsSentSince(deps.db, userId, new Date(now.getTime() - dayMs))) >= okycOtpsPerDay)
    throw new AppError('RATE_LIMITED', 'daily OKYC OTP limit reached', {
      userMessage: messages.kycAttemptsExceeded,
    });
  const aadhaar = {
    aadhaarLast4: body.aadhaar_no.slice(-4),
    aadhaarHash: deps.cipher.hash(aadhaarHashPurpose, body.aadhaar_no),
  };
  const ref = row.providerRef;
  try {
    const sent = await deps.uidai.requestOtp(ref, { aadhaar: body.aadhaar_no, captcha: body.captcha });
    await updateVerification(deps.db, row.id, {
      ...aadhaar,
      status: 'OTP_SENT',
      otpSentAt: now,
      updatedAt: now,
    });
    return {
      isSuccess: true as const,
      message: fill(messages.okycOtpSent, { mobile: sent.maskedMobile }),
      session_id: row.id,
      maskedMobile: sent.maskedMobile,
      otpExpiresAt: sent.otpExpiresAt.toISOString(),
    };
  } catch (error) {
    await updateVerification(deps.db, row.id, aadhaar);
    await markVerificationFailed(
      deps.db,
      row.id,
      error instanceof UidaiError ? error.reason : 'otp_send_failed',
      now,
    );
    throw error instanceof UidaiError ? uidaiRefusal(error) : error;
  }
}

/** The OTP, checked by UIDAI; on success the e-KYC is kept and becomes the address proof. */
export async function validateOkycOtp(
  deps: Deps,
  userId: string,
  body: z.output<typeof validateOkycOtpBodySchema>,
): Promise<KycResult> {
  const row = await ownVerification(deps.db, userId, body.session_id, 'OKYC');
  if (row.status !== 'OTP_SENT' || !row.providerRef)
    throw restartKyc('no OTP is pending in this session', messages.generateOtpAgain);
  const ref = row.providerRef;
  try {
    const ekyc = await deps.uidai.verifyOtp(ref, body.otp);
    await updateVerification(deps.db, row.id, { invoker: body.invoker });
    const kyc = await recordVerifiedKyc(deps, { ...row, invoker: body.invoker }, ekyc);
    return { isSuccess: true, message: messages.kycUpdated, kyc };
  } catch (error) {
    if (!(error instanceof UidaiError)) throw error;
    if (error.reason !== 'otp_incorrect')
      await markVerificationFailed(deps.db, row.id, error.reason, deps.clock.now());
    throw uidaiRefusal(error);
  }
}

import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import { UidaiError, type EKyc, type UidaiFailure, type UidaiProvider } from './index.ts';
import { drawCaptcha } from './sandbox-captcha.ts';
import { drawResidentPhoto } from './sandbox-photo.ts';
import { findSandboxResident, sandboxUidaiMagic, type SandboxResident } from './sandbox-residents.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  lockSession,
  nextSessionStart,
  updateSession,
} from './sandbox.repository.ts';
import type { UidaiSandboxSession } from './sandbox.schema.ts';

/** A captcha session lives 10 minutes; an OTP, 10 minutes from its sending. */
export const uidaiSessionTtlMs = 10 * 60 * 1000;
export const uidaiOtpTtlMs = 10 * 60 * 1000;
/** The third wrong OTP spends it. */
export const uidaiOtpMaxAttempts = 3;

export type SandboxUidaiProvider = UidaiProvider & {
  /** The captcha's answer, for the sandbox-only dev route that end-to-end journeys read. */
  captchaAnswer(sessionRef: string): Promise<string | undefined>;
};

export type SandboxUidaiDeps = { db: Db; clock: Clock; cipher: PiiCipher; notifier: Pick<Notifier, 'send'> };

const failureMessages: Record<UidaiFailure, string> = {
  captcha_unavailable: 'Captcha service did not answer',
  service_down: 'UIDAI did not answer the OTP request',
  session_expired: 'No such session, or it has expired',
  wrong_captcha: 'Captcha does not match',
  aadhaar_not_found: 'Aadhaar number does not exist',
  no_mobile_linked: 'No mobile number is linked to the Aadhaar number',
  otp_not_requested: 'No OTP was sent in this session',
  otp_incorrect: 'OTP does not match',
  otp_expired: 'The OTP has expired',
  otp_attempts_exhausted: 'Too many wrong OTPs',
};
const failure = (reason: UidaiFailure) => new UidaiError(reason, failureMessages[reason]);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const captchaContext = (id: string) => `uidai_sandbox_sessions.sealed_captcha_answer:${id}`;
const aadhaarContext = (id: string) => `uidai_sandbox_sessions.sealed_aadhaar:${id}`;

type ResidentWithMobile = SandboxResident & { mobile: string };

/** What UIDAI answers an OTP request whose captcha was `answer`: a refusal, or the resident. */
function checkOtpRequest(
  answer: string,
  input: { aadhaar: string; captcha: string },
): UidaiFailure | ResidentWithMobile {
  if (answer.toLowerCase() !== input.captcha.trim().toLowerCase()) return 'wrong_captcha';
  if (input.aadhaar === sandboxUidaiMagic.uidaiDown) return 'service_down';
  const resident = findSandboxResident(input.aadhaar);
  if (!resident) return 'aadhaar_not_found';
  const { mobile } = resident;
  return mobile ? { ...resident, mobile } : 'no_mobile_linked';
}

/**
 * UIDAI's offline e-KYC as a lender meets it: a session with a real captcha (checked without
 * regard to case), an OTP to the resident's Aadhaar-linked mobile through our notifier (so it
 * lands in the dev outbox), a 3-wrong-attempts limit, expiries by the server clock, and the
 * outages and refusals of docs/providers.md. A session is spent by a wrong captcha or an OTP
 * request, as the real service's are. Sessions are rows of `uidai_sandbox_sessions`, each step
 * under the row's lock, so any server may take any step; the captcha's answer is sealed with the
 * PII cipher and the OTP kept only as an HMAC.
 */
export function createSandboxUidaiProvider(deps: SandboxUidaiDeps): SandboxUidaiProvider {
  const { cipher } = deps;
  const otpHash = (id: string, otp: string) => cipher.hash(`uidai-sandbox-otp:${id}`, otp);
  const otpMatches = (row: UidaiSandboxSession, otp: string) => {
    if (!row.otpHash) return false;
    const expected = Buffer.from(row.otpHash);
    const actual = Buffer.from(otpHash(row.id, otp));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  const captchaOf = (row: UidaiSandboxSession) =>
    row.sealedCaptchaAnswer === null ? null : cipher.decrypt(captchaContext(row.id), row.sealedCaptchaAnswer);

  /** The session, locked until the transaction ends; none when unknown or expired (then deleted). */
  async function lockLive(tx: Db, sessionRef: string, nowMs: number) {
    const row = uuidPattern.test(sessionRef) ? await lockSession(tx, sessionRef) : undefined;
    if (row && row.expiresAt.getTime() <= nowMs) {
      await deleteSession(tx, row.id);
      return undefined;
    }
    return row;
  }

  return {
    name: 'sandbox-uidai',

    async startSession() {
      const started = await nextSessionStart(deps.db);
      if (started % sandboxUidaiMagic.captchaUnavailableEvery === 0) throw failure('captcha_unavailable');
      const id = randomUUID();
      const now = deps.clock.now();
      const captcha = drawCaptcha();
      const expiresAt = new Date(now.getTime() + uidaiSessionTtlMs);
      await insertSession(deps.db, {
        id,
        sealedCaptchaAnswer: cipher.encrypt(captchaContext(id), captcha.answer),
        expiresAt,
        otpHash: null,
        sealedAadhaar: null,
        wrongOtps: 0,
        createdAt: now,
      });
      return { sessionRef: id, captchaImage: captcha.image, expiresAt };
    },

    async refreshCaptcha(sessionRef) {
      const nowMs = deps.clock.nowMs();
      const refreshed = await deps.db.transaction(async (tx) => {
        const row = await lockLive(tx, sessionRef, nowMs);
        if (!row || row.otpHash !== null || row.sealedCaptchaAnswer === null) return undefined;
        const captcha = drawCaptcha();
        await updateSession(tx, row.id, {
          sealedCaptchaAnswer: cipher.encrypt(captchaContext(row.id), captcha.answer),
        });
        return { sessionRef: row.id, captchaImage: captcha.image, expiresAt: row.expiresAt };
      });
      if (!refreshed) throw failure('session_expired');
      return refreshed;
    },

    async requestOtp(sessionRef, input) {
      const nowMs = deps.clock.nowMs();
      const otp = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await lockLive(tx, sessionRef, nowMs);
        const answer = row ? captchaOf(row) : null;
        // One try per captcha: right or wrong, the session cannot ask for a second OTP.
        if (!row || answer === null || row.otpHash !== null) return 'session_expired' as const;
        const checked = checkOtpRequest(answer, input);
        if (typeof checked === 'string') {
          await deleteSession(tx, row.id);
          return checked;
        }
        const expiresAt = new Date(nowMs + uidaiOtpTtlMs);
        await updateSession(tx, row.id, {
          sealedCaptchaAnswer: null,
          otpHash: otpHash(row.id, otp),
          sealedAadhaar: cipher.encrypt(aadhaarContext(row.id), checked.aadhaar),
          wrongOtps: 0,
          expiresAt,
        });
        return { resident: checked, expiresAt };
      });
      if (typeof outcome === 'string') throw failure(outcome);
      const { resident, expiresAt } = outcome;
      await deps.notifier.send({
        channel: 'sms',
        to: resident.mobile,
        template: 'uidai-ekyc-otp',
        text: `${otp} is the OTP for Aadhaar (XX${resident.aadhaar.slice(-4)}) e-KYC. Valid for 10 minutes. Do not share it with anyone. - UIDAI (sandbox)`,
      });
      return { maskedMobile: `XXXXXX${resident.mobile.slice(-4)}`, otpExpiresAt: expiresAt };
    },

    async verifyOtp(sessionRef, otp) {
      const nowMs = deps.clock.nowMs();
      const outcome = await deps.db.transaction(async (tx): Promise<UidaiFailure | SandboxResident> => {
        const row = uuidPattern.test(sessionRef) ? await lockSession(tx, sessionRef) : undefined;
        if (!row) return 'session_expired';
        if (row.expiresAt.getTime() <= nowMs) {
          await deleteSession(tx, row.id);
          return row.otpHash !== null ? 'otp_expired' : 'session_expired';
        }
        if (row.otpHash === null || row.sealedAadhaar === null) return 'otp_not_requested';
        if (!otpMatches(row, otp)) {
          const wrongOtps = row.wrongOtps + 1;
          if (wrongOtps < uidaiOtpMaxAttempts) {
            await updateSession(tx, row.id, { wrongOtps });
            return 'otp_incorrect';
          }
          await deleteSession(tx, row.id);
          return 'otp_attempts_exhausted';
        }
        await deleteSession(tx, row.id);
        const aadhaar = cipher.decrypt(aadhaarContext(row.id), row.sealedAadhaar);
        return findSandboxResident(aadhaar) ?? 'session_expired';
      });
      if (typeof outcome === 'string') throw failure(outcome);
      return eKycOf(outcome);
    },

    async captchaAnswer(sessionRef) {
      const row = uuidPattern.test(sessionRef) ? await findSession(deps.db, sessionRef) : undefined;
      if (!row || row.expiresAt.getTime() <= deps.clock.nowMs()) return undefined;
      return captchaOf(row) ?? undefined;
    },
  };
}

const photos = new Map<string, Buffer>();

/** The resident's e-KYC, as UIDAI's answer carries it. */
export function eKycOf(resident: SandboxResident): EKyc {
  let photo = photos.get(resident.aadhaar);
  if (!photo) {
    photo = drawResidentPhoto(resident.colour);
    photos.set(resident.aadhaar, photo);
  }
  return {
    referenceId: `sbx-ekyc-${randomUUID()}`,
    name: resident.name,
    dob: resident.dob,
    gender: resident.gender,
    address: resident.address,
    photoPng: photo,
    aadhaarLast4: resident.aadhaar.slice(-4),
  };
}

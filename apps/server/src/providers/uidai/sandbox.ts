import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import svgCaptcha from 'svg-captcha';

import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import { UidaiError, type EKyc, type UidaiCaptcha, type UidaiProvider } from './index.ts';
import { drawResidentPhoto } from './sandbox-photo.ts';
import { findSandboxResident, sandboxUidaiMagic, type SandboxResident } from './sandbox-residents.ts';

/** A captcha session lives 10 minutes; an OTP, 10 minutes from its sending. */
export const uidaiSessionTtlMs = 10 * 60 * 1000;
export const uidaiOtpTtlMs = 10 * 60 * 1000;
/** The third wrong OTP spends it. */
export const uidaiOtpMaxAttempts = 3;
/** Sessions held at once; past it the oldest go (the sandbox keeps them in memory). */
const maxSessions = 10_000;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/l/I). */
const captchaCharacters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

type Session = {
  captchaAnswer: string | null;
  expiresAtMs: number;
  otp?: { hash: string; expiresAtMs: number; wrongAttempts: number; resident: SandboxResident };
};

export type SandboxUidaiProvider = UidaiProvider & {
  /** The captcha's answer, for the sandbox-only dev route that end-to-end journeys read. */
  captchaAnswer(sessionRef: string): string | undefined;
};

const expired = () => new UidaiError('session_expired', 'No such session, or it has expired');

/**
 * UIDAI's offline e-KYC as a lender meets it, in memory: a session with a real captcha (its
 * answer kept here only, checked without regard to case), an OTP to the resident's
 * Aadhaar-linked mobile through our notifier (so it lands in the dev outbox), held only as an
 * HMAC under a key made at start, a 3-wrong-attempts limit, expiries by the server clock, and
 * the outages and refusals of docs/providers.md. A session is spent by a wrong captcha or an
 * OTP request, as the real service's are.
 */
export function createSandboxUidaiProvider(deps: { clock: Clock; notifier: Notifier }): SandboxUidaiProvider {
  const sessions = new Map<string, Session>();
  const otpKey = randomBytes(32);
  let started = 0;

  const hashOtp = (sessionRef: string, otp: string) =>
    createHmac('sha256', otpKey).update(`${sessionRef}:${otp}`).digest();

  function prune(now: number) {
    for (const [ref, session] of sessions)
      if (session.expiresAtMs <= now || sessions.size > maxSessions) sessions.delete(ref);
  }

  function live(sessionRef: string): Session {
    const session = sessions.get(sessionRef);
    if (!session || session.expiresAtMs <= deps.clock.nowMs()) {
      sessions.delete(sessionRef);
      throw expired();
    }
    return session;
  }

  function newCaptcha(sessionRef: string, session: Session): UidaiCaptcha {
    const { text, data } = svgCaptcha.create({
      size: 5,
      noise: 2,
      color: true,
      background: '#f4f6f8',
      charPreset: captchaCharacters,
    });
    session.captchaAnswer = text;
    return {
      sessionRef,
      captchaImage: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      expiresAt: new Date(session.expiresAtMs),
    };
  }

  return {
    name: 'sandbox-uidai',

    async startSession() {
      const now = deps.clock.nowMs();
      prune(now);
      started += 1;
      if (started % sandboxUidaiMagic.captchaUnavailableEvery === 0)
        throw new UidaiError('captcha_unavailable', 'Captcha service did not answer');
      const sessionRef = randomUUID();
      const session: Session = { captchaAnswer: null, expiresAtMs: now + uidaiSessionTtlMs };
      sessions.set(sessionRef, session);
      return newCaptcha(sessionRef, session);
    },

    async refreshCaptcha(sessionRef) {
      const session = live(sessionRef);
      if (session.otp || session.captchaAnswer === null) throw expired();
      return newCaptcha(sessionRef, session);
    },

    async requestOtp(sessionRef, { aadhaar, captcha }) {
      const session = live(sessionRef);
      const answer = session.captchaAnswer;
      // One try per captcha: right or wrong, the session cannot ask for a second OTP.
      session.captchaAnswer = null;
      if (answer === null || session.otp) throw expired();
      if (answer.toLowerCase() !== captcha.trim().toLowerCase()) {
        sessions.delete(sessionRef);
        throw new UidaiError('wrong_captcha', 'Captcha does not match');
      }
      if (aadhaar === sandboxUidaiMagic.uidaiDown) {
        sessions.delete(sessionRef);
        throw new UidaiError('service_down', 'UIDAI did not answer the OTP request');
      }
      const resident = findSandboxResident(aadhaar);
      if (!resident) {
        sessions.delete(sessionRef);
        throw new UidaiError('aadhaar_not_found', 'Aadhaar number does not exist');
      }
      if (!resident.mobile) {
        sessions.delete(sessionRef);
        throw new UidaiError('no_mobile_linked', 'No mobile number is linked to the Aadhaar number');
      }
      const otp = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const expiresAtMs = deps.clock.nowMs() + uidaiOtpTtlMs;
      session.otp = {
        hash: hashOtp(sessionRef, otp).toString('base64'),
        expiresAtMs,
        wrongAttempts: 0,
        resident,
      };
      session.expiresAtMs = expiresAtMs;
      await deps.notifier.send({
        channel: 'sms',
        to: resident.mobile,
        template: 'uidai-ekyc-otp',
        text: `${otp} is the OTP for Aadhaar (XX${resident.aadhaar.slice(-4)}) e-KYC. Valid for 10 minutes. Do not share it with anyone. - UIDAI (sandbox)`,
      });
      return {
        maskedMobile: `XXXXXX${resident.mobile.slice(-4)}`,
        otpExpiresAt: new Date(expiresAtMs),
      };
    },

    async verifyOtp(sessionRef, otp) {
      const session = sessions.get(sessionRef);
      const pending = session?.otp;
      if (session && session.expiresAtMs <= deps.clock.nowMs()) {
        sessions.delete(sessionRef);
        if (pending) throw new UidaiError('otp_expired', 'The OTP has expired');
      }
      if (!session || session.expiresAtMs <= deps.clock.nowMs()) throw expired();
      if (!pending) throw new UidaiError('otp_not_requested', 'No OTP was sent in this session');
      if (!timingSafeEqual(Buffer.from(pending.hash, 'base64'), hashOtp(sessionRef, otp))) {
        pending.wrongAttempts += 1;
        if (pending.wrongAttempts < uidaiOtpMaxAttempts)
          throw new UidaiError('otp_incorrect', 'OTP does not match');
        sessions.delete(sessionRef);
        throw new UidaiError('otp_attempts_exhausted', 'Too many wrong OTPs');
      }
      sessions.delete(sessionRef);
      return eKycOf(pending.resident);
    },

    captchaAnswer(sessionRef) {
      const session = sessions.get(sessionRef);
      return session && session.expiresAtMs > deps.clock.nowMs()
        ? (session.captchaAnswer ?? undefined)
        : undefined;
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

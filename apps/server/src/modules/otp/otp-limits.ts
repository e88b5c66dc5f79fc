import type { Db } from '../../db/database.ts';
import { resendTooEarly, sendLimitReached } from './otp-errors.ts';
import {
  otpResendWaitSeconds,
  otpSendsPerDestinationPerHour,
  otpSendsPerIpPerHour,
  otpSendWindowMs,
} from './otp-policy.ts';
import { findLatestSentChallenge, findNthRecentSend } from './otp.repository.ts';
import type { OtpPurpose } from './otp.schema.ts';

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Throws OtpRateLimitError when this send must wait. Counts from the table, so the limits hold
 * across instances; call under `lockSendsFor` so concurrent sends cannot both slip through.
 * Failed sends count towards the hourly caps (each cost a gateway call) but start no resend wait.
 */
export async function assertSendAllowed(
  tx: Db,
  send: { purpose: OtpPurpose; destination: string; ip: string },
  now: Date,
): Promise<void> {
  const nowMs = now.getTime();
  const latest = await findLatestSentChallenge(tx, send.purpose, send.destination);
  const resendAt = latest?.sentAt && latest.sentAt.getTime() + otpResendWaitSeconds[send.purpose] * 1000;
  if (resendAt && resendAt > nowMs) throw resendTooEarly(secondsUntil(resendAt, nowMs));

  const since = new Date(nowMs - otpSendWindowMs);
  const byDestination = await findNthRecentSend(
    tx,
    { destination: send.destination },
    since,
    otpSendsPerDestinationPerHour,
  );
  if (byDestination) {
    throw sendLimitReached('destination', secondsUntil(byDestination.getTime() + otpSendWindowMs, nowMs));
  }
  const byIp = await findNthRecentSend(tx, { ip: send.ip }, since, otpSendsPerIpPerHour);
  if (byIp) throw sendLimitReached('ip', secondsUntil(byIp.getTime() + otpSendWindowMs, nowMs));
}
